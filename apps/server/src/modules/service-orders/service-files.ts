import { AppError } from '../../core/errors.js';
import type { ServiceFile } from '../../db/schema/index.js';

/** What a signed file grant says (the media area's download tokens). */
interface Grant {
  key: string;
  filename: string;
  userId: number | null;
  exp: number;
}
export interface ServiceTokens {
  sign(grant: Grant): string;
  verify(token: string): Grant | null;
}

/** A link to a thread's file lives an hour, bound to the viewer; the page makes fresh ones on each read. */
const LINK_TTL_MS = 60 * 60_000;

/** Thread files: taken only from the sender's own uploads of the purpose, served by signed links. */
export function serviceFiles(tokens: ServiceTokens) {
  return {
    /** The files a form sends back as tokens: the key is never taken from the client. */
    received(userId: number, fileTokens: string[], purpose: 'service_brief' | 'service_delivery'): ServiceFile[] {
      return fileTokens.map((token) => {
        const grant = tokens.verify(token);
        if (!grant || grant.userId !== userId || !grant.key.startsWith(`private/${purpose}/`))
          throw new AppError('validation_failed', { topicId: 'file_tokens', message: 'Please upload the file again.' });
        return { key: grant.key, name: grant.filename };
      });
    },
    link: (file: ServiceFile, userId: number) =>
      `/download/${tokens.sign({ key: file.key, filename: file.name, userId, exp: Date.now() + LINK_TTL_MS })}`,
  };
}
export type ServiceFiles = ReturnType<typeof serviceFiles>;
