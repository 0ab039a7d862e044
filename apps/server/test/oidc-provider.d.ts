// oidc-provider ships no types; the tests use a small part of it.
declare module 'oidc-provider' {
  import type { IncomingMessage, ServerResponse } from 'node:http';
  interface Account {
    accountId: string;
    claims(): Record<string, unknown>;
  }
  export default class Provider {
    constructor(
      issuer: string,
      configuration: {
        clients: Record<string, unknown>[];
        findAccount(ctx: unknown, id: string): Account | undefined;
        claims?: Record<string, string[]>;
        scopes?: string[];
        conformIdTokenClaims?: boolean;
        features?: Record<string, unknown>;
        cookies?: { keys: string[] };
      },
    );
    callback(): (req: IncomingMessage, res: ServerResponse) => void;
  }
}
