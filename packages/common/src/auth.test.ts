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

  it('rejects a birth date after today as invalid, and one less than 18 years ago as underage', () => {
    const tomorrow = new Date();
    tomorrow.setDate(tomorrow.getDate() + 1);
    const birthDateIssues = (birthDate: string) =>
      RegisterBody.safeParse({ ...valid, birthDate })
        .error?.issues.filter((i) => i.path[0] === 'birthDate')
        .map((i) => i.message);
    expect(birthDateIssues(toIsoDate(tomorrow))).toEqual([messages.register.birthDate]);
    expect(birthDateIssues(toIsoDate(new Date()))).toEqual([messages.register.underage]);
    const dayBeforeEighteen = new Date(`${latestBirthDateForAge(18)}T12:00:00`);
    dayBeforeEighteen.setDate(dayBeforeEighteen.getDate() + 1);
    expect(birthDateIssues(toIsoDate(dayBeforeEighteen))).toEqual([messages.register.underage]);
    expect(RegisterBody.safeParse({ ...valid, birthDate: latestBirthDateForAge(18) }).success).toBe(true);
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
