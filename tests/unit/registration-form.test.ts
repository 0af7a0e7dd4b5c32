import { describe, expect, it } from 'vitest';
import { REGISTRATION_LIMITS } from '#contract/limits/fields.ts';
import {
  registrationProblems,
  registrationRequest,
  type RegistrationValues,
} from '../../src/lib/validation/registration-form.ts';

const valid: RegistrationValues = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@example.com',
  pwd: 'engine42',
  pwdConfirm: 'engine42',
  companyName: '',
};
const problems = (changes: Partial<RegistrationValues>) => registrationProblems({ ...valid, ...changes });

// The form checks what unpri/userRegister checks, with the same limits, plus the confirmation.
describe('registration form rules', () => {
  it('accepts a complete form; the company name is optional', () => {
    expect(problems({})).toEqual({});
    expect(problems({ companyName: 'Acme Ltd' })).toEqual({});
  });

  it('requires every field but the company name (blank counts as empty)', () => {
    const empty = { firstName: '', lastName: ' ', email: '', pwd: '   ', pwdConfirm: '', companyName: '' };
    expect(registrationProblems(empty)).toEqual({
      firstName: { rule: 'required' },
      lastName: { rule: 'required' },
      email: { rule: 'required' },
      pwd: { rule: 'required' },
      pwdConfirm: { rule: 'required' },
    });
  });

  it('limits lengths as the API does, in characters, after trimming texts', () => {
    const { firstName, lastName, email, passwordMin, passwordMax, companyName } = REGISTRATION_LIMITS;
    expect(problems({ firstName: 'x'.repeat(firstName) })).toEqual({});
    expect(problems({ firstName: ` ${'x'.repeat(firstName)} ` })).toEqual({});
    expect(problems({ firstName: 'x'.repeat(firstName + 1) })).toEqual({
      firstName: { rule: 'tooLong', n: firstName },
    });
    expect(problems({ lastName: '😀'.repeat(lastName) })).toEqual({});
    expect(problems({ email: `${'a'.repeat(email - 12)}@example.com` })).toEqual({});
    expect(problems({ email: `${'a'.repeat(email - 11)}@example.com` })).toEqual({
      email: { rule: 'tooLong', n: email },
    });
    expect(problems({ companyName: 'c'.repeat(companyName + 1) })).toEqual({
      companyName: { rule: 'tooLong', n: companyName },
    });
    const short = 'abc1234'.slice(0, passwordMin - 1);
    expect(problems({ pwd: short, pwdConfirm: short })).toEqual({ pwd: { rule: 'tooShort', n: passwordMin } });
    const long = `a${'1'.repeat(passwordMax)}`;
    expect(problems({ pwd: long, pwdConfirm: long })).toEqual({ pwd: { rule: 'tooLong', n: passwordMax } });
  });

  it('keeps spaces in passwords: they count, and a match must be exact', () => {
    expect(problems({ pwd: ' engine4', pwdConfirm: ' engine4' })).toEqual({});
    expect(problems({ pwdConfirm: 'engine42 ' })).toEqual({ pwdConfirm: { rule: 'mismatch' } });
  });

  it('checks the email format and that the password has a letter and a digit', () => {
    expect(problems({ email: 'ada@example' })).toEqual({ email: { rule: 'email' } });
    expect(problems({ email: '  ada@example.com ' })).toEqual({});
    expect(problems({ pwd: 'abcdefgh', pwdConfirm: 'abcdefgh' })).toEqual({ pwd: { rule: 'passwordPattern' } });
    expect(problems({ pwd: '12345678', pwdConfirm: '12345678' })).toEqual({ pwd: { rule: 'passwordPattern' } });
  });

  it('says when the passwords do not match', () => {
    expect(problems({ pwdConfirm: 'engine43' })).toEqual({ pwdConfirm: { rule: 'mismatch' } });
  });

  it('sends trimmed texts, the password as typed, and no empty company name', () => {
    expect(
      registrationRequest({ ...valid, firstName: ' Ada ', email: ' ada@example.com', pwd: ' engine4' }, 'zh-cn'),
    ).toEqual({
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: 'ada@example.com',
      pwd: ' engine4',
      language: 'zh-cn',
    });
    expect(registrationRequest({ ...valid, companyName: ' Acme Ltd ' }, 'en')).toMatchObject({
      companyName: 'Acme Ltd',
    });
  });
});
