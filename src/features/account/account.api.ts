import type {
  ChangePasswordBody,
  GuestOtpBody,
  OtpSent,
  PhoneBody,
  PhoneOtpBody,
  UpdateProfileBody,
  User,
} from '#contract';
import { apiPost } from '@/lib/api/api-client';

/** POST /user/update_profile: name and optional email; answers the updated user. */
export function updateProfile(body: UpdateProfileBody): Promise<User> {
  return apiPost<User>('/user/update_profile', body);
}

/** POST /user/change-password: the server signs out the user's other sessions. */
export function changePassword(body: ChangePasswordBody): Promise<unknown> {
  return apiPost('/user/change-password', body);
}

/** POST /user/change_phone: a code by SMS to the new phone (422 on `phone` when it is taken or the user's own). */
export function requestPhoneChange(phone: string): Promise<OtpSent> {
  return apiPost<OtpSent>('/user/change_phone', { phone } satisfies PhoneBody);
}

/** POST /user/change_phone/verify: the new phone becomes the account's (verified); other sessions are signed out. */
export function verifyPhoneChange(body: PhoneOtpBody): Promise<User> {
  return apiPost<User>('/user/change_phone/verify', body);
}

/** POST /guest/otp: a code to a phone no account has proven (a guest's order, a seller registering). */
export const sendGuestCode = (phone: string) => apiPost<OtpSent>('/guest/otp', { phone } satisfies GuestOtpBody);
