export * from './app-config';
export * from './auth';
export * from './cities';
export * from './constants';
export * from './dates';
export * from './errors';
export * from './messages';
export * from './users';
