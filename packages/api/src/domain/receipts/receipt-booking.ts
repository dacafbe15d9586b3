import { eq } from 'drizzle-orm';
import { instantToWallClock } from '@wayfare/common';
import type { Db } from '../../db/client';
import { endCity, joinTrip, startCity } from '../../db/booking-trips';
import { cars } from '../../db/schema';
import { bookings } from '../../db/schema/bookings';

/** The trip a receipt is about, its times as wall-clock date-times in the business time zone. */
export interface ReceiptBooking {
  id: number;
  car: string;
  registrationNumber: string;
  from: string;
  to: string;
  /** Where the car is collected: the pick-up depot's address, or the delivery address when it is brought. */
  pickUpPlace: { kind: 'depot' | 'delivery'; address: string };
  /** The drop-off depot's address. */
  dropOffDepot: string;
  startAt: string;
  endAt: string;
}

/** The trip a payment is for, as its receipt names and prices it (a read model of the bookings table). */
export async function readReceiptTrip(db: Db, bookingId: number) {
  const [row] = await joinTrip(
    db
      .select({
        id: bookings.id,
        make: cars.make,
        model: cars.model,
        registrationNumber: cars.registrationNumber,
        from: startCity.name,
        to: endCity.name,
        fromDepot: startCity.depoAddress,
        toDepot: endCity.depoAddress,
        deliveryAddress: bookings.deliveryAddress,
        startAt: bookings.startAt,
        endAt: bookings.endAt,
        costLines: bookings.costLines,
      })
      .from(bookings)
      .$dynamic(),
  ).where(eq(bookings.id, bookingId));
  return row;
}

type ReceiptTrip = NonNullable<Awaited<ReturnType<typeof readReceiptTrip>>>;

/** The trip as the receipt prints it, its times on the business wall clock. */
export const toReceiptBooking = (trip: ReceiptTrip, timeZone: string): ReceiptBooking => ({
  id: trip.id,
  car: `${trip.make} ${trip.model}`,
  registrationNumber: trip.registrationNumber,
  from: trip.from,
  to: trip.to,
  pickUpPlace: trip.deliveryAddress
    ? { kind: 'delivery', address: trip.deliveryAddress }
    : { kind: 'depot', address: trip.fromDepot },
  dropOffDepot: trip.toDepot,
  startAt: instantToWallClock(trip.startAt, timeZone),
  endAt: instantToWallClock(trip.endAt, timeZone),
});
