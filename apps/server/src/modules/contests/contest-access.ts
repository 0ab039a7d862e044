import { isAdmin } from '@beatmarket/shared';
import { AppError } from '../../core/errors.js';
import type { EntityContext } from '../entities/entity.types.js';

/** What a signed file grant says (the media area's download tokens). */
interface Grant {
  key: string;
  filename: string;
  userId: number | null;
  exp: number;
}
export interface ContestTokens {
  sign(grant: Grant): string;
  verify(token: string): Grant | null;
}

export const signedIn = (ctx: EntityContext) => {
  if (!ctx.user) throw new AppError('unauthenticated');
  return ctx.user;
};
export const admin = (ctx: EntityContext) => {
  const user = signedIn(ctx);
  if (!isAdmin(user.role)) throw new AppError('forbidden');
  return user;
};
export const closed = (message: string) => new AppError('conflict', { message });

/** A token from this account's own completed upload of this purpose: the key is never taken from the client. */
export const uploadedFile =
  (tokens: ContestTokens) => (ctx: EntityContext, token: string, purpose: 'contest_file' | 'contest_entry') => {
    const grant = tokens.verify(token);
    if (!grant || grant.userId !== ctx.user?.id || !grant.key.startsWith(`private/${purpose}/`))
      throw new AppError('validation_failed', { topicId: 'file_token', message: 'Please upload the file again.' });
    return grant;
  };
