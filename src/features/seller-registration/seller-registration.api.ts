import type { GuestOtpBody, OtpSent, VendorApplication, VendorRegistrationBody } from '#contract';
import { apiPost } from '@/lib/api/api-client';

/** Texts a code to the phone the seller signs up with (the guest code's limits); the registration sends it back. */
export const sendRegistrationCode = (phone: string) => apiPost<OtpSent>('/guest/otp', { phone } satisfies GuestOtpBody);

/** Creates the account and its shop, `pending` until the back office approves it. */
export const registerShop = (body: VendorRegistrationBody) => apiPost<VendorApplication>('/vendor/registration', body);
