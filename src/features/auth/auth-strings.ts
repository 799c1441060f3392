import type { IslandStrings } from '@/i18n';

/**
 * The dictionary texts of each auth island: a page passes `islandStrings(locale, <LIST>)`, the island takes the
 * matching type. Every form shows the validation messages and the generic error.
 */
const FORM_TEXTS = ['auth.validation', 'auth.genericError', 'auth.working'] as const;
const CODE_STEP_TEXTS = ['auth.code', 'auth.verify', 'auth.resendCode', 'auth.resendIn', 'auth.working'] as const;

const SIGN_IN_TEXTS = [
  ...FORM_TEXTS,
  'auth.login',
  'auth.password',
  'auth.signIn',
  'auth.forgotPassword',
  'auth.welcome',
  'auth.wrongCredentials',
] as const;

const SIGN_UP_TEXTS = [
  ...FORM_TEXTS,
  'auth.name',
  'auth.phone',
  'auth.phoneHint',
  'auth.sendCode',
  'auth.resendCode',
  'auth.resendIn',
  'auth.registerCodeSent',
  'auth.code',
  'auth.email',
  'auth.password',
  'auth.passwordHint',
  'auth.createAccount',
  'auth.accountCreated',
] as const;

const SOCIAL_TEXTS = [
  'auth.orContinueWith',
  'auth.google',
  'auth.facebook',
  'auth.socialUnavailable',
  'auth.genericError',
] as const;

export const LOGIN_TEXTS = [
  'auth.tabsLabel',
  'auth.signIn',
  'auth.signUp',
  ...SIGN_IN_TEXTS,
  ...SIGN_UP_TEXTS,
  ...SOCIAL_TEXTS,
] as const;

export const FORGOT_TEXTS = [
  ...FORM_TEXTS,
  ...CODE_STEP_TEXTS,
  'auth.forgotIntro',
  'auth.phone',
  'auth.phoneHint',
  'auth.sendCode',
  'auth.codeSent',
  'auth.codeAccepted',
] as const;

export const OTP_TEXTS = [
  ...FORM_TEXTS,
  ...CODE_STEP_TEXTS,
  'auth.otpIntro',
  'auth.sendCode',
  'auth.codeSent',
  'auth.phoneVerified',
] as const;

export const RESET_TEXTS = [
  ...FORM_TEXTS,
  'auth.newPassword',
  'auth.passwordHint',
  'auth.resetTitle',
  'auth.resetDone',
  'auth.resetExpired',
  'auth.startAgain',
] as const;

export const SOCIAL_CALLBACK_TEXTS = ['auth.socialWorking', 'auth.socialFailed', 'auth.backToLogin'] as const;

export type FormStrings = IslandStrings<typeof FORM_TEXTS>;
export type CodeStepStrings = IslandStrings<typeof CODE_STEP_TEXTS>;
export type SignInStrings = IslandStrings<typeof SIGN_IN_TEXTS>;
export type SignUpStrings = IslandStrings<typeof SIGN_UP_TEXTS>;
export type SocialStrings = IslandStrings<typeof SOCIAL_TEXTS>;
export type LoginStrings = IslandStrings<typeof LOGIN_TEXTS>;
export type ForgotStrings = IslandStrings<typeof FORGOT_TEXTS>;
export type OtpStrings = IslandStrings<typeof OTP_TEXTS>;
export type ResetStrings = IslandStrings<typeof RESET_TEXTS>;
export type SocialCallbackStrings = IslandStrings<typeof SOCIAL_CALLBACK_TEXTS>;
