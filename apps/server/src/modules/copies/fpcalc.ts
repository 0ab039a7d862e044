import { execFile } from 'node:child_process';

/** What fpcalc reads: the first two minutes are plenty to recognise a beat and keep the pipeline fast. */
const FINGERPRINT_SECONDS = 120;

export type Fpcalc = (file: string) => Promise<Int32Array | null>;

/**
 * Chromaprint's fpcalc (Debian libchromaprint-tools) as a function: the raw fingerprint of an audio file,
 * or null when fpcalc is not installed (the server keeps working; `warn` says once why nothing is caught).
 */
export function createFpcalc(warn: (message: string) => void, binary = process.env.FPCALC_PATH ?? 'fpcalc'): Fpcalc {
  let missing = false;
  return (file) =>
    new Promise((resolve, reject) => {
      if (missing) return resolve(null);
      // -ignore-errors: fpcalc 1.5 reports the decoder's end of file as an error after a complete read.
      const args = ['-raw', '-json', '-ignore-errors', '-length', String(FINGERPRINT_SECONDS), file];
      execFile(binary, args, { maxBuffer: 8 * 1024 * 1024, timeout: 60_000 }, (err, stdout) => {
        if ((err as NodeJS.ErrnoException | null)?.code === 'ENOENT') {
          missing = true;
          warn('fpcalc (libchromaprint-tools) is not installed: uploads are not checked for copies.');
          return resolve(null);
        }
        try {
          const values = (JSON.parse(stdout) as { fingerprint?: unknown }).fingerprint;
          if (!Array.isArray(values)) throw new Error('no fingerprint');
          // fpcalc prints unsigned 32-bit values; PostgreSQL's integer is signed.
          resolve(Int32Array.from(values as number[], (v) => v | 0));
        } catch {
          reject(new Error(`fpcalc could not fingerprint the master${err ? `: ${err.message}` : ''}`));
        }
      });
    });
}
