import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { setPriority } from 'node:os';
import { createRequire } from 'node:module';

export interface Ffmpeg {
  path: string;
  source: 'configured' | 'system' | 'npm';
  /**
   * Runs ffmpeg; resolves with stdout, rejects with the tail of stderr. With `maxOutput`, ffmpeg is
   * killed and the run rejected with OutputTooLarge once stdout passes that many bytes: decoded audio
   * is about 90 KB a second, so a long master read whole would otherwise take the process's memory.
   */
  run(args: string[], opts?: { maxOutput?: number }): Promise<Buffer>;
}

export class OutputTooLarge extends Error {
  constructor(readonly limit: number) {
    super(`ffmpeg output passed ${limit} bytes`);
  }
}

/**
 * How ffmpeg opens an input: as the format its first bytes were checked to be, and from disk only.
 * Left to probe, ffmpeg takes a playlist or concat script for what it is and follows the URLs or
 * paths inside it (reading other files, or reaching the network) whatever the file is named.
 */
export const ffmpegInput = (format: 'wav' | 'mp3', file: string) => [
  '-protocol_whitelist',
  'file',
  '-f',
  format,
  '-i',
  file,
];

const SYSTEM_PATHS = ['/usr/bin/ffmpeg', '/usr/local/bin/ffmpeg'];
/**
 * Every ffmpeg run is batch work (previews, masters, analysis): nobody's page waits on it, so pages and
 * the API take the CPU first. A first start rendered the demo masters for two minutes after the
 * previews were playable, and at equal priority they doubled the first pages' blocking time.
 */
const BACKGROUND_NICENESS = 10;

/**
 * Debian's ffmpeg (5.x, fast, has amix normalize) when installed, else the binary shipped in
 * @ffmpeg-installer (4.1: slower, but it needs nothing from the system). FFMPEG_PATH overrides both.
 */
export function locateFfmpeg(configured?: string): Ffmpeg {
  if (configured) return make(configured, configured.includes('@ffmpeg-installer') ? 'npm' : 'configured');
  const system = SYSTEM_PATHS.find((p) => existsSync(p));
  if (system) return make(system, 'system');
  const require = createRequire(import.meta.url);
  const installer = require('@ffmpeg-installer/ffmpeg') as { path: string };
  return make(installer.path, 'npm');
}

function make(path: string, source: Ffmpeg['source']): Ffmpeg {
  return {
    path,
    source,
    run: (args, opts) =>
      new Promise((resolve, reject) => {
        const child = spawn(path, ['-hide_banner', '-nostdin', '-loglevel', 'error', ...args], {
          stdio: ['ignore', 'pipe', 'pipe'],
        });
        try {
          if (child.pid) setPriority(child.pid, BACKGROUND_NICENESS);
        } catch {
          // Already gone (ESRCH): a run that short left nothing to yield.
        }
        const out = collector(opts?.maxOutput);
        let err = '';
        let tooLarge = false;
        child.stdout.on('data', (c: Buffer) => {
          if (tooLarge || out.push(c)) return;
          tooLarge = true;
          child.kill('SIGKILL');
        });
        child.stderr.on('data', (c: Buffer) => (err = (err + c.toString()).slice(-2000)));
        child.on('error', reject);
        child.on('close', (code) =>
          tooLarge
            ? reject(new OutputTooLarge(opts!.maxOutput!))
            : code === 0
              ? resolve(out.result())
              : reject(new Error(`ffmpeg exited ${code}: ${err.trim().split('\n').slice(-3).join(' ')}`)),
        );
      }),
  };
}

/**
 * Stdout gathered into one buffer that doubles as it fills (never past the cap), so a capped run holds
 * at most twice its cap and the result needs no second copy.
 */
function collector(cap = Infinity) {
  let buf = Buffer.allocUnsafe(Math.min(cap, 1 << 20));
  let length = 0;
  return {
    /** False when the chunk would pass the cap. */
    push(chunk: Buffer): boolean {
      if (length + chunk.length > cap) return false;
      if (length + chunk.length > buf.length) {
        const grown = Buffer.allocUnsafe(Math.min(cap, Math.max(buf.length * 2, length + chunk.length)));
        buf.copy(grown, 0, 0, length);
        buf = grown;
      }
      chunk.copy(buf, length);
      length += chunk.length;
      return true;
    },
    result: () => buf.subarray(0, length),
  };
}
