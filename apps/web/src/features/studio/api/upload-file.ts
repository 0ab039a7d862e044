import type { UploadRule } from '@beatmarket/shared';
import { ALIASES, fileType, TYPES } from '../../../lib/direct-upload';

/** 'WAV, MP3' for the accepted types of a rule. */
export function typeLabels(accept: string[]): string {
  const byType = Object.fromEntries(Object.entries(TYPES).map(([ext, type]) => [type, ext]));
  return [...new Set(accept.map((t) => (ALIASES[t] ?? byType[t] ?? t.split('/').pop()!).toUpperCase()))].join(', ');
}

/** Checks the configured limits before any byte is sent; the server checks them again. */
export function checkFile(file: File, rule: UploadRule): string | null {
  if (!rule.accept.includes(fileType(file))) return `This file type is not accepted here (${rule.accept.join(', ')}).`;
  if (file.size > rule.max_size) return `The file is too large: at most ${Math.floor(rule.max_size / 1024 / 1024)} MB.`;
  if (file.size === 0) return 'The file is empty';
  return null;
}
