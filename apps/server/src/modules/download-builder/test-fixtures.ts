import { randomBytes } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { TestContext } from '../../../test/helpers.js';

/** Stores `body` under `key` through the app's own storage adapter. */
export async function putObject(t: TestContext, key: string, body: Buffer) {
  const dir = mkdtempSync(path.join(tmpdir(), 'bm-dl-put-'));
  const file = path.join(dir, 'f');
  writeFileSync(file, body);
  await t.app.services.storage.upload(file, key, 'application/octet-stream');
}

/**
 * Gives a beat stored files as the audio pipeline and the uploader would leave them (random bytes
 * stand in for audio: the builder copies bytes, it never decodes them). Returns what was stored.
 */
export async function giveMedia(
  t: TestContext,
  beatId: number,
  which: { preview?: number; mp3?: number; wav?: number; trackouts?: number },
) {
  const files: Record<string, Buffer> = {};
  const set: string[] = [];
  const put = async (kind: string, key: string, size: number) => {
    files[kind] = randomBytes(size);
    await putObject(t, key, files[kind]);
  };
  if (which.preview) {
    await put('preview', `public/previews/${beatId}-test.mp3`, which.preview);
    set.push(`preview_key = 'public/previews/${beatId}-test.mp3'`);
  }
  if (which.mp3) {
    await put('mp3', `untagged/${beatId}-test.mp3`, which.mp3);
    set.push(`untagged_key = 'untagged/${beatId}-test.mp3'`);
  }
  if (which.wav) {
    await put('wav', `masters/${beatId}-test.wav`, which.wav);
    set.push(`master_key = 'masters/${beatId}-test.wav'`, `master_filename = 'master.wav'`);
  }
  if (set.length) await t.database.db.execute(sql.raw(`update beats set ${set.join(', ')} where id = ${beatId}`));
  if (which.trackouts) {
    await put('trackouts', `attachments/${beatId}-stems.zip`, which.trackouts);
    await t.database.db.execute(
      sql`insert into attachments (beat_id, kind, name, key, size)
          values (${beatId}, 'zip', 'Stems.zip', ${`attachments/${beatId}-stems.zip`}, ${which.trackouts})`,
    );
  }
  return files;
}
