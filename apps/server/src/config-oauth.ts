import { createPrivateKey } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { z } from 'zod';
import type { OAuthProviderOptions } from './adapters/oidc.js';

const APPLE_ISSUER = 'https://appleid.apple.com';
const FACEBOOK_GRAPH = 'https://graph.facebook.com/v19.0';

/** One social login provider; `kind` picks the adapter (plain OpenID Connect, Sign in with Apple, Facebook Login). */
export const oauthProvider = z
  .object({
    id: z.string().regex(/^[a-z0-9-]+$/),
    name: z.string().min(1),
    kind: z.enum(['oidc', 'apple', 'facebook']).default('oidc'),
    /** Required for oidc; Apple's is https://appleid.apple.com; for facebook only matched against an `iss` in the answer. */
    issuer: z.url().optional(),
    client_id: z.string().min(1),
    /** Required for oidc and facebook; Apple's is a JWT made from the key below. */
    client_secret: z.string().min(1).optional(),
    /** Apple: the team id, the key id and the .p8 private key (PEM text, or the path of the file). */
    team_id: z.string().min(1).optional(),
    key_id: z.string().min(1).optional(),
    private_key: z.string().min(1).optional(),
    private_key_file: z.string().min(1).optional(),
    /** Facebook: Graph API endpoints (defaults: Facebook's v19.0); tests point them at a local peer. */
    authorization_endpoint: z.url().optional(),
    token_endpoint: z.url().optional(),
    userinfo_endpoint: z.url().optional(),
    /** Only for local test providers served over http. */
    allow_insecure: z.boolean().default(false),
  })
  .transform((p, ctx): OAuthProviderConfig => {
    const missing = (field: string) => {
      ctx.addIssue({ code: 'custom', path: [field], message: `is required for a provider of kind ${p.kind}` });
      return z.NEVER;
    };
    if (p.kind === 'oidc') {
      if (!p.issuer) return missing('issuer');
      if (!p.client_secret) return missing('client_secret');
      return { ...p, kind: 'oidc' as const, issuer: p.issuer, client_secret: p.client_secret };
    }
    if (p.kind === 'facebook') {
      if (!p.client_secret) return missing('client_secret');
      return {
        ...p,
        kind: 'facebook' as const,
        issuer: p.issuer ?? 'https://www.facebook.com',
        client_secret: p.client_secret,
        authorization_endpoint: p.authorization_endpoint ?? 'https://www.facebook.com/v19.0/dialog/oauth',
        token_endpoint: p.token_endpoint ?? `${FACEBOOK_GRAPH}/oauth/access_token`,
        userinfo_endpoint: p.userinfo_endpoint ?? `${FACEBOOK_GRAPH}/me`,
      };
    }
    if (!p.team_id) return missing('team_id');
    if (!p.key_id) return missing('key_id');
    let pem = p.private_key;
    if (!pem && p.private_key_file) {
      try {
        pem = readFileSync(p.private_key_file, 'utf8');
      } catch {
        ctx.addIssue({ code: 'custom', path: ['private_key_file'], message: 'cannot be read' });
        return z.NEVER;
      }
    }
    if (!pem) return missing('private_key');
    try {
      const key = createPrivateKey(pem);
      if (key.asymmetricKeyType !== 'ec' || key.asymmetricKeyDetails?.namedCurve !== 'prime256v1')
        throw new Error('not P-256');
    } catch {
      ctx.addIssue({
        code: 'custom',
        path: ['private_key'],
        message: 'must be the P-256 private key (.p8 PEM) of a Sign in with Apple key',
      });
      return z.NEVER;
    }
    return {
      ...p,
      kind: 'apple' as const,
      issuer: p.issuer ?? APPLE_ISSUER,
      team_id: p.team_id,
      key_id: p.key_id,
      private_key: pem,
    };
  });

/** A provider's settings: what its adapter takes, and the name the login page shows. */
export type OAuthProviderConfig = OAuthProviderOptions & { name: string };
