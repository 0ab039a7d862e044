import { beatTitleParts, formatCents } from '@beatmarket/shared';
import { DEFAULT_DESCRIPTION, pageTitle, SITE_NAME, type Head } from './head.js';
import { clip, dollars, isoDuration } from './markup.js';
import type { PublicBeat, PublicProducer } from './seo-pages.repository.js';

/** All money is integer cents in US dollars (packages/shared/src/commerce/money.ts). */
const CURRENCY = 'USD';
const DESCRIPTION_MAX = 200;

/** Absolute URLs on the configured public address (covers may already be absolute on S3 storage). */
export const absolute = (publicUrl: string, pathOrUrl: string) => new URL(pathOrUrl, `${publicUrl}/`).href;

export const beatPath = (b: Pick<PublicBeat, 'family' | 'slug'>) =>
  `/${b.family === 'feature' ? 'features' : 'beats'}/${encodeURIComponent(b.slug)}`;

/**
 * A beat page: its title, producer and price in the tab, the unfurl and the structured data
 * (schema.org Product with its cheapest Offer, and the MusicRecording). `priceFrom` is in cents.
 */
export function beatHead(beat: PublicBeat, priceFrom: number | null, publicUrl: string): Head {
  const title = beatTitleParts(beat.title, beat.beatType).full;
  const url = absolute(publicUrl, beatPath(beat));
  const producers = [beat.producerName, beat.coproducerName].filter(Boolean).join(' & ');
  const profile = beat.producerHandle
    ? absolute(publicUrl, `/profile/${encodeURIComponent(beat.producerHandle)}`)
    : null;
  const image = beat.imageUrl ? absolute(publicUrl, beat.imageUrl) : null;
  const facts = [
    beat.genres.length ? `${beat.genres.join(', ')} ${beat.family}` : null,
    beat.bpm ? `${beat.bpm} BPM` : null,
    beat.musicalKey,
  ].filter(Boolean);
  const pitch = `${title} by ${producers}${facts.length ? ` (${facts.join(', ')})` : ''}.${
    priceFrom !== null ? ` License from ${formatCents(priceFrom)} on ${SITE_NAME}.` : ''
  }`;
  const description = clip(beat.description ? `${pitch} ${beat.description}` : pitch, DESCRIPTION_MAX);
  const inStock = beat.available && !beat.sold;
  const offer =
    priceFrom === null
      ? undefined
      : {
          '@type': 'Offer',
          url,
          price: dollars(priceFrom),
          priceCurrency: CURRENCY,
          availability: `https://schema.org/${inStock ? 'InStock' : 'SoldOut'}`,
        };
  const artist = { '@type': 'Person', name: beat.producerName, ...(profile ? { url: profile } : {}) };
  const properties = [
    ...(beat.bpm ? [{ '@type': 'PropertyValue', name: 'BPM', value: beat.bpm }] : []),
    ...(beat.musicalKey ? [{ '@type': 'PropertyValue', name: 'Key', value: beat.musicalKey }] : []),
  ];
  return {
    title: pageTitle(title),
    description,
    canonical: url,
    social: {
      type: 'music.song',
      title,
      description,
      image: image ? { url: image, alt: `Cover of ${title} by ${producers}` } : null,
      properties: [
        ...(beat.durationMs
          ? [['music:duration', String(Math.round(beat.durationMs / 1000))] as [string, string]]
          : []),
        ...(profile ? [['music:musician', profile] as [string, string]] : []),
        ...(priceFrom !== null
          ? [
              ['product:price:amount', dollars(priceFrom)] as [string, string],
              ['product:price:currency', CURRENCY] as [string, string],
            ]
          : []),
      ],
      labels: [
        ...(priceFrom !== null ? [['Price', `from ${formatCents(priceFrom)}`] as [string, string]] : []),
        ['Producer', producers],
      ],
    },
    jsonLd: {
      '@context': 'https://schema.org',
      '@graph': [
        {
          '@type': 'Product',
          '@id': `${url}#product`,
          name: title,
          description,
          url,
          sku: String(beat.id),
          ...(image ? { image } : {}),
          brand: { '@type': 'Brand', name: producers },
          ...(offer ? { offers: offer } : {}),
          ...(properties.length ? { additionalProperty: properties } : {}),
        },
        {
          '@type': 'MusicRecording',
          '@id': `${url}#recording`,
          name: title,
          url,
          byArtist: artist,
          ...(image ? { image } : {}),
          ...(beat.durationMs ? { duration: isoDuration(beat.durationMs) } : {}),
          ...(beat.genres.length ? { genre: beat.genres } : {}),
          ...(beat.publishedAt ? { datePublished: beat.publishedAt.toISOString() } : {}),
        },
      ],
    },
  };
}

/** /profile/{handle}: named as the web page names it (the producer's name). */
export function producerHead(p: PublicProducer, publicUrl: string): Head {
  const description = `Beats by ${p.name} on ${SITE_NAME}: ${p.beatCount.toLocaleString('en-US')} ${
    p.beatCount === 1 ? 'beat' : 'beats'
  } to preview and license.`;
  return {
    title: pageTitle(p.name),
    description,
    canonical: absolute(publicUrl, `/profile/${encodeURIComponent(p.handle)}`),
    social: {
      type: 'profile',
      title: p.name,
      description,
      image: p.imageUrl ? { url: absolute(publicUrl, p.imageUrl), alt: `Beats by ${p.name}` } : null,
      properties: [['profile:username', p.handle]],
      labels: [['Beats', p.beatCount.toLocaleString('en-US')]],
    },
  };
}

/** A public page without a record behind it: home, content and static pages. */
export function simpleHead(opts: {
  title: string | null;
  description?: string;
  path: string;
  publicUrl: string;
}): Head {
  const description = clip(opts.description || DEFAULT_DESCRIPTION, DESCRIPTION_MAX);
  return {
    title: pageTitle(opts.title),
    description,
    canonical: absolute(opts.publicUrl, opts.path),
    social: { type: 'website', title: opts.title ?? SITE_NAME, description },
  };
}
