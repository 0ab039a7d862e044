import { createWriteStream } from 'node:fs';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { DEFAULT_STORE_TERMS, type StoreItemKind } from '@beatmarket/shared';
import { eq, sql } from 'drizzle-orm';
import { ZipFile } from 'yazl';
import type { Storage } from '../adapters/storage.js';
import type { Db } from '../db/client.js';
import { storeItems, users } from '../db/schema/index.js';

/** The demo store (issue 34): one producer's drum kit and one of the house's loop packs, so the Store sells. */
export const DEMO_STORE_ITEMS: {
  slug: string;
  kind: StoreItemKind;
  title: string;
  description: string;
  price: number;
  seller: string | null;
  files: string[];
}[] = [
  {
    slug: 'night-shift-drum-kit',
    kind: 'drum_kit',
    title: 'Night Shift Drum Kit',
    description: '120 one-shots (kicks, snares, hats, 808s) and 20 drum loops from our trap and drill beats.',
    price: 2499,
    seller: 'producer@beatmarket.test',
    files: ['kicks', 'snares', 'hats', '808s', 'loops'],
  },
  {
    slug: 'golden-hour-loop-pack',
    kind: 'loop_pack',
    title: 'Golden Hour Loop Pack',
    description: '30 melody loops (keys, guitars, pads) in labelled tempo and key, cleared for your releases.',
    price: 1999,
    seller: null,
    files: ['keys', 'guitars', 'pads'],
  },
];

/** A small ZIP of the pack's folders, each with a note: what a demo buyer downloads. */
async function writePack(files: string[], title: string, zipPath: string): Promise<number> {
  const zip = new ZipFile();
  zip.addBuffer(Buffer.from(`${title}\n\nDemo pack: a real pack holds the sounds in these folders.\n`), 'README.txt');
  for (const f of files) zip.addBuffer(Buffer.from(`${f} of the ${title}\n`), `${f}/ABOUT.txt`);
  zip.end();
  await pipeline(zip.outputStream, createWriteStream(zipPath));
  return (await stat(zipPath)).size;
}

/**
 * Published demo store items with their ZIPs in private storage, only on a store that has never had an item
 * (like the other demo seeds); made after the server listens, since the ZIPs go through storage.
 */
export async function seedDemoStoreItems(db: Db, storage: Storage): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(storeItems);
  if (Number(row?.n ?? 0) > 0) return 0;
  const dir = await mkdtemp(path.join(tmpdir(), 'bm-store-'));
  try {
    for (const item of DEMO_STORE_ITEMS) {
      const seller = item.seller
        ? ((await db.select({ id: users.id }).from(users).where(eq(users.email, item.seller)))[0]?.id ?? null)
        : null;
      const zipPath = path.join(dir, `${item.slug}.zip`);
      const size = await writePack(item.files, item.title, zipPath);
      const key = `private/store/demo-${item.slug}-${Date.now().toString(36)}.zip`;
      await storage.upload(zipPath, key, 'application/zip');
      const { files: _files, seller: _seller, ...fields } = item;
      await db.insert(storeItems).values({
        ...fields,
        terms: DEFAULT_STORE_TERMS,
        producerId: seller,
        status: 'published',
        zipKey: key,
        zipName: `${item.slug}.zip`,
        zipSize: size,
        publishedAt: new Date(),
      });
    }
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
  return DEMO_STORE_ITEMS.length;
}
