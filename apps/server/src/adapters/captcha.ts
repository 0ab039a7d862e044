import { createChallenge, randomInt, verifySolution, type Challenge, type Solution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';

/** Remembers used challenges until they expire, so a solved token works once. */
export interface UsedChallengeStore {
  markUsed(id: string, expiresAt: Date): Promise<boolean>;
}

export interface Captcha {
  readonly provider: 'altcha' | 'recaptcha';
  /** ALTCHA challenge for the widget; undefined for reCAPTCHA. */
  challenge(): Promise<Challenge | undefined>;
  verify(token: string, ip: string): Promise<boolean>;
}

const CHALLENGE_TTL_MS = 10 * 60_000;

/**
 * Self-hosted proof of work (ALTCHA v2, SHA-256). `cost` is the largest counter the browser has to
 * reach: 20,000 takes well under a second in a browser and makes bulk sign-ups expensive.
 */
export function altchaCaptcha(opts: { secret: string; cost: number; store: UsedChallengeStore }): Captcha {
  const hmacSignatureSecret = `${opts.secret}:altcha`;
  const hmacKeySignatureSecret = `${opts.secret}:altcha-key`;
  return {
    provider: 'altcha',
    challenge: () =>
      createChallenge({
        algorithm: 'SHA-256',
        cost: 1,
        counter: randomInt(Math.ceil(opts.cost / 2), opts.cost),
        deriveKey,
        hmacSignatureSecret,
        hmacKeySignatureSecret,
        expiresAt: new Date(Date.now() + CHALLENGE_TTL_MS),
      }),
    async verify(token) {
      let payload: { challenge?: Challenge; solution?: Solution };
      try {
        payload = JSON.parse(Buffer.from(token, 'base64').toString('utf8')) as typeof payload;
      } catch {
        return false;
      }
      if (!payload?.challenge?.parameters || !payload.solution) return false;
      const result = await verifySolution({
        challenge: payload.challenge,
        solution: payload.solution,
        deriveKey,
        hmacSignatureSecret,
        hmacKeySignatureSecret,
      }).catch(() => null);
      if (!result?.verified) return false;
      return opts.store.markUsed(
        `altcha:${payload.challenge.parameters.nonce}`,
        new Date(Date.now() + CHALLENGE_TTL_MS),
      );
    },
  };
}

/** Google reCAPTCHA, when configured; it needs the internet, so it is never the default. */
export function recaptchaCaptcha(secret: string): Captcha {
  return {
    provider: 'recaptcha',
    challenge: async () => undefined,
    async verify(token, ip) {
      const body = new URLSearchParams({ secret, response: token, remoteip: ip });
      const res = await fetch('https://www.google.com/recaptcha/api/siteverify', { method: 'POST', body }).catch(
        () => null,
      );
      if (!res?.ok) return false;
      const json = (await res.json()) as { success?: boolean };
      return json.success === true;
    },
  };
}
