/** Every table, one file per feature; drizzle-kit reads this barrel to generate migrations. */
export * from './auctions';
export * from './audit';
export * from './auth';
export * from './booking-changes';
export * from './bookings';
export * from './car-blocks';
export * from './car-stays';
export * from './cars';
export * from './cities';
export * from './column-types';
export * from './damages';
export * from './discount-plans';
export * from './messages';
export * from './outbox';
export * from './payments';
export * from './reviews';
export * from './users';
