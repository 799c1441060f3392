import { describe, expect, it } from 'vitest';
import {
  afterLoginTarget,
  bangladeshiMobile,
  checkOtp,
  checkSignIn,
  checkSignUp,
  guardDecision,
  socialSignInLocale,
} from './auth';

const verified = { phone_verified: true };
const unverified = { phone_verified: false };

describe('guardDecision', () => {
  it('sends a logged-out visitor of an account page to the login of its language and remembers the page', () => {
    expect(guardDecision('authenticated', undefined, '/bn/user/orders')).toEqual({
      redirect: '/bn/login',
      rememberTarget: '/bn/user/orders',
    });
    expect(guardDecision('otp', undefined, '/user/addresses/12')).toEqual({
      redirect: '/login',
      rememberTarget: '/user/addresses/12',
    });
  });

  it('does not remember a path that is not a safe redirect target', () => {
    expect(guardDecision('authenticated', undefined, '//evil.com')).toEqual({ redirect: '/login' });
  });

  it('lets a logged-in user onto an authenticated page whether or not the phone is verified', () => {
    expect(guardDecision('authenticated', unverified, '/user/dashboard')).toBeNull();
    expect(guardDecision('authenticated', verified, '/bn/user/dashboard')).toBeNull();
  });

  it('sends an unverified user from a page with personal data to the OTP page', () => {
    expect(guardDecision('otp', unverified, '/bn/user/addresses')).toEqual({ redirect: '/bn/auth/otp' });
    expect(guardDecision('otp', verified, '/bn/user/addresses')).toBeNull();
  });

  it('keeps the OTP page for logged-in unverified users only', () => {
    expect(guardDecision('not_access_otp_verified', undefined, '/bn/auth/otp')).toEqual({ redirect: '/bn' });
    expect(guardDecision('not_access_otp_verified', undefined, '/auth/otp')).toEqual({ redirect: '/' });
    expect(guardDecision('not_access_otp_verified', verified, '/auth/otp')).toEqual({ redirect: '/user/dashboard' });
    expect(guardDecision('not_access_otp_verified', unverified, '/auth/otp')).toBeNull();
  });

  it('sends a logged-in user away from guest pages to the home of the language', () => {
    expect(guardDecision('guest', unverified, '/bn/login')).toEqual({ redirect: '/bn' });
    expect(guardDecision('guest', undefined, '/login')).toBeNull();
  });
});

describe('afterLoginTarget', () => {
  it('uses a safe remembered path and ignores anything else', () => {
    expect(afterLoginTarget('/bn/user/orders', 'bn')).toBe('/bn/user/orders');
    expect(afterLoginTarget('//evil.com', 'bn')).toBe('/bn');
    expect(afterLoginTarget('https://evil.com', 'en')).toBe('/');
    expect(afterLoginTarget(null, 'en')).toBe('/');
  });
});

describe('socialSignInLocale', () => {
  it("takes the language of the sign-in's target, else the page's", () => {
    expect(socialSignInLocale('/bn/shops', 'en')).toBe('bn');
    expect(socialSignInLocale('/bn', 'en')).toBe('bn');
    expect(socialSignInLocale('/shops', 'bn')).toBe('en');
    expect(socialSignInLocale('//evil.com/bn', 'en')).toBe('en');
    expect(socialSignInLocale(null, 'bn')).toBe('bn');
  });
});

describe('Bangladeshi mobiles', () => {
  it('accepts 013–019 numbers with or without +880, in Bengali digits, with spaces and dashes', () => {
    expect(bangladeshiMobile('01712345678')).toBe('01712345678');
    expect(bangladeshiMobile('+880 1912-345678')).toBe('01912345678');
    expect(bangladeshiMobile('8801312345678')).toBe('01312345678');
    expect(bangladeshiMobile('০১৭১২৩৪৫৬৭৮')).toBe('01712345678');
  });

  it('refuses other prefixes and lengths', () => {
    expect(bangladeshiMobile('01212345678')).toBeNull();
    expect(bangladeshiMobile('0171234567')).toBeNull();
    expect(bangladeshiMobile('017123456789')).toBeNull();
    expect(bangladeshiMobile('+9101712345678')).toBeNull();
  });
});

describe('client-side form checks', () => {
  it('names each failing sign-up field with its message key', () => {
    expect(checkSignUp({ name: ' ', phone: '01212345678', otp: '12', email: 'x@', password: 'short' })).toEqual({
      name: 'required',
      phone: 'phone',
      otp: 'otp',
      email: 'email',
      password: 'passwordLength',
    });
    expect(
      checkSignUp({ name: 'Rahim', phone: '০১৭১২৩৪৫৬৭৮', otp: '১২৩৪৫৬', email: '', password: 'long enough' }),
    ).toEqual({});
  });

  it('accepts a phone or an email to sign in', () => {
    expect(checkSignIn({ login: 'rahim@example.com', password: 'x' })).toEqual({});
    expect(checkSignIn({ login: '01712345678', password: '' })).toEqual({ password: 'required' });
    expect(checkSignIn({ login: 'rahim', password: 'x' })).toEqual({ login: 'login' });
  });

  it('wants six digits, Bengali ones too', () => {
    expect(checkOtp({ otp: '১২৩৪৫৬' })).toEqual({});
    expect(checkOtp({ otp: '12345' })).toEqual({ otp: 'otp' });
  });
});
