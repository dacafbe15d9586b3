/**
 * Support messages of the demo ("Ask for help"): most answered by the admin within hours, the newest still open so the
 * admin's list has something to answer. `from`: the demo customer, or the index of one of the other demo customers.
 */
export const demoMessages: {
  from: 'customer' | number;
  daysAgo: number;
  question: string;
  answer?: string;
  answeredAfterHours: number;
}[] = [
  {
    from: 3,
    daysAgo: 280,
    question: 'Can I pick the car up an hour earlier than booked?',
    answer: 'Yes, the depot opens at 7:00; change the pick-up time in My bookings and we hold the car for you.',
    answeredAfterHours: 2,
  },
  {
    from: 7,
    daysAgo: 220,
    question: 'Is a child seat included with the Child seat extra?',
    answer: 'It is: one seat for children from 9 to 18 kg, fitted before you arrive.',
    answeredAfterHours: 5,
  },
  {
    from: 12,
    daysAgo: 160,
    question: 'I left my sunglasses in the car I returned in Vienna yesterday.',
    answer: 'Found them! They are at the Vienna depot; pick them up any day or we post them to you.',
    answeredAfterHours: 20,
  },
  {
    from: 1,
    daysAgo: 120,
    question: 'Do I need to refuel before dropping the car off?',
    answer: 'No, the fuel is part of the trip price; just bring the car back to the depot.',
    answeredAfterHours: 1,
  },
  {
    from: 'customer',
    daysAgo: 95,
    question: 'How do I get a receipt for my company?',
    answer: 'Every paid payment has a Receipt button in My payments: a PDF with our company details.',
    answeredAfterHours: 3,
  },
  {
    from: 18,
    daysAgo: 70,
    question: 'Can I drive the car from Lisbon into Spain?',
    answer: 'Yes, all our cars may cross borders inside the EU and Switzerland.',
    answeredAfterHours: 4,
  },
  {
    from: 9,
    daysAgo: 41,
    question: 'The damage charge on my last trip seems too high. Who can I talk to?',
    answer: 'We checked the report with the depot: the scratch was there before your trip. The charge is withdrawn.',
    answeredAfterHours: 26,
  },
  {
    from: 22,
    daysAgo: 18,
    question: 'Does the Road Warrior plan work on trips I already booked?',
    answer: 'It discounts the bookings you make after buying it, ten of them.',
    answeredAfterHours: 6,
  },
  {
    from: 14,
    daysAgo: 6,
    question: 'Is there a deposit when I pick up the car?',
    answer: 'No deposit: the booking is paid in advance and damage is charged afterwards, if any.',
    answeredAfterHours: 2,
  },
  {
    from: 5,
    daysAgo: 2,
    question: 'Can my partner drive the car too?',
    answeredAfterHours: 0,
  },
  {
    from: 'customer',
    daysAgo: 1,
    question: 'My trip next week: can the car be delivered to my hotel instead of the depot?',
    answeredAfterHours: 0,
  },
  {
    from: 20,
    daysAgo: 0.2,
    question: 'The Munich depot is closed, where do I return the car?',
    answeredAfterHours: 0,
  },
];
