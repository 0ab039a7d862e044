import { decodePassword } from '@beatmarket/shared';
import { AppError } from '../../core/errors.js';

const PASSWORD_KEYS = ['password', 'password_confirmation', 'current_password'];

/** Spec §5: passwords arrive URL-encoded; decode before validating. */
export function withDecodedPassword(body: unknown): unknown {
  if (!body || typeof body !== 'object') return body;
  const b = body as Record<string, unknown>;
  const out: Record<string, unknown> = { ...b };
  for (const key of PASSWORD_KEYS) {
    if (typeof b[key] !== 'string') continue;
    const decoded = decodePassword(b[key]);
    if (decoded === null)
      throw new AppError('validation_failed', { topicId: key, message: 'Invalid password encoding' });
    out[key] = decoded;
  }
  return out;
}
