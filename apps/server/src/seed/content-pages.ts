import { PRESS_PAGE } from './press-page.js';

/**
 * First texts of the content pages (`/page/{slug}`) and of the services and testimonials pages'
 * introductions and dialogs (issue 18). They are data: administrators edit them in place, and the
 * seed never overwrites a text that exists. Plain HTML that survives the stored-HTML sanitiser.
 */
export const CONTENT_PAGES: { id: string; title: string; content: string }[] = [
  {
    id: 'about-us',
    title: 'About Us',
    content: `<p>Beatmarket is a marketplace run by producers, for the artists who record over their beats. Every beat in the catalog is made by a producer we know, previewed in full, and licensed in a few clicks with a contract you can show any distributor.</p>
<h2>What we do</h2>
<ul>
<li><strong>Beats you can release.</strong> Non-exclusive, exclusive and sync licences with the limits written in plain sentences before you pay.</li>
<li><strong>Producers paid fairly.</strong> Producers keep the larger share of every sale, and see each sale in their income statements.</li>
<li><strong>Help after the sale.</strong> Mixing and mastering, custom beats and Content ID claims handled by people, not a ticket queue.</li>
</ul>
<h2>Where we come from</h2>
<p>We started as a small group of producers selling beats from one website. Artists kept asking the same questions: can I put this on Spotify, what happens if the beat gets sold, who do I credit? Beatmarket answers them on every beat page, in every licence and in our <a href="/page/general-faq">FAQ</a>.</p>
<p>Questions, partnerships or press: use the Contact Us form in the menu. We answer within two working days.</p>`,
  },
  {
    id: 'artist-features',
    title: 'Artist Features',
    content: `<p>Want a verse, a hook or a full feature from an artist in our network? Features are listed in the catalog like beats, each with its price and what is included.</p>
<h2>How it works</h2>
<ol>
<li>Pick a feature from the <strong>Features</strong> section of the catalog and listen to the artist's previews.</li>
<li>Buy it like a beat: the licence says how the vocals may be used and credited.</li>
<li>Send your song (an MP3 with your verses and the beat) from your order page. The artist records within the turnaround shown on the feature.</li>
<li>You receive the dry vocals and a rough mix, ready for your engineer or our <a href="/mixing-and-mastering-services">mixing and mastering</a> service.</li>
</ol>
<p>Every feature includes one round of small changes (timing, an ad-lib, a word). Lyrics you cannot use in your country? Tell us before the recording and we find a solution.</p>`,
  },
  {
    id: 'custom-beats',
    title: 'Custom Beats',
    content: `<p>Not finding the exact sound in the catalog? Our producers make beats to order: your references, your tempo, your key, and an exclusive licence included.</p>
<h2>How it works</h2>
<ol>
<li>Pick an offer below: each producer's offer shows its price (or "Price on quote"), its deposit, the revisions it includes and its delivery time. No offer that fits? Send your brief to any producer and they quote.</li>
<li>Write your brief: what you need, reference links, tempo, key, mood and your deadline, with files if you have them (a demo, a vocal, stems).</li>
<li>The producer answers on your order page with a price and a delivery date (an offer with a fixed price skips this step). Accept it and pay the deposit at checkout.</li>
<li>The producer delivers versions on your order page, where you both write and share files. Ask for the revisions the offer includes, or accept the delivery.</li>
<li>Pay the balance at checkout: the files become yours to download, with an exclusive licence PDF anyone can check by its code.</li>
</ol>
<h2>What you get</h2>
<ul>
<li>A beat made for you from your brief and your references.</li>
<li>The files the producer delivers (WAV, MP3, trackouts as agreed on the thread), with an exclusive licence: nobody else will ever license it.</li>
</ul>`,
  },
  {
    id: 'store',
    title: 'Store',
    content: `<p>Beyond beats, our producers sell the tools they use every day: drum kits, loop packs, vocal chains and presets, all royalty-free for the music you release.</p>
<ul>
<li><strong>Drum kits</strong>: one-shots and loops recorded and processed by our producers.</li>
<li><strong>Melody loops</strong>: keys, guitars and pads in labelled tempo and key, cleared for commercial use.</li>
<li><strong>Presets and vocal chains</strong>: for the most common plug-ins, with a short video on how to use them.</li>
</ul>
<p>Sound packs are delivered as ZIP downloads on your order page, like a beat's files. A pack's licence lets you use its sounds in your own songs and beats; it does not let you resell the sounds themselves.</p>
<h2>Premium membership</h2>
<p>Members take a set number of beats every month or year, each under the licence their plan names. <a href="#premium-inquiry">Ask about premium membership</a>.</p>`,
  },
  {
    id: 'contests',
    title: 'Contests',
    content: `<p>Contests are how artists get heard and producers get placements. Each contest names its beat, its rules, its prizes and its deadline.</p>
<h2>How to enter</h2>
<ol>
<li>Download the contest beat from the contest announcement (a free, tagged version for the contest only).</li>
<li>Record your song and publish it on YouTube or SoundCloud with the contest's hashtag.</li>
<li>Send us the link through the Contact Us form before the deadline.</li>
</ol>
<p>The winners get a free Unlimited licence on the contest beat, mixing and mastering of their song, and a feature on our home page and social channels. Entries are judged by the producer of the beat and our team, on the song, the performance and the creativity.</p>
<p>Songs entered in a contest may not be monetised until you license the beat.</p>`,
  },
  {
    id: 'our-clients',
    title: 'Our Clients',
    content: `<p>Independent artists record most of the songs made with our beats, and they are the reason we exist. Our beats are also heard in:</p>
<ul>
<li><strong>Independent releases</strong> on every streaming platform, from first singles to charting albums.</li>
<li><strong>Video creators</strong> who license sync beats for their channels, podcasts and documentaries.</li>
<li><strong>Agencies and brands</strong> that need music for adverts and campaigns, cleared for the media they buy.</li>
<li><strong>Game studios</strong> licensing tracks for trailers and soundtracks.</li>
</ul>
<p>Read what artists say on our <a href="/testimonials">testimonials</a> page. Working on a bigger project and need several beats or a custom licence? Contact us: we put together a quote within two working days.</p>`,
  },
  {
    id: 'general-faq',
    title: 'General FAQ',
    content: `<h2>Do I need an account to buy?</h2>
<p>You can listen and browse without one. To buy, sign up with your email or a social login: your orders, licences and downloads stay in your account.</p>
<h2>How do I pay?</h2>
<p>By card at checkout. Your payment is taken only once your licence and files are ready, and a receipt is mailed to you.</p>
<h2>Where are my files?</h2>
<p>On your order page, right after payment, and linked from your receipt. Download links are private to you and renewed whenever you open the order.</p>
<h2>Can I get a refund?</h2>
<p>Beats are digital goods, so sales are final once files are downloaded. We refund double charges, damaged files and orders with nothing downloaded within 14 days: see the <a href="/page/usage-policy">usage policy</a>.</p>
<h2>How do I contact you?</h2>
<p>Use Contact Us in the menu. We answer within two working days.</p>`,
  },
  {
    id: 'beats_faq',
    title: 'Beats FAQ',
    content: `<h2>What is the difference between the licences?</h2>
<p>Non-exclusive licences (Basic, Standard, Unlimited) let you release a song while the producer keeps selling the beat; each sets sale and stream limits and the files you get. An exclusive licence takes the beat off the store. The licence editor compares them in plain sentences before you add a beat to your cart. More in our <a href="id::purchase-info">purchase information</a>.</p>
<h2>Can I use a free download in a release?</h2>
<p>No. Free downloads carry a voice tag and are for writing and demos only. See the <a href="id::free-download-policy">free download policy</a>.</p>
<h2>Can I put my song on YouTube?</h2>
<p>Yes, when your licence includes multimedia uses. Read the <a href="id::youtube-policy">YouTube policy</a> before you monetise.</p>
<h2>What if the beat is sold exclusively after I bought it?</h2>
<p>Your licence stays valid for its full term. Only new licences stop.</p>
<h2>How do I credit the producer?</h2>
<p>Write <strong>Prod. by</strong> and the producer's name wherever credits are shown.</p>`,
  },
  {
    id: 'artists-faq',
    title: 'Artists FAQ',
    content: `<h2>I am a producer. Can I sell my beats here?</h2>
<p>Yes. Ask us for a producer account through Contact Us with links to your work. Once approved, you upload beats from your dashboard; each beat is reviewed before it goes live.</p>
<h2>How much do producers earn?</h2>
<p>Producers keep the larger share of each sale, split with a coproducer when the beat names one. Every sale appears in your income statements, and payouts are made monthly.</p>
<h2>What files do I upload?</h2>
<p>A WAV master (we make the tagged preview and MP3 for you), a cover image and, for higher licences, a ZIP of trackouts.</p>
<h2>Who owns my beats?</h2>
<p>You do. Buyers get licences, never the beat itself. An exclusive sale removes the beat from the store, and you must not sell it elsewhere afterwards.</p>`,
  },
  {
    id: 'mix-master',
    title: 'Mixing & Mastering',
    content: `<p>Send us your vocals and the beat's trackouts; get back a finished record that holds up next to everything else on the playlist. Every song is mixed by an engineer who works on hip-hop, R&amp;B and pop daily, with revisions until you are happy.</p>`,
  },
  {
    id: 'testimonials',
    title: 'Testimonials',
    content: '<p>Artists, creators and producers on working with Beatmarket.</p>',
  },
  {
    id: 'press',
    title: 'Press',
    content: PRESS_PAGE,
  },
  {
    id: 'premium-users',
    title: 'Premium membership',
    // Only what the plans give (issue 34): their allowance and licence, read from the plans on /membership-plans.
    content: `<p>Premium members take a set number of beats every month or year, each under the licence their plan names, from the whole store or from one producer's beats. The allowance starts again each period; you can cancel at any time and keep access to the end of the period you paid for.</p>`,
  },
  {
    id: 'contact',
    title: 'Contact Us',
    content: '<p>Questions about a licence, a beat or your order? Write to us: we answer within two working days.</p>',
  },
];
