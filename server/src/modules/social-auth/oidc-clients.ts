import * as oidc from 'openid-client';
import type { SocialProviderConfig } from './providers-config';

/** Discovery results by provider, so the issuer's metadata is fetched once; a failed discovery is retried later. */
const configurations = new WeakMap<SocialProviderConfig, Promise<oidc.Configuration>>();

async function discover(provider: SocialProviderConfig): Promise<oidc.Configuration> {
  const authentication = provider.clientSecret ? oidc.ClientSecretPost(provider.clientSecret) : oidc.None();
  const discovered = await oidc.discovery(
    new URL(provider.issuer),
    provider.clientId,
    provider.clientSecret,
    authentication,
    provider.allowInsecureHttp ? { execute: [oidc.allowInsecureRequests] } : undefined,
  );
  if (!provider.tokenEndpoint) return discovered;
  const { supportsPKCE: _method, ...discoveredMetadata } = discovered.serverMetadata();
  const metadata = { ...discoveredMetadata, token_endpoint: provider.tokenEndpoint };
  const configuration = new oidc.Configuration(metadata, provider.clientId, provider.clientSecret, authentication);
  if (provider.allowInsecureHttp) oidc.allowInsecureRequests(configuration);
  return configuration;
}

export function providerConfiguration(provider: SocialProviderConfig): Promise<oidc.Configuration> {
  let configuration = configurations.get(provider);
  if (!configuration) {
    configuration = discover(provider);
    configurations.set(provider, configuration);
    configuration.catch(() => configurations.delete(provider));
  }
  return configuration;
}
