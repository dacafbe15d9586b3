import { CAR_DELIVERY_FEE } from './constants';

/**
 * Trip pricing (docs/product/pricing.md). Pure and shared: the API computes every price with it (the client's total
 * is never trusted); the web app may use it for previews. Every line is rounded to cents once, and the
 * total is the sum of the rounded lines, so the lines always add up.
 */
export const PRICING = {
  /** € per litre of fuel. */
  fuelPricePerLitre: 1.8,
  /** € per km of motorway tolls. */
  tollPerKm: 0.05,
  /** € per started hour of rental… */
  hourlyRate: 4,
  /** …capped at this much per started day. */
  dailyCap: 45,
  /** Flat handling fee per booking. */
  serviceFee: 15,
} as const;

/**
 * Distance and duration estimates of a route (docs/product/search-and-availability.md#route-estimate): great circle ×
 * road factor at an average speed.
 */
export const ROUTE = {
  roadFactor: 1.25,
  averageSpeedKmh: 80,
} as const;

export interface TripLines {
  fuelCost: number;
  tollFees: number;
  serviceFees: number;
  timeFees: number;
}

const HOUR_MS = 3_600_000;
/**
 * Rounds to cents, half up, as a person would on paper. Binary floats hold 68.445 as 68.44499999…, so plain
 * Math.round(x * 100) would give 68.44; trimming the product to 12 significant digits first removes that noise.
 */
export const roundToCents = (value: number) => Math.round(Number((value * 100).toPrecision(12))) / 100;
const cents = roundToCents;

/** Rental time fees: started hours × rate, with each started day capped. */
export function timeFees(durationMs: number): number {
  const startedHours = Math.max(1, Math.ceil(durationMs / HOUR_MS));
  const fullDays = Math.floor(startedHours / 24);
  const restHours = startedHours % 24;
  return cents(fullDays * PRICING.dailyCap + Math.min(restHours * PRICING.hourlyRate, PRICING.dailyCap));
}

const fuelCost = (distanceKm: number, fuelConsumption: number) =>
  cents(((distanceKm * fuelConsumption) / 100) * PRICING.fuelPricePerLitre);

/** The trip lines for one car over one route and period, before coverage, delivery and discount. */
export function tripLines(input: { distanceKm: number; fuelConsumption: number; durationMs: number }): TripLines {
  return {
    fuelCost: fuelCost(input.distanceKm, input.fuelConsumption),
    tollFees: cents(input.distanceKm * PRICING.tollPerKm),
    serviceFees: cents(PRICING.serviceFee),
    timeFees: timeFees(input.durationMs),
  };
}

export function sumLines(lines: TripLines): number {
  return cents(lines.fuelCost + lines.tollFees + lines.serviceFees + lines.timeFees);
}

/**
 * The trip estimate of one car (docs/product/pricing.md#card-price): the trip lines' total, without coverage, delivery
 * or a plan discount. A search card's `fuelPrice`, and for a customer without a plan the calculate-cost `total`.
 */
export function estimateTripPrice(input: { distanceKm: number; fuelConsumption: number; durationMs: number }): number {
  return sumLines(tripLines(input));
}

/**
 * `estimateTripPrice` for every car on one route and period (a search prices each car it finds): the lines that do
 * not depend on the car are worked out once. `tripPricer(trip)(fuelConsumption)` equals `estimateTripPrice`.
 */
export function tripPricer(trip: { distanceKm: number; durationMs: number }): (fuelConsumption: number) => number {
  const { tollFees, serviceFees, timeFees } = tripLines({ ...trip, fuelConsumption: 0 });
  return (fuelConsumption) =>
    sumLines({ fuelCost: fuelCost(trip.distanceKm, fuelConsumption), tollFees, serviceFees, timeFees });
}

/** Coverage prices in € by coverage level 0 No, 1 Top, 2 Premium (docs/product/pricing.md#coverage). */
export const COVERAGE_PRICES = [0, 10, 20] as const;
export type CoverageLevel = 0 | 1 | 2;

/** The calculate-cost answer (docs/product/pricing.md#cost-breakdown). */
export interface CostLines extends TripLines {
  coverageFee: number;
  userDiscount: number;
  /** Trip lines minus the discount: without coverage and delivery (docs/product/pricing.md#cost-breakdown). */
  total: number;
}

export interface PriceTripInput {
  distanceKm: number;
  fuelConsumption: number;
  durationMs: number;
  coverage?: CoverageLevel;
  /**
   * The customer's discount plan percent (0–100), applied to the trip lines only
   * (docs/product/pricing.md#plan-discount). The caller looks the plan up; until discount plans exist every caller
   * passes 0.
   */
  discountPercent?: number;
}

/**
 * The full cost breakdown of one trip. The discount is rounded to cents once, so `total` is exactly the shown
 * trip lines minus the shown discount; coverage is reported but (as on the page) added by `bookingTotal`.
 */
export function priceTrip(input: PriceTripInput): CostLines {
  const lines = tripLines(input);
  const subtotal = sumLines(lines);
  const percent = Math.min(100, Math.max(0, input.discountPercent ?? 0));
  const userDiscount = cents((subtotal * percent) / 100);
  return {
    ...lines,
    coverageFee: COVERAGE_PRICES[input.coverage ?? 0],
    userDiscount,
    total: cents(subtotal - userDiscount),
  };
}

/**
 * What a booking costs (its `totalPrice`): the calculate-cost total + the coverage price + the delivery fee.
 * Server (to check the client's figure) and web (to show it) both use this one function.
 */
export function bookingTotal(cost: Pick<CostLines, 'total'>, coverage: CoverageLevel, hasDelivery: boolean): number {
  return cents(cost.total + COVERAGE_PRICES[coverage] + (hasDelivery ? CAR_DELIVERY_FEE : 0));
}
