/**
 * The local OpenID provider of the end-to-end run (started by global setup): the API knows it as `google`, so the
 * login page's Google button uses it. Each login name below is one account at the provider.
 */
export const E2E_SOCIAL_PROVIDER = 'google';

export const E2E_SOCIAL_ACCOUNTS = {
  'first-en': { email: 'first-en@example.com', email_verified: true, name: 'Nadia Social' },
  'first-bn': { email: 'first-bn@example.com', email_verified: true, name: 'নাদিয়া সামাজিক' },
  'returning-en': { email: 'returning-en@example.com', email_verified: true, name: 'Returning Shopper' },
  'returning-bn': { email: 'returning-bn@example.com', email_verified: true, name: 'ফিরে আসা ক্রেতা' },
  'tampered-en': { email: 'tampered-en@example.com', email_verified: true, name: 'Tampered Shopper' },
  'tampered-bn': { email: 'tampered-bn@example.com', email_verified: true, name: 'বদলানো ক্রেতা' },
};

export type E2eSocialLogin = keyof typeof E2E_SOCIAL_ACCOUNTS;
