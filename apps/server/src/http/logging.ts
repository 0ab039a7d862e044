import type { DestinationStream } from 'pino';
import { stdSerializers } from 'pino';

/** Path segments after these are tokens (signed downloads, share pages, invitations, licence codes). */
const TOKEN_PATH = /\/(download|dt|invitation|verify)\/[^/?#]+/g;
/** Any other segment long enough to be a token or a signature. */
const LONG_SEGMENT = /\/[A-Za-z0-9._~%-]{32,}(?=[/?#]|$)/g;
/** Query parameters that carry secrets or identities: mailed links (`?password-reset=…&email=…`), OAuth callbacks, S3 signatures. */
const SECRET_PARAM = /token|password|reset|invitation|confirm|email|code|state|secret|signature|credential|key/i;

/** The address without its secrets: what a request log may keep. */
export function redactUrl(url: string): string {
  const [path = '', query] = url.split(/\?(.*)/s, 2);
  const safePath = path.replace(TOKEN_PATH, '/$1/[redacted]').replace(LONG_SEGMENT, '/[redacted]');
  if (query === undefined) return safePath;
  const params = query
    .split('&')
    .map((pair) => {
      const [name = ''] = pair.split('=', 1);
      return SECRET_PARAM.test(decodeURIComponent(name.replace(/\+/g, ' '))) ? `${name}=[redacted]` : pair;
    })
    .join('&');
  return `${safePath}?${params}`;
}

type Serialized = Record<string, unknown> & { type: string; message: string; stack: string; cause?: unknown };

/**
 * A failed query's error carries its parameters (password hashes, emails, tokens) in `params`, in
 * its message and stack (`params: …`), and the database's `detail` quotes the offending values
 * (`Key (email)=(…) already exists`). The log keeps the SQL and the error codes, not the values.
 */
function scrubError(e: Serialized, depth = 0): Serialized {
  const cut = (text: string) => String(text ?? '').replace(/\nparams: [\s\S]*?(?=\n\s+at |$)/, '\nparams: [redacted]');
  const out: Serialized = { ...e, message: cut(e.message), stack: cut(e.stack) };
  for (const key of ['params', 'parameters', 'detail', 'where', 'internalQuery'])
    if (key in out) out[key] = '[redacted]';
  if (out.cause && typeof out.cause === 'object' && depth < 5)
    out.cause = scrubError(out.cause as Serialized, depth + 1);
  return out;
}

export function serializeError(err: Error): Serialized {
  return scrubError(stdSerializers.errWithCause(err));
}

/** pino options for the server: request lines without tokens, errors without query values, no secret headers. */
export function loggerOptions(level: string, stream?: DestinationStream) {
  return {
    level,
    ...(stream ? { stream } : {}),
    redact: {
      paths: [
        'req.headers.cookie',
        'req.headers.authorization',
        'req.headers["x-csrf-token"]',
        'res.headers["set-cookie"]',
        '*.password',
        '*.password_confirmation',
        '*.token',
      ],
      censor: '[redacted]',
    },
    serializers: {
      // Fastify hands its request here; only these fields are read.
      req: (req: { method?: string; url?: string; host?: string; ip?: string; socket?: { remotePort?: number } }) => ({
        method: req.method,
        url: redactUrl(req.url ?? ''),
        host: req.host,
        remoteAddress: req.ip,
        remotePort: req.socket?.remotePort,
      }),
      err: serializeError,
      // A log line's own `url` (a render skipped, a page head failed) is a request's address too: a mailed
      // reset link's token and email were logged when a slow render gave up.
      url: (url: unknown) => (typeof url === 'string' ? redactUrl(url) : url),
    },
  };
}
