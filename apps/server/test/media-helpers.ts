import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { UploadSlot } from '@beatmarket/shared';
import type { Client, Res } from './helpers.js';

/** 16-bit PCM samples (interleaved when `channels` > 1) with the 44-byte WAV header in front. */
export function pcmWav(data: Buffer, channels: number, rate: number): Buffer {
  const head = Buffer.alloc(44);
  head.write('RIFF', 0);
  head.writeUInt32LE(36 + data.length, 4);
  head.write('WAVEfmt ', 8);
  head.writeUInt32LE(16, 16);
  head.writeUInt16LE(1, 20);
  head.writeUInt16LE(channels, 22);
  head.writeUInt32LE(rate, 24);
  head.writeUInt32LE(rate * channels * 2, 28);
  head.writeUInt16LE(channels * 2, 32);
  head.writeUInt16LE(16, 34);
  head.write('data', 36);
  head.writeUInt32LE(data.length, 40);
  return Buffer.concat([head, data]);
}

/** A 16-bit PCM WAV of a sine tone (stereo, 44.1 kHz): a real file for uploads, made in memory. */
export function wavTone(seconds: number, hz = 440, rate = 44100): Buffer {
  const frames = Math.round(seconds * rate);
  const data = Buffer.alloc(frames * 4);
  for (let i = 0; i < frames; i++) {
    const v = Math.round(Math.sin((2 * Math.PI * hz * i) / rate) * 0.4 * 32767);
    data.writeInt16LE(v, i * 4);
    data.writeInt16LE(v, i * 4 + 2);
  }
  return pcmWav(data, 2, rate);
}

/** The browser's FormData post: fields first, the file last. */
export function multipart(fields: Record<string, string>, file: { name: string; type: string; body: Buffer }) {
  const boundary = `----bm${Math.random().toString(16).slice(2)}`;
  const parts: Buffer[] = Object.entries(fields).map(([k, v]) =>
    Buffer.from(`--${boundary}\r\ncontent-disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`),
  );
  parts.push(
    Buffer.from(
      `--${boundary}\r\ncontent-disposition: form-data; name="file"; filename="${file.name}"\r\ncontent-type: ${file.type}\r\n\r\n`,
    ),
    file.body,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  );
  return { payload: Buffer.concat(parts), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

export async function postToSlot(
  app: FastifyInstance,
  slot: UploadSlot,
  file: { name: string; type: string; body: Buffer },
) {
  const { payload, headers } = multipart(slot.fields, file);
  return app.inject({ method: 'POST', url: slot.action, payload, headers });
}

/** Slot, direct post, completion: the three steps of the uploader. */
export async function upload(
  app: FastifyInstance,
  client: Client,
  input: { purpose: string; beat_id?: number; store_item_id?: number; name: string; type: string; body: Buffer },
) {
  const slot = await client.post<UploadSlot>('/private-api/uploads', {
    purpose: input.purpose,
    beat_id: input.beat_id,
    store_item_id: input.store_item_id,
    filename: input.name,
    size: input.body.length,
    content_type: input.type,
  });
  if (slot.status !== 200)
    return { step: 'slot' as const, res: slot as unknown as Res<{ beat: Record<string, unknown> | null }> };
  const stored = await postToSlot(app, slot.body.data, input);
  if (stored.statusCode !== 204) throw new Error(`storage answered ${stored.statusCode}: ${stored.body}`);
  return {
    step: 'complete' as const,
    res: await client.post<{ beat: Record<string, unknown> | null }>(
      `/private-api/uploads/${slot.body.data.id}/complete`,
    ),
  };
}

export const mediaDataDir = () => mkdtempSync(path.join(tmpdir(), 'bm-media-test-'));
