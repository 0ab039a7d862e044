/**
 * The usage and privacy policies as first installed (text snippets `tos` and `privacy`). They are
 * data: administrators edit them like any snippet, and the seed never overwrites an edited text.
 * Plain HTML (headings, paragraphs, lists, links) that survives the stored-HTML sanitiser.
 */

export const USAGE_POLICY = `
<p>These terms apply to everyone who uses Beatmarket: visitors who listen, buyers who license beats, and producers who sell them. By creating an account, buying a licence or uploading a beat you accept them. The licence contract you receive with each order is part of these terms; where the two differ, the licence contract wins.</p>

<h2>1. What a licence grants</h2>
<p>A beat stays the work of its producer. Buying a licence does not buy the beat: it gives you the right to use it in the ways, and up to the limits, written in your licence.</p>
<ul>
  <li><strong>Non-exclusive licences</strong> (Basic, Standard, Unlimited) let you record one new song over the beat and release it. Each level sets the number of sale units and streams, the files you get (MP3, WAV, trackouts), and whether radio, live performances, music videos and broadcasts are included. The producer may keep licensing the same beat to others.</li>
  <li><strong>Exclusive licences</strong> take the beat off the store: nobody else can license it after you. Licences sold before your purchase stay valid for their holders.</li>
  <li><strong>Sync licences</strong> cover use in videos, adverts, films, games and podcasts, within the media and reach of the level you choose.</li>
  <li>A licence is personal to the buyer named on the order. You may not resell, sublicense, transfer or share it, or the files that come with it.</li>
  <li>Every licence carries a verification code; anyone can check it at <code>/verify/&lt;code&gt;</code>, and distributors and platforms may ask you for it.</li>
</ul>

<h2>2. What is never allowed</h2>
<ul>
  <li>Releasing or monetising anything made with a preview (the tagged audio on the site) or with a free download.</li>
  <li>Selling, sharing or uploading the beat itself, with or without changes, as a beat, loop, sample pack, stems or instrumental.</li>
  <li>Registering the beat, or a song made with it, as your own composition without crediting the producer's share.</li>
  <li>Using a beat in hateful, defamatory or illegal content, or in political campaigns, unless your licence says so in writing.</li>
  <li>Going beyond the limits of your licence (units, streams, media). Upgrade first: contact us and we credit what you already paid.</li>
  <li>Scraping the catalog, bypassing the player or download links, or uploading content you do not own.</li>
</ul>

<h2>3. Credits</h2>
<p>Credit the producer wherever credits are shown, in this form: <strong>Prod. by &lt;producer name&gt;</strong> (for example in the title or description on streaming platforms and YouTube). Credit a coproducer the same way when the beat lists one.</p>

<h2>4. Content ID and YouTube</h2>
<ul>
  <li>Some beats are registered with content identification systems (YouTube Content ID and the like) to protect producers from unlicensed use.</li>
  <li>If a song you released under a valid licence receives a claim, send us the link and your licence code through the Contact Us form. We ask the producer to release the claim, usually within five working days.</li>
  <li>You may not register a song made with a non-exclusive licence in a content identification system yourself: it would claim other licensees' songs.</li>
  <li>Monetising on YouTube is allowed when your licence includes multimedia uses, within its stream limits.</li>
</ul>

<h2>5. Payments and refunds</h2>
<p>Prices are in US dollars and include the licence, add-ons and any discount shown at checkout. Beats are digital goods delivered the moment your payment clears, so sales are final once the files or the licence have been downloaded. We refund in full when:</p>
<ul>
  <li>you were charged twice for the same order, or charged for an order that was not delivered;</li>
  <li>the files are damaged or do not match the beat you licensed, and we cannot replace them within five working days;</li>
  <li>you ask within 14 days of purchase and have not downloaded anything from the order.</li>
</ul>
<p>A refund cancels the licence: songs made under it must be taken down.</p>

<h2>6. Producers</h2>
<p>Producers who sell on Beatmarket promise that:</p>
<ul>
  <li>they own, or hold the rights to license, everything in their beats, and any samples are cleared or marked as containing samples;</li>
  <li>coproducers listed on a beat agreed to its sale and to the share split;</li>
  <li>they honour every licence sold, release Content ID claims on licensed songs, and never sell an exclusive beat elsewhere;</li>
  <li>descriptions, tags and tempo are accurate, and previews are the real beat.</li>
</ul>
<p>Producers receive their share of each sale as shown in their income statements; the rest covers payment fees, hosting and the store.</p>

<h2>7. Takedowns</h2>
<p>If you believe content on Beatmarket infringes your rights, send us the address of the page, what you own, and how to reach you through the Contact Us form. We take the content down while we look into it, tell the uploader, and restore it only if the claim turns out to be wrong. Accounts that repeatedly upload content they do not own are closed.</p>

<h2>8. Accounts and changes</h2>
<p>Keep your password to yourself; you are responsible for what happens under your account. We may suspend accounts that break these terms. We may update these terms; the version in force when you bought a licence applies to that licence, and we announce material changes by email.</p>

<h2>9. Contact</h2>
<p>Questions about a licence, a claim or these terms: use the Contact Us form in the menu. We answer within two working days.</p>
`.trim();

export const PRIVACY_POLICY = `
<p>This policy explains what Beatmarket keeps about you, why, for how long, who helps us process it, and what you can ask of us. We collect only what we need to run the store, and we never sell your data.</p>

<h2>1. What we keep</h2>
<ul>
  <li><strong>Account:</strong> your first and last name, email address, a salted hash of your password (never the password itself), your role, and your newsletter choice. Producers also give a nickname, a producer name, their voice tag and the beats, covers and files they upload.</li>
  <li><strong>Orders:</strong> what you licensed, prices, discounts, the billing address you enter at checkout, licence codes, and when you downloaded your files.</li>
  <li><strong>Payments:</strong> card details go straight to our payment gateway and never reach our servers. We keep only the gateway's reference for the payment, its amount and whether it succeeded or was refunded.</li>
  <li><strong>Activity:</strong> your favorites, ratings and comments, and anonymous counts of plays, downloads and shares.</li>
  <li><strong>Logs:</strong> our servers record requests (address, time, IP address, browser) to keep the service running, stop abuse and limit repeated login attempts.</li>
  <li><strong>Messages:</strong> what you send through the Contact Us form, and the emails we send you (receipts, password resets, invitations).</li>
</ul>

<h2>2. Cookies and local storage</h2>
<p>We use no advertising or tracking cookies. What the site stores in your browser:</p>
<ul>
  <li><strong>Session</strong> (<code>bm_sid</code>): keeps you logged in; it lasts 30 days from your last visit, or until you log out.</li>
  <li><strong>Security</strong> (<code>bm_csrf</code>): protects your account from forged requests from other sites; it holds no personal data.</li>
  <li><strong>No-autoplay</strong> (<code>beat-player-no-autoplay</code>): remembers for a year that you paused the player, so it does not start on its own.</li>
  <li><strong>Promotions:</strong> remembers which banner or offer you have already seen, for a day or a year depending on the offer.</li>
  <li><strong>Licence notice</strong> (<code>beat-downloads</code>): counts downloads so the licence reminder shows only every few downloads.</li>
  <li>A note in local storage that you have used Beatmarket before, so we show Login instead of Register.</li>
</ul>

<h2>3. Why we use it</h2>
<ul>
  <li>To run your account and deliver what you buy: orders, licence contracts and download links (contract).</li>
  <li>To take payments, pay producers their share and keep accounting records (contract and legal obligation).</li>
  <li>To keep the service secure and prevent fraud and abuse (legitimate interest).</li>
  <li>To send the newsletter, only if you opted in; every issue has an unsubscribe link (consent).</li>
  <li>To show producers how their beats do, using counts that do not name listeners (legitimate interest).</li>
</ul>

<h2>4. How long we keep it</h2>
<ul>
  <li>Account data: as long as your account exists. When you delete it, your profile, favorites, ratings and sessions are removed within 30 days.</li>
  <li>Orders, payments and licence records: as long as tax and accounting law requires (up to 10 years), and so licences you bought can still be verified.</li>
  <li>Server logs: 30 days. Contact messages: up to 2 years. Emails we sent: 90 days.</li>
</ul>

<h2>5. Who processes it for us</h2>
<p>We share data only with the services that run Beatmarket, under contracts that bind them to use it for us alone:</p>
<ul>
  <li>our payment gateway (card payments and refunds);</li>
  <li>our hosting and file storage provider (servers, database, audio and cover files);</li>
  <li>our email delivery provider (receipts, password resets, newsletters);</li>
  <li>social login providers, only if you choose to log in with one: they tell us your name and verified email.</li>
</ul>
<p>Producers see the name on orders of their beats and the sales figures they are paid on. We disclose data to authorities only when the law requires it.</p>

<h2>6. Your rights</h2>
<ul>
  <li><strong>Access and copy:</strong> ask us for a copy of the data we keep about you.</li>
  <li><strong>Correction:</strong> change your name and email in your account settings, or ask us.</li>
  <li><strong>Deletion:</strong> delete your account yourself in your account settings. Records the law makes us keep (orders, invoices) stay, detached from your profile where possible.</li>
  <li><strong>Objection and withdrawal:</strong> unsubscribe from the newsletter at any time; object to any processing based on our legitimate interest.</li>
  <li><strong>Complaint:</strong> you may complain to your data protection authority.</li>
</ul>

<h2>7. Contact</h2>
<p>For any privacy question or request, use the Contact Us form in the menu and choose a subject starting with "Privacy". We answer within 30 days, usually much sooner. We announce changes to this policy on this page and, for material ones, by email.</p>
`.trim();
