/** The password of every factory-made user. */
export const FACTORY_PASSWORD = 'password123';

/** Signs tokens in tests; long enough for config.ts's 32-character rule. */
export const TEST_JWT_SECRET = 'test-secret-test-secret-test-secret-0123';
