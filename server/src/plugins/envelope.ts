import type { ApiSuccess } from '#contract';

/** The success envelope every route answers with. */
export function ok<T>(data: T, message = ''): ApiSuccess<T> {
  return { success: true, message, data };
}
