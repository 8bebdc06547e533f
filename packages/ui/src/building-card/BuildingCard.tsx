import { EMPTY_PREVIEW_TEXT, previewText } from '@jjinbbang/domain';
import type * as React from 'react';
import { useId } from 'react';
import { HeartToggle } from '../heart-toggle';
import { cx } from '../internal/cx';
import { RatingSummary } from '../rating-summary';
import { CardThumbnail, CardTitle, type CardTitleProps } from '../review-card';

export type BuildingCardKind = 'general' | 'dormitory' | 'agency';

export interface BuildingCardLabels {
  like: (name: string) => string;
  unlike: (name: string) => string;
  /** Review count text; RatingSummary's '후기 12개' when not given. */
  reviewCount?: (count: number) => string;
  /** Preview of the newest review when it has no text. */
  emptyContent: string;
}

const DEFAULT_LABELS: BuildingCardLabels = {
  like: (name) => `${name} 좋아요`,
  unlike: (name) => `${name} 좋아요 취소`,
  emptyContent: EMPTY_PREVIEW_TEXT,
};

export interface BuildingCardProps extends Omit<React.ComponentProps<'article'>, 'children'> {
  name: string;
  /** The type line ('원/투룸 / 오피스텔', '기숙사 · 부산대', '공인중개사'). */
  typeLabel: string;
  address: string;
  /** The average of its reviews, 0..5; null (or 0) while it has none. */
  rating: number | null;
  reviewCount: number;
  /** The newest review's text when the list carries one; nothing is shown for null or undefined. */
  newestReview?: string | null;
  liked: boolean;
  /** Image URL(s); the first is the thumbnail. */
  image?: string | null;
  /** Which building it is, for styling (`data-kind`). */
  kind?: BuildingCardKind;
  /** Opens the building. The whole card is the hit area; its title is the button. */
  onPress?: () => void;
  /** Renders the title as a link instead of a button. */
  href?: string;
  /** Draws that link with the app's router: `renderLink={(props) => <Link {...props} />}`. */
  renderLink?: CardTitleProps['renderLink'];
  /** The heart was pressed; the caller updates `liked` when the server agrees (spec 000 §4). */
  onLikeChange?: (next: boolean) => void;
  likePending?: boolean;
  headingLevel?: 2 | 3 | 4;
  labels?: Partial<BuildingCardLabels>;
}

/** A building, dormitory or agency in the building view of lists (map sheets, bookmarks). */
export function BuildingCard({
  name,
  typeLabel,
  address,
  rating,
  reviewCount,
  newestReview,
  liked,
  image,
  kind = 'general',
  onPress,
  href,
  renderLink,
  onLikeChange,
  likePending = false,
  headingLevel = 3,
  labels,
  className,
  ...props
}: BuildingCardProps) {
  const l = { ...DEFAULT_LABELS, ...labels };
  const titleId = useId();
  return (
    <article
      aria-labelledby={titleId}
      data-component="BuildingCard"
      data-kind={kind}
      data-pressable={onPress || href ? '' : undefined}
      className={cx('jb-BuildingCard', className)}
      {...props}
    >
      <CardThumbnail src={image} />
      <div data-slot="body" className="jb-BuildingCard-body">
        <p data-slot="type" className="jb-BuildingCard-type">
          {typeLabel}
        </p>
        <CardTitle id={titleId} level={headingLevel} href={href} onPress={onPress} renderLink={renderLink}>
          {name}
        </CardTitle>
        <p data-slot="address" className="jb-BuildingCard-address">
          {address}
        </p>
        <RatingSummary
          size="sm"
          rating={rating}
          reviewCount={reviewCount}
          formatReviewCount={l.reviewCount}
        />
        {newestReview != null && (
          <p data-slot="preview" className="jb-BuildingCard-preview">
            {previewText(newestReview, l.emptyContent)}
          </p>
        )}
      </div>
      <HeartToggle
        className="jb-BuildingCard-like"
        liked={liked}
        pending={likePending}
        likeLabel={l.like(name)}
        unlikeLabel={l.unlike(name)}
        onLikedChange={onLikeChange}
      />
    </article>
  );
}
