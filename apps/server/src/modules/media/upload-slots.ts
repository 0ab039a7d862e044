import { randomBytes } from 'node:crypto';
import { formatBytes, type uploadRequestSchema, type UploadRules } from '@beatmarket/shared';
import { AppError } from '../../core/errors.js';

/**
 * Where a checked upload lives: out of reach of its slot, which can only write under `incoming/`, and
 * named anew by each completion, so two completions of one upload racing never share (or delete) a file.
 */
export const finalKey = (incomingKey: string) =>
  incomingKey.replace(/^incoming\//, 'private/').replace(/\/([^/]+)$/, `/${randomBytes(4).toString('hex')}-$1`);

/** The producer's message: which limit, its value, and how to get a slot again. */
export function overQuota(
  open: { over: 'slots' | 'bytes'; slots: number; bytes: number },
  size: number,
  quota: { bytes: number },
): AppError {
  const wait = 'Finish an upload in progress, or wait: an unfinished upload expires an hour after it started.';
  return new AppError('rate_limited', {
    message:
      open.over === 'slots'
        ? `You already have ${open.slots} uploads in progress, the most allowed at once. ${wait}`
        : `This file (${formatBytes(size)}) would take your uploads in progress to ${formatBytes(open.bytes + size)}; the most allowed at once is ${formatBytes(quota.bytes)}. ${wait}`,
  });
}

export type SlotRequest = ReturnType<typeof uploadRequestSchema.parse>;

/** The purpose's accepted types and size: answers the content type as stored. */
export function checkFile(rules: UploadRules, req: SlotRequest): string {
  const rule = rules[req.purpose];
  const contentType = req.content_type.toLowerCase();
  if (!rule.accept.includes(contentType)) {
    throw new AppError('validation_failed', {
      topicId: 'content_type',
      message: `This file type is not accepted here (${rule.accept.join(', ')}).`,
    });
  }
  if (req.size > rule.max_size) {
    throw new AppError('validation_failed', {
      topicId: 'size',
      message: `The file is too large: at most ${Math.floor(rule.max_size / 1024 / 1024)} MB.`,
    });
  }
  return contentType;
}

/** Where a slot's file arrives: under its purpose and owner, named by the slot and a tame form of the file's name. */
export function incomingKey(req: SlotRequest, owner: string, id: string) {
  const safeName =
    req.filename
      .toLowerCase()
      .replace(/[^a-z0-9.]+/g, '-')
      .replace(/^[-.]+/, '')
      .slice(-80) || 'file';
  return `incoming/${req.purpose}/${owner}/${id}-${safeName}`;
}
