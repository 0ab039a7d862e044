/**
 * The press page's first text (issue 34). The logo files are not in it: the page shows the press kit
 * (apps/web/public/press) under the text, so an edit cannot break a download.
 */
export const PRESS_PAGE = `<p>Beatmarket is a marketplace where independent producers license their beats to artists, video creators and brands, with a contract for every sale and plain sentences about what each licence allows.</p>
<h2>About Beatmarket</h2>
<ul>
<li><strong>What it is:</strong> a beat store run by producers, with non-exclusive, exclusive and sync licences, mixing and mastering, custom beats and artist features.</li>
<li><strong>Who it is for:</strong> independent artists who release their music, and the producers who make the beats.</li>
<li><strong>How producers are paid:</strong> every sale lands in the producer's income statements, with monthly payouts.</li>
</ul>
<h2>Press enquiries</h2>
<p>Interviews, quotes or figures: write to us through the Contact Us form in the menu with the subject "Press". We answer within two working days.</p>
<h2>Articles</h2>
<p>Articles about Beatmarket are listed here as they are published.</p>`;

/**
 * The demo's press coverage: invented outlets and titles, like the demo testimonials (README). It
 * replaces the first text only while nobody has edited it.
 */
export const DEMO_PRESS_PAGE = PRESS_PAGE.replace(
  '<p>Articles about Beatmarket are listed here as they are published.</p>',
  `<ul>
<li><strong>Studio Notes Weekly</strong>, 03/14/2026: "The beat store that explains its licences in plain sentences"</li>
<li><strong>Indie Release Radar</strong>, 01/22/2026: "Five places to license a beat before you distribute a song"</li>
<li><strong>Producer's Desk podcast</strong>, 11/05/2025: "Selling beats without giving up the masters", an interview with the Beatmarket team</li>
</ul>`,
);
