import { DOWNLOAD_FORMAT_LABELS, formatBytes, type DownloadFormat } from '@beatmarket/shared';
import type { PackageBeat } from './download-builds.repository.js';

/** One file of the archive: where it is stored and where it goes inside the ZIP. */
export interface PlannedFile {
  beatId: number;
  format: DownloadFormat;
  key: string;
  entry: string;
  size: number;
}
export interface MissingFile {
  beat: string;
  format: DownloadFormat;
}
export interface PackagePlan {
  files: PlannedFile[];
  missing: MissingFile[];
  bytes: number;
}

/** Characters no common file system takes in a name, control characters too, become spaces. */
const safe = (s: string) =>
  [...s]
    .map((c) => (c.charCodeAt(0) < 32 || '<>:"/\\|?*'.includes(c) ? ' ' : c))
    .join('')
    .replace(/\s+/g, ' ')
    .replace(/^[\s.]+|[\s.]+$/g, '') || 'untitled';

/** "name.ext", "name (2).ext"…: the first free name in a folder. */
function unique(taken: Set<string>, name: string): string {
  const dot = name.lastIndexOf('.');
  const [stem, ext] = dot > 0 ? [name.slice(0, dot), name.slice(dot)] : [name, ''];
  let candidate = name;
  for (let n = 2; taken.has(candidate.toLowerCase()); n++) candidate = `${stem} (${n})${ext}`;
  taken.add(candidate.toLowerCase());
  return candidate;
}

/** Per format, the stored objects it comes from, as the download links of an order pick them. */
function sources(b: PackageBeat, format: DownloadFormat): { key: string; name: string }[] {
  const title = safe(b.title);
  const attached = (kind: 'mp3' | 'wav' | 'zip') => b.attachments.filter((a) => a.kind === kind);
  switch (format) {
    case 'preview':
      return b.previewKey ? [{ key: b.previewKey, name: `${title} (tagged preview).mp3` }] : [];
    case 'mp3': {
      const own = attached('mp3');
      if (own.length) return own.map((a) => ({ key: a.key, name: safe(a.name) }));
      return b.untaggedKey ? [{ key: b.untaggedKey, name: `${title}.mp3` }] : [];
    }
    case 'wav': {
      const own = attached('wav');
      if (own.length) return own.map((a) => ({ key: a.key, name: safe(a.name) }));
      return b.masterKey && /\.wav$/i.test(b.masterFilename ?? '') ? [{ key: b.masterKey, name: `${title}.wav` }] : [];
    }
    case 'trackouts':
      return attached('zip').map((a) => ({ key: a.key, name: safe(a.name) }));
  }
}

/**
 * What goes into the archive: one folder per beat ("Producer - Title"), the chosen formats inside. A
 * format a beat has no file for (or whose object is gone from storage) is left out and listed.
 */
export async function planPackage(
  beatIds: number[],
  found: PackageBeat[],
  formats: DownloadFormat[],
  sizeOf: (key: string) => Promise<number | null>,
): Promise<PackagePlan> {
  const byId = new Map(found.map((b) => [b.id, b]));
  const folders = new Set<string>();
  const files: PlannedFile[] = [];
  const missing: MissingFile[] = [];
  for (const id of beatIds) {
    const b = byId.get(id);
    if (!b) {
      for (const format of formats) missing.push({ beat: `Beat #${id} (no longer in the catalog)`, format });
      continue;
    }
    const label = `${safe(b.producerName)} - ${safe(b.title)}`;
    const folder = unique(folders, label);
    const names = new Set<string>();
    for (const format of formats) {
      let any = false;
      for (const src of sources(b, format)) {
        const size = await sizeOf(src.key);
        if (size === null) continue;
        files.push({ beatId: id, format, key: src.key, entry: `${folder}/${unique(names, src.name)}`, size });
        any = true;
      }
      if (!any) missing.push({ beat: label, format });
    }
  }
  return { files, missing, bytes: files.reduce((s, f) => s + f.size, 0) };
}

/** README.txt, the archive's first entry: what it holds and what it could not include. */
export function readmeText(title: string, plan: PackagePlan, now: Date): string {
  const lines = [title, `Prepared on ${now.toISOString().slice(0, 10)}.`, '', 'Contents:'];
  if (!plan.files.length) lines.push('  (no files: none of the chosen formats exist for these beats)');
  for (const f of plan.files) lines.push(`  ${f.entry} (${formatBytes(f.size)})`);
  if (plan.missing.length) {
    lines.push('', 'Not included (the beat has no such file):');
    for (const m of plan.missing) lines.push(`  ${m.beat}: ${DOWNLOAD_FORMAT_LABELS[m.format]}`);
  }
  return `${lines.join('\r\n')}\r\n`;
}
