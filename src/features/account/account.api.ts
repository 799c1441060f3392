import type { User } from '@contract';
import { apiPost } from '@/lib/api/api-client';

/** POST /user/update_profile: name and optional email; answers the updated user. */
export function updateProfile(body: { name: string; email?: string }): Promise<User> {
  return apiPost<User>('/user/update_profile', body);
}

/** POST /user/change-password: the server signs out the user's other sessions. */
export function changePassword(body: { current_password?: string; password: string }): Promise<unknown> {
  return apiPost('/user/change-password', body);
}
