import { describe, expect, it } from 'vitest';
import { LoginBody, RegisterBody } from './auth';
import { latestBirthDateForAge, toIsoDate } from './dates';
import { messages } from './messages';

const valid = {
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  password: 'secret1',
  confirmPassword: 'secret1',
  birthDate: '1990-05-01',
};

function firstError(result: ReturnType<typeof RegisterBody.safeParse>, field: string) {
  return result.error?.issues.find((i) => i.path[0] === field)?.message;
}

describe('RegisterBody', () => {
  it('accepts a complete registration', () => {
    expect(RegisterBody.safeParse(valid).success).toBe(true);
  });

  it.each([
    ['name', { name: '  ' }, messages.register.name],
    ['email', { email: 'not-an-email' }, messages.register.email],
    ['password', { password: '12345', confirmPassword: '12345' }, messages.register.password],
    ['confirmPassword', { confirmPassword: 'other1' }, messages.register.confirmPassword],
    ['birthDate', { birthDate: '' }, messages.register.birthDate],
    ['birthDate', { birthDate: '2001-02-30' }, messages.register.birthDate],
  ])('rejects a bad %s with the spec message', (field, patch, message) => {
    expect(firstError(RegisterBody.safeParse({ ...valid, ...patch }), field)).toBe(message);
  });

  it('rejects a birth date after today but accepts today', () => {
    const tomorrow = new Date();
    tomorrow.setDate(tomorrow.getDate() + 1);
    expect(firstError(RegisterBody.safeParse({ ...valid, birthDate: toIsoDate(tomorrow) }), 'birthDate')).toBe(
      messages.register.birthDate,
    );
    expect(RegisterBody.safeParse({ ...valid, birthDate: toIsoDate(new Date()) }).success).toBe(true);
  });
});

describe('LoginBody', () => {
  it('names the email and password rules', () => {
    const result = LoginBody.safeParse({ email: 'x', password: '123' });
    expect(result.error?.issues.map((i) => [i.path[0], i.message])).toEqual([
      ['email', messages.login.email],
      ['password', messages.login.password],
    ]);
  });
});

describe('latestBirthDateForAge', () => {
  it('goes back whole years from today', () => {
    expect(latestBirthDateForAge(18, new Date(2026, 10, 22))).toBe('2008-11-22');
  });
});
