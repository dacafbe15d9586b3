import { z } from 'zod';
import { messages } from './messages';

/**
 * What a person's name may hold (docs/product/accounts-and-roles.md#names): letters of any script, each followed by at
 * most four combining marks (an accent typed as a character of its own, as some keyboards send "é"; more would be
 * "zalgo" text spilling over the lines around it), spaces, hyphens and apostrophes (' and ’). Digits, dots, colons,
 * slashes and invisible or direction-changing characters are refused: other users see the name, where it must not read
 * as a notice from us or carry an address.
 */
export const PERSON_NAME_PATTERN = /^(?:\p{L}\p{M}{0,4}|[ '’-])*$/u;

/**
 * A name field as registration and the profile take it (and the web forms, through the same schemas): trimmed,
 * `required` when empty, at most 200 characters, and only what PERSON_NAME_PATTERN allows.
 */
export function personName(required: string) {
  return z
    .string({ error: required })
    .trim()
    .min(1, { error: required })
    .max(200)
    .regex(PERSON_NAME_PATTERN, { error: messages.register.nameCharacters });
}

/**
 * A name that comes from elsewhere (a Google account, an e-mail's local part) made to fit PERSON_NAME_PATTERN: every
 * other character becomes a space, runs of spaces one. May answer '' when nothing fits.
 */
export function tidyPersonName(raw: string): string {
  const kept = Array.from(raw.normalize('NFC').matchAll(/\p{L}\p{M}{0,4}|['’-]|./gsu), ([part]) =>
    PERSON_NAME_PATTERN.test(part) ? part : ' ',
  );
  return kept.join('').replace(/\s+/g, ' ').trim().slice(0, 200).trim();
}
