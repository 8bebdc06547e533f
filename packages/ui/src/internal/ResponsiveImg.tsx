import { photoSrcSet } from '@jjinbbang/domain';
import type * as React from 'react';

export interface ResponsiveImgProps extends Omit<React.ComponentProps<'img'>, 'srcSet'> {
  src: string;
  /** How wide the image is drawn (`sizes`), so the browser picks the smallest width variant that is sharp. */
  sizes: string;
}

/**
 * An image of a photo the server made width variants of (`…/files/reviews/<hash>.w640.webp`,
 * AVIF and WebP): AVIF where the browser takes it, WebP otherwise, each as a `srcset` with `sizes`. Any other URL
 * is drawn as it is. The `<picture>` adds no box of its own (`display: contents`), so CSS written for the `<img>`
 * keeps applying.
 */
export function ResponsiveImg({ src, sizes, alt, ...props }: ResponsiveImgProps) {
  const avif = photoSrcSet(src, 'avif');
  const webp = photoSrcSet(src, 'webp');
  if (!avif || !webp) return <img src={src} alt={alt} {...props} />;
  return (
    <picture style={{ display: 'contents' }}>
      <source type="image/avif" srcSet={avif} sizes={sizes} />
      <img src={src} srcSet={webp} sizes={sizes} alt={alt} {...props} />
    </picture>
  );
}
