import { createWriteStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { pipeline } from 'node:stream/promises';
import { ZipFile } from 'yazl';

const README = `Demo trackouts

A producer's trackouts ZIP holds one file per track (drums, bass, melody, vocals...).
This demo beat has one synthesized mix, so its trackouts hold that mix.
`;

/**
 * A demo beat's trackouts ZIP, so the demo offers the add-on as a producer's upload would (decision 0077:
 * trackouts are sold only when their file is stored). Stored, not deflated: MP3 does not shrink.
 */
export async function writeDemoTrackouts(mixPath: string, zipPath: string): Promise<number> {
  const zip = new ZipFile();
  zip.addFile(mixPath, 'stems/full-mix.mp3', { compress: false });
  zip.addBuffer(Buffer.from(README), 'README.txt');
  zip.end();
  await pipeline(zip.outputStream, createWriteStream(zipPath));
  return (await stat(zipPath)).size;
}
