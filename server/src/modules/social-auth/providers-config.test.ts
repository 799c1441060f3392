import { describe, expect, it } from 'vitest';
import { parseSocialProviders } from './providers-config';

describe('parseSocialProviders', () => {
  it('has no providers when OIDC_PROVIDERS is unset or empty', () => {
    expect(parseSocialProviders({})).toEqual([]);
    expect(parseSocialProviders({ OIDC_PROVIDERS: ' , ' })).toEqual([]);
  });

  it('gives Google and Facebook their issuers and scopes by default', () => {
    const providers = parseSocialProviders({
      OIDC_PROVIDERS: 'Google, facebook,google',
      OIDC_GOOGLE_CLIENT_ID: 'g-id',
      OIDC_GOOGLE_CLIENT_SECRET: 'g-secret',
      OIDC_FACEBOOK_CLIENT_ID: 'fb-id',
    });
    expect(providers).toEqual([
      {
        name: 'google',
        issuer: 'https://accounts.google.com',
        clientId: 'g-id',
        clientSecret: 'g-secret',
        scope: 'openid email profile',
      },
      {
        name: 'facebook',
        issuer: 'https://www.facebook.com',
        clientId: 'fb-id',
        clientSecret: undefined,
        scope: 'openid email public_profile',
        tokenEndpoint: 'https://graph.facebook.com/oauth/access_token',
      },
    ]);
  });

  it('reads any other OpenID provider by its issuer, with the scope it is given', () => {
    const [provider] = parseSocialProviders({
      OIDC_PROVIDERS: 'keycloak',
      OIDC_KEYCLOAK_ISSUER: 'https://id.example.com/realms/haat',
      OIDC_KEYCLOAK_CLIENT_ID: 'haat',
      OIDC_KEYCLOAK_SCOPE: 'openid email',
      OIDC_KEYCLOAK_TOKEN_ENDPOINT: 'https://id.example.com/token',
    });
    expect(provider).toMatchObject({
      issuer: 'https://id.example.com/realms/haat',
      scope: 'openid email',
      tokenEndpoint: 'https://id.example.com/token',
    });
  });

  it.each([
    [{ OIDC_PROVIDERS: 'google' }, /OIDC_GOOGLE_CLIENT_ID/],
    [{ OIDC_PROVIDERS: 'keycloak', OIDC_KEYCLOAK_CLIENT_ID: 'x' }, /OIDC_KEYCLOAK_ISSUER/],
    [
      { OIDC_PROVIDERS: 'local', OIDC_LOCAL_CLIENT_ID: 'x', OIDC_LOCAL_ISSUER: 'http://localhost:3000' },
      /OIDC_LOCAL_ISSUER/,
    ],
    [{ OIDC_PROVIDERS: 'google', OIDC_GOOGLE_CLIENT_ID: 'x', OIDC_GOOGLE_SCOPE: 'email' }, /openid/],
    [{ OIDC_PROVIDERS: 'my-idp' }, /lower-case letters and digits/],
  ])('refuses a misconfigured provider %j', (env, message) => {
    expect(() => parseSocialProviders(env)).toThrow(message);
  });
});
