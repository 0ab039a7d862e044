import { timingSafeEqual } from 'node:crypto';
import { z } from 'zod';

export interface ChargebeeConfig {
  /** The site name (`acme` for acme.chargebee.com), or a full base URL (a proxy, the tests' stand-in). */
  site: string;
  apiKey: string;
  webhookUser: string;
  webhookPassword: string;
}

/** Chargebee answered with an error, or could not be reached; `status` is Chargebee's (0: no answer). */
export class ChargebeeError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
  }
}

const unix = z.number().int().nonnegative();
/** What Beatmarket reads of a Chargebee subscription (API v2), from an event or from `GET /subscriptions/{id}`. */
const subscriptionSchema = z.object({
  id: z.string().min(1).max(200),
  customer_id: z.string().max(200).optional(),
  status: z.string().max(40),
  current_term_start: unix.optional(),
  current_term_end: unix.optional(),
  trial_end: unix.optional(),
  due_invoices_count: z.number().int().nonnegative().optional(),
});
/** What Beatmarket reads of an invoice, from an event or from `GET /invoices/{id}`. */
const invoiceSchema = z.object({
  id: z.string().min(1).max(200),
  subscription_id: z.string().max(200).optional(),
  amount_paid: z.number().int().optional(),
  amount_due: z.number().int().optional(),
  status: z.string().optional(),
});
export type ChargebeeSubscription = z.infer<typeof subscriptionSchema>;
export type ChargebeeInvoice = z.infer<typeof invoiceSchema>;
/** What the webhook reads of an event (Chargebee API v2); everything else is ignored. */
const eventSchema = z.object({
  id: z.string().min(1).max(200),
  event_type: z.string().min(1).max(100),
  content: z
    .object({
      subscription: subscriptionSchema.optional(),
      invoice: invoiceSchema.optional(),
      transaction: z
        .object({
          id: z.string().min(1).max(200).optional(),
          amount: z.number().int().optional(),
          failure_reason: z.string().max(500).optional(),
        })
        .optional(),
    })
    .default({}),
});
export type ChargebeeEvent = z.infer<typeof eventSchema>;

/** Chargebee's API, as far as Beatmarket uses it (decision 0051): hosted pages and webhook events. */
export function createChargebee(cfg: ChargebeeConfig) {
  const base = /^https?:\/\//.test(cfg.site) ? cfg.site.replace(/\/$/, '') : `https://${cfg.site}.chargebee.com`;
  const apiAuth = `Basic ${Buffer.from(`${cfg.apiKey}:`).toString('base64')}`;
  const expected = Buffer.from(`Basic ${Buffer.from(`${cfg.webhookUser}:${cfg.webhookPassword}`).toString('base64')}`);

  /** Chargebee takes form-encoded parameters with bracketed names (`customer[email]`). */
  async function post<T>(path: string, params: Record<string, string>): Promise<T> {
    let res: Response;
    try {
      res = await fetch(`${base}/api/v2/${path}`, {
        method: 'POST',
        headers: {
          authorization: apiAuth,
          'content-type': 'application/x-www-form-urlencoded',
          accept: 'application/json',
        },
        body: new URLSearchParams(params).toString(),
        signal: AbortSignal.timeout(15_000),
      });
    } catch (err) {
      throw new ChargebeeError(`Chargebee could not be reached: ${(err as Error).message}`, 0);
    }
    const body = (await res.json().catch(() => null)) as (T & { message?: string }) | null;
    if (!res.ok || !body) throw new ChargebeeError(body?.message ?? `Chargebee answered ${res.status}`, res.status);
    return body;
  }

  /**
   * One resource read from Chargebee (issue 31: a webhook's body is not trusted, what Chargebee answers
   * is). Null when Chargebee has no such resource; a ChargebeeError when it cannot say.
   */
  async function retrieve<T>(path: string, key: string, schema: z.ZodType<T>): Promise<T | null> {
    let res: Response;
    try {
      res = await fetch(`${base}/api/v2/${path}`, {
        headers: { authorization: apiAuth, accept: 'application/json' },
        signal: AbortSignal.timeout(15_000),
      });
    } catch (err) {
      throw new ChargebeeError(`Chargebee could not be reached: ${(err as Error).message}`, 0);
    }
    if (res.status === 404) return null;
    const body = (await res.json().catch(() => null)) as Record<string, unknown> | null;
    if (!res.ok || !body) throw new ChargebeeError(`Chargebee answered ${res.status}`, res.status);
    const parsed = schema.safeParse(body[key]);
    if (!parsed.success) throw new ChargebeeError(`Chargebee answered an unreadable ${key}`, res.status);
    return parsed.data;
  }

  return {
    /** `GET /subscriptions/{id}`: the subscription as Chargebee holds it (status, term, trial). */
    retrieveSubscription: (id: string) =>
      retrieve(`subscriptions/${encodeURIComponent(id)}`, 'subscription', subscriptionSchema),
    /** `GET /invoices/{id}`: the invoice as Chargebee holds it (status, amounts paid and due). */
    retrieveInvoice: (id: string) => retrieve(`invoices/${encodeURIComponent(id)}`, 'invoice', invoiceSchema),
    /** A hosted checkout for one plan; the Chargebee subscription gets our id, so its webhooks find ours. */
    async checkoutPage(req: {
      subscriptionRef: string;
      customerId: string;
      email: string;
      firstName: string;
      lastName: string;
      itemPriceId: string;
      redirectUrl: string;
      /** The account had this plan's free trial already (issue 31): Chargebee gives none either. */
      noTrial?: boolean;
    }): Promise<string> {
      const body = await post<{ hosted_page?: { url?: string } }>('hosted_pages/checkout_new_for_items', {
        'subscription[id]': req.subscriptionRef,
        'customer[id]': req.customerId,
        'customer[email]': req.email,
        'customer[first_name]': req.firstName,
        'customer[last_name]': req.lastName,
        'subscription_items[item_price_id][0]': req.itemPriceId,
        'subscription_items[quantity][0]': '1',
        redirect_url: req.redirectUrl,
        // Chargebee's own words: 0 overrides the item price's trial period with none.
        ...(req.noTrial ? { 'subscription[trial_end]': '0' } : {}),
      });
      if (!body.hosted_page?.url) throw new ChargebeeError('Chargebee answered no page address', 200);
      return body.hosted_page.url;
    },
    /** The self-serve portal of a customer (card, invoices, cancellation). */
    async portalPage(req: { customerId: string; redirectUrl: string }): Promise<string> {
      const body = await post<{ portal_session?: { access_url?: string } }>('portal_sessions', {
        'customer[id]': req.customerId,
        redirect_url: req.redirectUrl,
      });
      if (!body.portal_session?.access_url) throw new ChargebeeError('Chargebee answered no portal address', 200);
      return body.portal_session.access_url;
    },
    /**
     * Chargebee webhooks authenticate with HTTP basic auth (the user and password set on the webhook);
     * compared in constant time.
     */
    authorized(header: string | undefined): boolean {
      const given = Buffer.from(header ?? '');
      return given.length === expected.length && timingSafeEqual(given, expected);
    },
    /** The event, or null when the body is not one. */
    event(body: unknown): ChargebeeEvent | null {
      const parsed = eventSchema.safeParse(body);
      return parsed.success ? parsed.data : null;
    },
  };
}
export type Chargebee = ReturnType<typeof createChargebee>;
