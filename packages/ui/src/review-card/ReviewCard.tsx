import { EMPTY_PREVIEW_TEXT, formatDate, previewText } from '@jjinbbang/domain';
import type * as React from 'react';
import { useId } from 'react';
import { HeartToggle } from '../heart-toggle';
import { cx } from '../internal/cx';
import { KeywordTagRow, keywordTagsFromCodes } from '../keyword-tag-row';
import { StarRating } from '../star-rating';
import { CardThumbnail } from './CardThumbnail';
import { CardTitle, type CardTitleProps } from './CardTitle';

export type ReviewCardKind = 'general' | 'dormitory' | 'agency';

export interface ReviewCardLabels {
  /** spec 000 §5: preview text of a review without content. */
  emptyContent: string;
  like: (title: string) => string;
  unlike: (title: string) => string;
  keywords: string;
}

const DEFAULT_LABELS: ReviewCardLabels = {
  emptyContent: EMPTY_PREVIEW_TEXT,
  like: (title) => `${title} 후기 좋아요`,
  unlike: (title) => `${title} 후기 좋아요 취소`,
  keywords: '키워드',
};

export interface ReviewCardProps extends Omit<React.ComponentProps<'article'>, 'children' | 'title'> {
  /** The card's heading: the building's name, or (on that building's own page) the review's type line. */
  title: string;
  /** The line under the title ('원/투룸 · 중층', '기숙사 · 부산대'); omit when the title already says it. */
  typeLabel?: string | null;
  /** One line of price ('월세 500/45 · 관리비 5', '기숙사비 150만원 · 2인실'); none for agencies. */
  priceSummary?: string | null;
  /** The review text; the card shows its first 50 characters (spec 000 §5). */
  content: string;
  /** Keyword codes (KeywordTagRow). */
  keywords?: readonly string[];
  /** 1..5 stars. */
  rating: number;
  /** ISO date-time of the last update, shown as YYYY.MM.DD. */
  updatedAt?: string | null;
  likeCount: number;
  liked: boolean;
  /** Image URL(s); the first is the thumbnail. */
  image?: string | null;
  /** Which review it is, for styling (`data-kind`). */
  kind?: ReviewCardKind;
  /** Opens the review. The whole card is the hit area; its title is the button. */
  onPress?: () => void;
  /** Renders the title as a link to this address instead of a button. */
  href?: string;
  /** Draws that link with the app's router: `renderLink={(props) => <Link {...props} />}`. */
  renderLink?: CardTitleProps['renderLink'];
  /** The heart was pressed; the caller updates `liked`/`likeCount` when the server agrees (spec 000 §4). */
  onLikeChange?: (next: boolean) => void;
  likePending?: boolean;
  headingLevel?: 2 | 3 | 4;
  labels?: Partial<ReviewCardLabels>;
}

/** A review in a list: general, dormitory or agency (spec 000 §3 review list item, §5 display rules). */
export function ReviewCard({
  title,
  typeLabel,
  priceSummary,
  content,
  keywords = [],
  rating,
  updatedAt,
  likeCount,
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
}: ReviewCardProps) {
  const l = { ...DEFAULT_LABELS, ...labels };
  const titleId = useId();
  const tags = keywordTagsFromCodes(keywords);
  const date = formatDate(updatedAt);

  return (
    <article
      aria-labelledby={titleId}
      data-component="ReviewCard"
      data-kind={kind}
      data-pressable={onPress || href ? '' : undefined}
      className={cx('jb-ReviewCard', className)}
      {...props}
    >
      <CardThumbnail src={image} className="jb-ReviewCard-thumbnail" />
      <div data-slot="body" className="jb-ReviewCard-body">
        <CardTitle id={titleId} level={headingLevel} href={href} onPress={onPress} renderLink={renderLink}>
          {title}
        </CardTitle>
        {typeLabel && (
          <p data-slot="type" className="jb-ReviewCard-type">
            {typeLabel}
          </p>
        )}
        {priceSummary && (
          <p data-slot="price" className="jb-ReviewCard-price">
            {priceSummary}
          </p>
        )}
        <p data-slot="preview" className="jb-ReviewCard-preview">
          {previewText(content, l.emptyContent)}
        </p>
        {tags.length > 0 && <KeywordTagRow className="jb-ReviewCard-tags" tags={tags} label={l.keywords} />}
        <div data-slot="meta" className="jb-ReviewCard-meta">
          <StarRating value={rating} size="sm" />
          {date && (
            <time data-slot="date" dateTime={updatedAt ?? undefined} className="jb-ReviewCard-date">
              {date}
            </time>
          )}
          <HeartToggle
            className="jb-ReviewCard-like"
            size="sm"
            liked={liked}
            count={likeCount}
            pending={likePending}
            likeLabel={l.like(title)}
            unlikeLabel={l.unlike(title)}
            onLikedChange={onLikeChange}
          />
        </div>
      </div>
    </article>
  );
}
