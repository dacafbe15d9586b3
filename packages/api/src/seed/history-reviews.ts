/** What the demo's customers wrote about their trips, by overall score (the ratings vary around it). */
export const demoReviewTexts: Record<number, string[]> = {
  5: [
    'Spotless car, ready on time at the station depot. Perfect.',
    'Smooth pick-up and drop-off, the car drove beautifully on the motorway.',
    'Exactly as described, very economical. Will book again.',
    'Great value for a long weekend, the staff at the depot were lovely.',
    'Comfortable, quiet and quick. Five stars.',
  ],
  4: [
    'Good car, clean inside. The depot was a bit hard to find.',
    'Solid trip, fuel use lower than expected.',
    'Everything worked; the child seat took a while to arrive.',
    'Nice to drive, only the phone holder was missing.',
    'Fine for the price, drop-off was quick.',
  ],
  3: [
    'Okay overall, but the car was not fully cleaned.',
    'Did the job. Pick-up took twenty minutes longer than planned.',
    'Average: the GPS maps were out of date.',
  ],
  2: [
    'The car smelled of smoke and the tyres looked worn.',
    'Long wait at the depot and a warning light came on twice.',
  ],
};
