import { describe, expect, it } from 'vitest';
import { MINIMUM_AGE_YEARS, PASSWORD_MIN_LENGTH } from './constants';
import { messages } from './messages';

describe('the shared messages', () => {
  it('name the limits the schemas check (the catalogue writes the figures out)', () => {
    expect(messages.register.password).toContain(` ${PASSWORD_MIN_LENGTH} `);
    expect(messages.register.underage).toContain(` ${MINIMUM_AGE_YEARS} `);
  });
});
