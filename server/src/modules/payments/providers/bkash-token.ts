import { z } from 'zod';
import type { BkashConfig } from '../../../config';
import { callBkash } from './bkash-call';

// Refresh a minute early: bKash's clock and ours differ, and a call made just before expiry may arrive after it.
const EARLY_MS = 60_000;

const tokenSchema = z.object({ id_token: z.string().min(1), refresh_token: z.string().min(1), expires_in: z.number() });

interface Token {
  idToken: string;
  refreshToken: string;
  expiresAt: number;
}

/**
 * bKash's `id_token`, granted once and reused until shortly before it ends (3600 s), then refreshed with the
 * refresh token (granted afresh if that fails). Parallel callers share one request.
 */
export function createBkashTokenSource(config: BkashConfig, timeoutMs: number, now: () => number) {
  let token: Token | undefined;
  let pending: Promise<Token> | undefined;

  const request = async (path: 'grant' | 'refresh', refreshToken?: string): Promise<Token> => {
    const body = {
      app_key: config.appKey,
      app_secret: config.appSecret,
      ...(refreshToken && { refresh_token: refreshToken }),
    };
    const headers = { username: config.username, password: config.password };
    const answer = await callBkash(`${config.baseUrl}/token/${path}`, headers, body, timeoutMs, tokenSchema);
    return {
      idToken: answer.id_token,
      refreshToken: answer.refresh_token,
      expiresAt: now() + answer.expires_in * 1000 - EARLY_MS,
    };
  };

  const renew = async (): Promise<Token> => {
    if (!token) return request('grant');
    return request('refresh', token.refreshToken).catch(() => request('grant'));
  };

  return {
    async idToken(): Promise<string> {
      if (token && now() < token.expiresAt) return token.idToken;
      pending ??= renew().finally(() => {
        pending = undefined;
      });
      token = await pending;
      return token.idToken;
    },
    /** After bKash refused the token: the next call grants a new one. */
    forget(): void {
      token = undefined;
    },
  };
}
