/**
 * What every path that books a car shares besides the hold itself (features/bookings/car-hold.ts, reached by a claimed
 * auction through domain/bookings-port.ts): the hold's values, the priced lines kept for receipts, and the 409 a
 * race ends in.
 */
import { bookingMessages, CAR_DELIVERY_FEE, type CostBreakdown, type CoverageLevel } from '@wayfare/common';
import { isExclusionViolation } from '../db/errors';
import type { BookingCostLines } from '../db/schema';
import { AppError } from '../lib/app-error';

export interface CarHold {
  userId: number;
  carId: number;
  fromCityId: number;
  toCityId: number;
  startAt: Date;
  endAt: Date;
  coverage: CoverageLevel;
  /** Route distance in km. */
  distance: number;
  totalPrice: number;
  deliveryAddress?: string | undefined;
  now: Date;
  /** Only a claimed auction may book an exclusive car; a plain booking may not. */
  exclusiveCar?: boolean;
  /** The priced lines, kept for receipts; a claimed auction has none (its price is the winning bid). */
  costLines?: BookingCostLines;
}

/**
 * The lines a receipt prints, from the breakdown the total was computed from (`bookingTotal`): a new booking's, and a
 * change's new trip.
 */
export function costLinesOf(cost: CostBreakdown, hasDelivery: boolean): BookingCostLines {
  return {
    fuelCost: cost.fuelCost,
    tollFees: cost.tollFees,
    serviceFees: cost.serviceFees,
    timeFees: cost.timeFees,
    coverageFee: cost.coverageFee,
    deliveryFee: hasDelivery ? CAR_DELIVERY_FEE : 0,
    userDiscount: cost.userDiscount,
  };
}

/** The database's last word on a race: an exclusion violation means the car was taken meanwhile. */
export function bookingConflict(error: unknown): unknown {
  return isExclusionViolation(error) ? new AppError('CONFLICT', bookingMessages.unavailable) : error;
}
