import { pickThumbnail } from '@jjinbbang/domain';
import * as React from 'react';
import { cx } from '../internal/cx';
import { ResponsiveImg } from '../internal/ResponsiveImg';
import './ReviewCard.css';

export interface CardThumbnailProps extends Omit<React.ComponentProps<'span'>, 'children'> {
  /** Image URL(s) as the wire gives them; the first is the thumbnail. */
  src: readonly (string | null | undefined)[] | string | null | undefined;
  /** Alternative text; decorative ('') by default because the card's title names the subject. */
  alt?: string;
  /** Shown when there is no usable image or it fails to load. */
  placeholder?: React.ReactNode;
}

function PlaceholderIllustration() {
  return (
    <svg
      viewBox="0 0 24 24"
      width="32"
      height="32"
      aria-hidden="true"
      focusable="false"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.6"
      strokeLinejoin="round"
    >
      <path d="M4 10.5 12 4l8 6.5V20H4z" />
      <path d="M9.5 20v-5h5v5" />
    </svg>
  );
}

/**
 * The square thumbnail of review and building cards. spec 000 §5: blank when missing or a localhost address
 * (pickThumbnail), and a placeholder on a load error.
 */
export function CardThumbnail({ src, alt = '', placeholder, className, ...props }: CardThumbnailProps) {
  const url = pickThumbnail(src);
  const [failedUrl, setFailedUrl] = React.useState<string | null>(null);
  const showImage = url !== '' && failedUrl !== url;
  return (
    <span
      data-slot="thumbnail"
      data-state={showImage ? 'image' : 'placeholder'}
      className={cx('jb-CardThumbnail', className)}
      {...props}
    >
      {showImage ? (
        <ResponsiveImg
          src={url}
          sizes="88px"
          width={88}
          height={88}
          alt={alt}
          loading="lazy"
          decoding="async"
          onError={() => setFailedUrl(url)}
        />
      ) : (
        (placeholder ?? <PlaceholderIllustration />)
      )}
    </span>
  );
}
