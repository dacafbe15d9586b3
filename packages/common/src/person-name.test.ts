import { describe, expect, it } from 'vitest';
import { messages } from './messages';
import { PERSON_NAME_PATTERN, personName, tidyPersonName } from './person-name';
import { ProfileFormFields, UpdateProfileBody } from './users';
import { RegisterFields } from './auth';

const name = personName(messages.register.name);
const errorOf = (value: unknown) => name.safeParse(value).error?.issues[0]?.message;

describe('a person name (docs/product/accounts-and-roles.md#names)', () => {
  it.each([
    'Ada Lovelace',
    "Sinéad O'Connor",
    'Jean-Luc Picard',
    'Jürgen Groß',
    'Zoë Ångström',
    'Łukasz Żółć',
    'Nguyễn Thị Minh Khai',
    'Ἀριστοτέλης',
    'Фёдор Достоевский',
    '李小龍',
    'محمد',
    'D’Artagnan',
    // "é" and "ü" written as a letter and a combining mark (NFD), as some keyboards and macOS file names send them.
    'Rene\u0301e Mu\u0308ller',
  ])('accepts %s', (value) => {
    expect(name.safeParse(value)).toMatchObject({ success: true, data: value });
  });

  it.each([
    'SYSTEM: auction cancelled - refunds at evil.example',
    'R2D2',
    'John.Smith',
    'evil.example',
    'Ann <b>Bold</b>',
    'Tab\tName',
    'Line\nBreak',
    'Right\u202eto left',
    'Zero\u200bwidth',
    // A mark with no letter under it, and a letter buried under "zalgo" marks.
    '\u0301Ann',
    'Z\u0301\u0302\u0303\u0304\u0305algo',
    'Emoji 🙂',
  ])('refuses %j with the letters-only message', (value) => {
    expect(errorOf(value)).toBe(messages.register.nameCharacters);
  });

  it('keeps "Name is required." for an empty or blank name, and trims the rest', () => {
    expect(errorOf('')).toBe(messages.register.name);
    expect(errorOf('   ')).toBe(messages.register.name);
    expect(errorOf(undefined)).toBe(messages.register.name);
    expect(name.parse('  Ada  ')).toBe('Ada');
  });

  it('is the rule of registration, the profile and the profile form', () => {
    const bad = 'Mallory 2.0';
    expect(RegisterFields.shape.name.safeParse(bad).error?.issues[0]?.message).toBe(messages.register.nameCharacters);
    expect(UpdateProfileBody.shape.name.safeParse(bad).error?.issues[0]?.message).toBe(
      messages.register.nameCharacters,
    );
    expect(ProfileFormFields.shape.firstName.safeParse(bad).error?.issues[0]?.message).toBe(
      messages.register.nameCharacters,
    );
    expect(ProfileFormFields.shape.lastName.safeParse(bad).error?.issues[0]?.message).toBe(
      messages.register.nameCharacters,
    );
  });
});

describe('a name from elsewhere', () => {
  it('keeps what a name may hold and turns the rest into single spaces', () => {
    expect(tidyPersonName('SYSTEM: auction cancelled - refunds at evil.example')).toBe(
      'SYSTEM auction cancelled - refunds at evil example',
    );
    expect(tidyPersonName('  Zoë  O’Brien-Åström ')).toBe('Zoë O’Brien-Åström');
    expect(tidyPersonName('john.doe99')).toBe('john doe');
    expect(tidyPersonName('1234')).toBe('');
    expect(PERSON_NAME_PATTERN.test(tidyPersonName('a\u202Eb\u0000c<script>'))).toBe(true);
  });
});
