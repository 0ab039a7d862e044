import PDFDocument from 'pdfkit';

export interface ClaimLetterFacts {
  beatTitle: string;
  producerName: string;
  licenseeName: string;
  licenseName: string;
  verificationCode: string;
  verifyUrl: string;
  channels: string[];
  issuedAt: Date;
}

const day = (d: Date) =>
  d.toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });

/** The letter's paragraphs: what a Content ID dispute asks for (who licensed what, for which channels, how to check). */
export function claimLetterText(f: ClaimLetterFacts): string[] {
  if (!f.channels.length || [f.beatTitle, f.producerName, f.licenseeName, f.verificationCode].some((v) => !v.trim()))
    throw new Error('claim letter: a fact is missing');
  const plural = f.channels.length > 1;
  return [
    'To YouTube Content ID and the rights administrator of the beat below:',
    `${f.licenseeName} holds a licence for the beat "${f.beatTitle}" by ${f.producerName}, bought on Beatmarket on ${day(f.issuedAt)} under the ${f.licenseName} terms.`,
    `The licence covers the YouTube channel${plural ? 's' : ''} listed below. Videos on ${plural ? 'these channels' : 'this channel'} that use the beat are licensed: please release any Content ID claim made on them for this beat.`,
    `Licence code ${f.verificationCode}. Whether the licence is still valid (it is revoked if the sale is refunded), and the channels it covers, can be checked at any time at the address below.`,
    f.verifyUrl,
  ];
}

/** The claim-release letter as a PDF (pdfkit, like the licence it rests on). */
export function claimLetterPdf(f: ClaimLetterFacts): Promise<Buffer> {
  const paragraphs = claimLetterText(f);
  const doc = new PDFDocument({
    size: 'A4',
    margin: 56,
    info: { Title: `Claim release: "${f.beatTitle}"`, Author: 'Beatmarket' },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve) => doc.on('end', () => resolve(Buffer.concat(chunks))));
  doc.fontSize(10).fillColor('#7c3aed').text('BEATMARKET · CONTENT ID CLAIM RELEASE');
  doc.moveDown(0.6).fontSize(20).fillColor('#111111').text(`"${f.beatTitle}" by ${f.producerName}`);
  doc.moveDown();
  for (const p of paragraphs.slice(0, 3)) doc.fontSize(11).fillColor('#222222').text(p, { lineGap: 3 }).moveDown(0.6);
  doc.moveDown(0.2).fontSize(13).fillColor('#111111').text('Licensed channels');
  doc.moveDown(0.3).fontSize(11).fillColor('#222222');
  for (const id of f.channels) doc.text(`•  ${id}  (youtube.com/channel/${id})`, { indent: 8, lineGap: 2 });
  doc.moveDown(1).text(paragraphs[3]!, { lineGap: 3 });
  doc.moveDown(0.3).fillColor('#7c3aed').text(paragraphs[4]!, { link: f.verifyUrl, underline: true });
  doc.moveDown(1.2).fontSize(10).fillColor('#555555').text('Beatmarket, for the Producer and the Licensee.');
  doc.end();
  return done;
}
