import type { UploadPurpose } from '@beatmarket/shared';

type Kind = 'wav' | 'mp3' | 'zip' | 'jpeg' | 'png' | 'webp';

/** What a file really is, from its first bytes: a renamed text file is not a WAV. */
export function sniff(head: Buffer): Kind | null {
  const ascii = (from: number, to: number) => head.subarray(from, to).toString('latin1');
  if (ascii(0, 4) === 'RIFF' && ascii(8, 12) === 'WAVE') return 'wav';
  if (ascii(0, 4) === 'RIFF' && ascii(8, 12) === 'WEBP') return 'webp';
  if (ascii(0, 3) === 'ID3' || (head[0] === 0xff && ((head[1] ?? 0) & 0xe0) === 0xe0)) return 'mp3';
  if (ascii(0, 4) === 'PK\x03\x04') return 'zip';
  if (head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff) return 'jpeg';
  if (ascii(1, 4) === 'PNG') return 'png';
  return null;
}

const EXPECTED: Record<UploadPurpose, { kinds: Kind[]; label: string }> = {
  master: { kinds: ['wav', 'mp3'], label: 'a WAV or MP3 file' },
  voice_tag: { kinds: ['wav', 'mp3'], label: 'a WAV or MP3 file' },
  mp3: { kinds: ['mp3'], label: 'an MP3 file' },
  wav: { kinds: ['wav'], label: 'a WAV file' },
  zip: { kinds: ['zip'], label: 'a ZIP file' },
  cover: { kinds: ['jpeg', 'png', 'webp'], label: 'a JPEG, PNG or WebP image' },
  slide: { kinds: ['jpeg', 'png', 'webp'], label: 'a JPEG, PNG or WebP image' },
  content_image: { kinds: ['jpeg', 'png', 'webp'], label: 'a JPEG, PNG or WebP image' },
  contest_file: { kinds: ['zip', 'wav', 'mp3'], label: 'a ZIP, WAV or MP3 file' },
  contest_entry: { kinds: ['wav', 'mp3'], label: 'a WAV or MP3 file' },
  store_cover: { kinds: ['jpeg', 'png', 'webp'], label: 'a JPEG, PNG or WebP image' },
  store_zip: { kinds: ['zip'], label: 'a ZIP file' },
  store_demo: { kinds: ['wav', 'mp3'], label: 'a WAV or MP3 file' },
  service_brief: { kinds: ['zip', 'wav', 'mp3'], label: 'a ZIP, WAV or MP3 file' },
  service_delivery: { kinds: ['zip', 'wav', 'mp3'], label: 'a ZIP, WAV or MP3 file' },
  sound_reference: { kinds: ['wav', 'mp3'], label: 'a WAV or MP3 file' },
};

/** Null when the content fits the purpose, else the message for the uploader. */
export function contentMismatch(purpose: UploadPurpose, head: Buffer): string | null {
  const kind = sniff(head);
  const expected = EXPECTED[purpose];
  return kind && expected.kinds.includes(kind) ? null : `This is not ${expected.label}.`;
}
