const PALETTES = [
  ['#7c3aed', '#db2777'],
  ['#0ea5e9', '#22c55e'],
  ['#f97316', '#e11d48'],
  ['#14b8a6', '#6366f1'],
  ['#eab308', '#ef4444'],
  ['#8b5cf6', '#06b6d4'],
  ['#f43f5e', '#8b5cf6'],
  ['#10b981', '#0ea5e9'],
];

/** A small deterministic generator (mulberry32): the same beat always gets the same art. */
function random(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * Generated cover art for a beat without one (the demo catalog): a gradient, rings and a row of
 * equalizer bars, all chosen from the seed so covers differ per beat. No text: the card crop and the
 * play button cut a title baked into the image ("Neon Nights Pt.▶"), and the page prints it anyway.
 */
export function coverArt(seed: number): string {
  const next = random(seed);
  const [a, b] = PALETTES[seed % PALETTES.length]!;
  const angle = Math.floor(next() * 360);
  const cx = 120 + next() * 360;
  const cy = 100 + next() * 260;
  const rings = Array.from(
    { length: 7 },
    (_, r) =>
      `<circle cx="${cx.toFixed(0)}" cy="${cy.toFixed(0)}" r="${50 + r * 48}" fill="none" stroke="white" stroke-opacity="${(0.05 + r * 0.018).toFixed(3)}" stroke-width="${11 - r}"/>`,
  ).join('');
  const bars = Array.from({ length: 24 }, (_, i) => {
    const h = 20 + next() * 150;
    return `<rect x="${36 + i * 22}" y="${(560 - h).toFixed(0)}" width="12" height="${h.toFixed(0)}" rx="6" fill="white" fill-opacity="${(0.12 + next() * 0.2).toFixed(2)}"/>`;
  }).join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1440" height="1440" viewBox="0 0 600 600"><defs><linearGradient id="g" gradientTransform="rotate(${angle} .5 .5)"><stop offset="0" stop-color="${a}"/><stop offset="1" stop-color="${b}"/></linearGradient><radialGradient id="s" cx=".3" cy=".25" r=".8"><stop offset="0" stop-color="white" stop-opacity=".18"/><stop offset="1" stop-color="black" stop-opacity=".35"/></radialGradient></defs><rect width="600" height="600" fill="url(#g)"/><rect width="600" height="600" fill="url(#s)"/>${rings}${bars}</svg>`;
}
