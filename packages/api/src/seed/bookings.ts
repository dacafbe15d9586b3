import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import { bookingTotal, priceTrip, type CoverageLevel } from '@wayfare/common';
import { estimateRoute } from '../integrations/geo/distance';
import type { Db } from '../db/client';
import { emailIs } from '../db/email';
import { bookings, cars, cities, payments, reviews, users } from '../db/schema';
import { firstRow } from '../db/first-row';

const DAY_MS = 24 * 3_600_000;

/** Round trips of the demo customer: out to `to`, back home a few days later, so each car ends where it stands. */
const demoTrips: {
  home: string;
  to: string;
  daysAgo: number;
  coverage: CoverageLevel;
  review?: [number, number, number, string];
}[] = [
  {
    home: 'Berlin',
    to: 'Hamburg',
    daysAgo: 120,
    coverage: 1,
    review: [5, 4, 4, 'Clean car, smooth pick-up at the depot.'],
  },
  {
    home: 'Munich',
    to: 'Vienna',
    daysAgo: 85,
    coverage: 2,
    review: [4, 5, 4, 'Great on the motorway, would book again.'],
  },
  {
    home: 'Paris',
    to: 'Brussels',
    daysAgo: 50,
    coverage: 0,
    review: [3, 4, 3, 'Fine for the price; the GPS was a bit old.'],
  },
  { home: 'Vienna', to: 'Prague', daysAgo: 20, coverage: 1 },
];

/**
 * Past trips of the demo customer: for each demo trip, an outbound booking (Rated with its review, or Finished and
 * still reviewable) and the return (Finished), both paid through the test provider, so car info, reviews and
 * statistics have data on a fresh demo. Idempotent: skipped once the customer has any booking.
 */
export async function seedPastBookings(db: Db, now: Date = new Date()): Promise<void> {
  const [customer] = await db.select({ id: users.id }).from(users).where(emailIs('customer@example.com'));
  if (!customer) return;
  const [existing] = await db
    .select({ id: bookings.id })
    .from(bookings)
    .where(eq(bookings.userId, customer.id))
    .limit(1);
  if (existing) return;
  const names = demoTrips.flatMap((trip) => [trip.home, trip.to]);
  const cityRows = await db.select().from(cities).where(inArray(cities.name, names));
  const cityOf = new Map(cityRows.map((city) => [city.name, city]));

  for (const trip of demoTrips) {
    const home = cityOf.get(trip.home);
    const away = cityOf.get(trip.to);
    if (!home || !away) continue;
    const [car] = await db
      .select({ id: cars.id, fuelConsumption: cars.fuelConsumption, make: cars.make, model: cars.model })
      .from(cars)
      .where(and(eq(cars.cityId, home.id), eq(cars.isExclusive, false), isNull(cars.deletedAt)))
      .orderBy(asc(cars.id))
      .limit(1);
    if (!car) continue;
    // Picked up at 08:00 UTC (morning in Europe) on the day `daysAgo` before now.
    const outStart = new Date(Math.floor(now.getTime() / DAY_MS - trip.daysAgo) * DAY_MS + 8 * 3_600_000);
    const legs = [
      // Rated means reviewed: a trip without a review stays Finished (still reviewable).
      { from: home, to: away, start: outStart, status: trip.review ? ('Rated' as const) : ('Finished' as const) },
      { from: away, to: home, start: new Date(outStart.getTime() + 4 * DAY_MS), status: 'Finished' as const },
    ];
    await db.transaction(async (tx) => {
      for (const leg of legs) {
        const end = new Date(leg.start.getTime() + 2 * DAY_MS);
        const { distance } = estimateRoute(leg.from, leg.to);
        const cost = priceTrip({
          distanceKm: distance,
          fuelConsumption: car.fuelConsumption,
          durationMs: 2 * DAY_MS,
          coverage: trip.coverage,
        });
        const totalPrice = bookingTotal(cost, trip.coverage, false);
        const booking = firstRow(
          await tx
            .insert(bookings)
            .values({
              userId: customer.id,
              carId: car.id,
              startCityId: leg.from.id,
              endCityId: leg.to.id,
              startAt: leg.start,
              endAt: end,
              status: leg.status,
              coverage: trip.coverage,
              distance,
              totalPrice,
              createdAt: new Date(leg.start.getTime() - 7 * DAY_MS),
            })
            .returning({ id: bookings.id }),
          'insert into bookings',
        );
        const paidAt = new Date(leg.start.getTime() - 7 * DAY_MS + 600_000);
        await tx.insert(payments).values({
          userId: customer.id,
          kind: 'booking',
          bookingId: booking.id,
          description: `Booking #${booking.id}: ${car.make} ${car.model}, ${leg.from.name} → ${leg.to.name}`,
          amount: totalPrice,
          paid: true,
          paidAt,
          provider: 'test',
          createdAt: paidAt,
        });
        if (leg.status === 'Rated' && trip.review) {
          const [valueForMoney, carCondition, carSpeed, text] = trip.review;
          const createdAt = new Date(end.getTime() + DAY_MS);
          await tx
            .insert(reviews)
            .values({
              bookingId: booking.id,
              userId: customer.id,
              carId: car.id,
              text,
              valueForMoney,
              carCondition,
              carSpeed,
              createdAt,
              updatedAt: createdAt,
            })
            .onConflictDoNothing();
        }
      }
    });
  }
}
