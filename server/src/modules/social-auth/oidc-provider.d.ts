/** The few parts of oidc-provider (no bundled types) that the local test provider uses. */
declare module 'oidc-provider' {
  import type { RequestListener } from 'node:http';

  export interface AccountClaims {
    sub: string;
    [claim: string]: unknown;
  }

  export interface Account {
    accountId: string;
    claims(use: string, scope: string): Promise<AccountClaims> | AccountClaims;
  }

  export interface ProviderConfiguration {
    clients?: Record<string, unknown>[];
    jwks?: { keys: Record<string, unknown>[] };
    cookies?: { keys: string[] };
    ttl?: Record<string, number>;
    claims?: Record<string, string[]>;
    features?: Record<string, { enabled: boolean }>;
    findAccount?(ctx: unknown, id: string): Promise<Account | undefined> | Account | undefined;
  }

  export default class Provider {
    constructor(issuer: string, configuration?: ProviderConfiguration);
    callback(): RequestListener;
  }
}
