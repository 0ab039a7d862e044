import PDFDocument from 'pdfkit';
import {
  formatCents,
  levelName,
  lineTermsText,
  sampleDisclosure,
  type LicenseLevel,
  type LicenseType,
  type LineTerms,
} from '@beatmarket/shared';

export interface ContractFacts {
  buyerName: string;
  beatTitle: string;
  producerName: string;
  terms: LineTerms;
  date: Date;
  orderId: number;
  verificationCode: string;
  verifyUrl: string;
  /** Decision 0077: the add-on's delivery ('missing' while its file is awaited); null or absent: delivered. */
  trackoutsStatus?: string | null;
  /** The YouTube channel ids the licence covers (decision 0092); empty or absent: none named yet. */
  channels?: string[];
  /** Decision 0095: the licence this one upgrades (superseded by it) and the cents credited for it. */
  upgradeOf?: { code: string; license: string; credit: number } | null;
}

/** What the licence says of the trackouts: included only once delivered (decision 0077). */
function trackoutsLine(f: ContractFacts): string {
  const name = f.terms.trackouts;
  if (!name) return 'The licence covers the stereo files listed below.';
  if (f.trackoutsStatus === 'missing')
    return `The ${name} add-on (the beat's individual tracks for mixing) is pending: it follows as soon as the producer delivers it, or its price is refunded.`;
  if (f.trackoutsStatus === 'refunded')
    return `The ${name} add-on was refunded: the licence covers the stereo files listed below.`;
  return `The licence includes the ${name} add-on: the beat's individual tracks for mixing.`;
}

/** Every blank of the template, filled from the sale; a missing fact is an error, never a blank. */
export function contractText(f: ContractFacts): { title: string; paragraphs: string[]; terms: string[] } {
  const level = levelName(f.terms.type as LicenseType, f.terms.level as LicenseLevel);
  const day = f.date.toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });
  const opening = `This licence agreement is made on ${day} between ${f.producerName} (the Producer), through Beatmarket, and ${f.buyerName} (the Licensee).`;
  const verify = `Order ${f.orderId}. Verification code ${f.verificationCode}: check it at ${f.verifyUrl}.`;
  // A store item's line (decision 0085): royalty-free use of its sounds under the seller's own terms.
  const paragraphs =
    f.terms.text !== undefined
      ? [
          opening,
          `The Producer grants the Licensee a royalty-free, non-exclusive licence to use the sounds of "${f.beatTitle}" under the terms below.`,
          'The Producer keeps the copyright in the sounds themselves.',
          'The Licensee owes nothing further for music made with them.',
          verify,
        ]
      : beatParagraphs(f, opening, verify, level);
  if (
    [f.buyerName, f.beatTitle, f.producerName, f.terms.name, f.verificationCode].some(
      (v) => typeof v !== 'string' || !v.trim(),
    )
  ) {
    throw new Error('licence contract: a fact is missing');
  }
  return { title: `${f.terms.name}: "${f.beatTitle}"`, paragraphs, terms: lineTermsText(f.terms) };
}

function beatParagraphs(f: ContractFacts, opening: string, verify: string, level: string) {
  return [
    opening,
    `The Producer grants the Licensee a ${f.terms.type === 'exclusive' ? 'exclusive' : 'non-exclusive'} licence to record and release one new song using the beat "${f.beatTitle}" under the ${f.terms.name} (${level}) terms below.`,
    trackoutsLine(f),
    'The Producer keeps the copyright in the beat. The Licensee credits the Producer as "Prod. by ' +
      f.producerName +
      '" wherever credits are shown.',
    // Decision 0091: the declaration frozen at the sale; a line sold before declarations says so.
    f.terms.samples ?? sampleDisclosure(null),
    ...(f.upgradeOf ? [upgradeText(f.upgradeOf)] : []),
    verify,
  ];
}

/** Decision 0095: what an upgrade's licence says of the licence it supersedes. */
export const upgradeText = (u: NonNullable<ContractFacts['upgradeOf']>) =>
  `This licence is an upgrade of the Licensee's ${u.license} licence of the same beat (verification code ${u.code}), which it supersedes; the ${formatCents(u.credit)} paid for that licence was credited against this licence's price.`;

/** The licence contract as a PDF (pdfkit), one per sold line. */
export function licensePdf(f: ContractFacts): Promise<Buffer> {
  const { title, paragraphs, terms } = contractText(f);
  const doc = new PDFDocument({ size: 'A4', margin: 56, info: { Title: title, Author: 'Beatmarket' } });
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve) => doc.on('end', () => resolve(Buffer.concat(chunks))));
  doc.fontSize(10).fillColor('#7c3aed').text('BEATMARKET · LICENCE AGREEMENT');
  doc.moveDown(0.6).fontSize(20).fillColor('#111111').text(title);
  doc.moveDown();
  const body = paragraphs.slice(0, -1);
  for (const p of body) doc.fontSize(11).fillColor('#222222').text(p, { lineGap: 3 }).moveDown(0.6);
  doc.moveDown(0.4).fontSize(13).fillColor('#111111').text('What this licence allows');
  doc.moveDown(0.3);
  for (const t of terms) doc.fontSize(11).fillColor('#222222').text(`•  ${t}`, { indent: 8, lineGap: 2 });
  if (f.channels?.length) {
    // Decision 0092: what the producer's Content ID administrator allowlists while the licence stands.
    doc.moveDown(0.8).fontSize(13).fillColor('#111111').text('YouTube channels covered');
    doc.moveDown(0.3).fontSize(11).fillColor('#222222');
    doc.text('Content ID claims on the beat are released for videos on these channels:', { lineGap: 2 });
    for (const id of f.channels) doc.text(`•  ${id}  (youtube.com/channel/${id})`, { indent: 8, lineGap: 2 });
  }
  doc.moveDown(1.2).fontSize(10).fillColor('#555555').text(paragraphs.at(-1)!);
  doc.end();
  return done;
}
