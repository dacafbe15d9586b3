import { errorsTexts, messages } from '@wayfare/common';
import { describe, expect, it } from 'vitest';
import { loadNamespace, message } from '../../../lib/i18n/catalogue';
import { isFinalRefusal, reconnectDelay } from './reconnect';

describe('reconnectDelay', () => {
  it('doubles from 1 s up to 30 s at the top of the jitter', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 40].map((attempt) => reconnectDelay(attempt, () => 1))).toEqual([
      1_000, 2_000, 4_000, 8_000, 16_000, 30_000, 30_000, 30_000,
    ]);
  });

  it('draws each delay between half and all of it', () => {
    expect(reconnectDelay(0, () => 0)).toBe(500);
    expect(reconnectDelay(3, () => 0.5)).toBe(6_000);
    expect(reconnectDelay(9, () => 0)).toBe(15_000);
  });
});

describe('isFinalRefusal', () => {
  it('ends the connection for good on a bad token or a limit, not on a fault that may pass', () => {
    expect(isFinalRefusal(messages.auth.invalidToken)).toBe(true);
    expect(isFinalRefusal(messages.realtime.tooManyForAccount)).toBe(true);
    expect(isFinalRefusal(messages.realtime.tooManyForAddress)).toBe(true);
    expect(isFinalRefusal('Too many frames')).toBe(true);
    expect(isFinalRefusal(messages.http.internal)).toBe(false);
    expect(isFinalRefusal(messages.realtime.connectTimeout)).toBe(false);
  });

  it('knows the refusals that may pass in the language the channel named, once its errors are loaded', async () => {
    await loadNamespace('fr', errorsTexts);
    expect(isFinalRefusal(message('fr', errorsTexts, 'http.internal'), 'fr')).toBe(false);
    expect(isFinalRefusal(message('fr', errorsTexts, 'realtime.connectTimeout'), 'fr')).toBe(false);
    expect(isFinalRefusal(message('fr', errorsTexts, 'auth.invalidToken'), 'fr')).toBe(true);
    expect(isFinalRefusal(messages.http.internal, 'fr')).toBe(false);
  });
});
