import type { VendorApplication, VendorRegistrationBody } from '#contract';
import { apiPost } from '@/lib/api/api-client';

/** Creates the account and its shop, `pending` until the back office approves it. */
export const registerShop = (body: VendorRegistrationBody) => apiPost<VendorApplication>('/vendor/registration', body);
