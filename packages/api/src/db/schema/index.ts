/** Every table, one file per feature; drizzle-kit reads this barrel to generate migrations. */
export * from './auth';
export * from './cities';
export * from './messages';
export * from './users';
