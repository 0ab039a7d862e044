import { RESPONSIVE_IMAGE_DEFAULT_MAP, RESPONSIVE_IMAGE_WIDTHS, responsiveVariant } from '@beatmarket/shared';
import type { ImgHTMLAttributes } from 'react';

/** Spec §9 default map (viewport width → image width) as a `sizes` list. */
const DEFAULT_SIZES = Object.entries(RESPONSIVE_IMAGE_DEFAULT_MAP)
  .map(([viewport, width], i, all) => (i === all.length - 1 ? `${width}px` : `(max-width: ${viewport}px) ${width}px`))
  .join(', ');

/**
 * An image stored in every responsive width (`-{width}` before the extension): the browser picks the
 * smallest that fills its slot, so a phone never downloads the 1440 px cover.
 */
export function ResponsiveImage({
  src,
  sizes = DEFAULT_SIZES,
  alt = '',
  ...rest
}: ImgHTMLAttributes<HTMLImageElement> & { src: string }) {
  const srcSet = RESPONSIVE_IMAGE_WIDTHS.map((w) => `${responsiveVariant(src, w)} ${w}w`).join(', ');
  return <img src={responsiveVariant(src, 480)} srcSet={srcSet} sizes={sizes} alt={alt} {...rest} />;
}
