import { describe, expect, it } from 'vitest';
import { MIN_PASSWORD_LENGTH, typedCode } from '@/features/auth/auth';
import { ApiError } from '@/lib/api/api-client';
import {
  displayPhone,
  problemTexts,
  profileBody,
  serverFieldErrors,
  validateCode,
  validateNewPhone,
  validatePasswordChange,
  validateProfile,
} from './account';

describe('problemTexts', () => {
  it('translates each field problem, with values', () => {
    const strings = { errors: { required: 'আবশ্যক', tooShort: 'At least {{min}}' } };
    expect(
      problemTexts(strings.errors, { name: 'required', password: 'tooShort', email: undefined }, { min: 8 }),
    ).toEqual({
      name: 'আবশ্যক',
      password: 'At least 8',
    });
  });
});

describe('validateProfile', () => {
  it('needs a name and a well-formed email when one is given', () => {
    expect(validateProfile({ name: ' ', email: 'nope' })).toEqual({ name: 'required', email: 'email' });
    expect(validateProfile({ name: 'x'.repeat(101), email: '' })).toEqual({ name: 'tooLong' });
    expect(validateProfile({ name: 'Rahim', email: 'rahim@example.com' })).toEqual({});
  });

  it('sends a trimmed body without an empty email', () => {
    expect(profileBody({ name: ' Rahim ', email: ' ' })).toEqual({ name: 'Rahim' });
    expect(profileBody({ name: 'Rahim', email: ' r@example.com ' })).toEqual({ name: 'Rahim', email: 'r@example.com' });
  });
});

describe('validatePasswordChange', () => {
  const long = 'x'.repeat(MIN_PASSWORD_LENGTH);

  it('needs the current password, a long enough new one, and the same twice', () => {
    expect(validatePasswordChange({ current_password: '', password: 'short', confirm: 'other' }, true)).toEqual({
      current_password: 'required',
      password: 'tooShort',
      confirm: 'mismatch',
    });
    expect(validatePasswordChange({ current_password: 'old', password: long, confirm: long }, true)).toEqual({});
  });

  it('lets an account without a password set its first one', () => {
    expect(validatePasswordChange({ current_password: '', password: long, confirm: long }, false)).toEqual({});
    expect(validatePasswordChange({ current_password: '', password: '', confirm: '' }, false)).toEqual({
      password: 'required',
    });
  });
});

describe('displayPhone', () => {
  it('shows an E.164 mobile in the local form, with Bengali digits on Bengali pages', () => {
    expect(displayPhone('+8801712345678', 'en')).toBe('01712-345678');
    expect(displayPhone('+8801712345678', 'bn')).toBe('০১৭১২-৩৪৫৬৭৮');
    expect(displayPhone('+15550100', 'en')).toBe('+15550100');
  });
});

describe('serverFieldErrors', () => {
  it('takes the first message of each field of a validation answer', () => {
    const error = new ApiError(422, {
      success: false,
      message: 'Invalid',
      code: 'VALIDATION_FAILED',
      errors: { phone: ['ফোন নম্বরটি সঠিক নয়', 'second'], name: ['Required'] },
    });
    expect(serverFieldErrors(error)).toEqual({ phone: 'ফোন নম্বরটি সঠিক নয়', name: 'Required' });
  });

  it('is null for other failures, including phone not verified', () => {
    const notVerified = new ApiError(422, { success: false, message: 'Verify', code: 'PHONE_NOT_VERIFIED' });
    expect(serverFieldErrors(notVerified)).toBeNull();
    expect(serverFieldErrors(new ApiError(404, undefined))).toBeNull();
    expect(serverFieldErrors(new Error('network'))).toBeNull();
  });
});

describe('validateNewPhone', () => {
  it('wants a Bangladeshi mobile, in Latin or Bengali digits, with or without the country code', () => {
    for (const phone of ['01812345678', '+8801812345678', '০১৮১২-৩৪৫৬৭৮', ' 8801812345678 '])
      expect(validateNewPhone(phone, '+8801711000001')).toEqual({});
    expect(validateNewPhone('  ', null)).toEqual({ phone: 'required' });
    for (const phone of ['01212345678', '0181234567', '+14155550100', 'phone'])
      expect(validateNewPhone(phone, null)).toEqual({ phone: 'phone' });
  });

  it('refuses the account’s own number however it is written', () => {
    expect(validateNewPhone('০১৭১১০০০০০১', '+8801711000001')).toEqual({ phone: 'samePhone' });
    expect(validateNewPhone('+8801711000001', '+8801711000001')).toEqual({ phone: 'samePhone' });
  });
});

describe('typedCode and validateCode', () => {
  it('takes six digits in Latin or Bengali digits, spaces around ignored', () => {
    expect(typedCode(' ০১২৩৪৫ ')).toBe('012345');
    expect(typedCode('987654')).toBe('987654');
    expect(validateCode('987654')).toEqual({});
  });

  it('refuses anything else', () => {
    for (const otp of ['12345', '1234567', '12 345', 'abcdef']) {
      expect(typedCode(otp)).toBeNull();
      expect(validateCode(otp)).toEqual({ otp: 'otp' });
    }
    expect(validateCode(' ')).toEqual({ otp: 'required' });
  });
});
