import * as oidc from 'openid-client';
import type { SocialProviderConfig } from './providers-config';

/** Discovery results by provider, so the issuer's metadata is fetched once; a failed discovery is retried later. */
const configurations = new WeakMap<SocialProviderConfig, Promise<oidc.Configuration>>();

export function providerConfiguration(provider: SocialProviderConfig): Promise<oidc.Configuration> {
  let configuration = configurations.get(provider);
  if (!configuration) {
    configuration = oidc.discovery(
      new URL(provider.issuer),
      provider.clientId,
      provider.clientSecret,
      provider.clientSecret ? undefined : oidc.None(),
      provider.allowInsecureHttp ? { execute: [oidc.allowInsecureRequests] } : undefined,
    );
    configurations.set(provider, configuration);
    configuration.catch(() => configurations.delete(provider));
  }
  return configuration;
}
