import {
  type DormitoryReviewInfo,
  EMPTY_PREVIEW_TEXT,
  formatDate,
  formatGeneralPriceLine,
  formatManwon,
  type GeneralReviewInfo,
  previewText,
  type ReviewListItem,
  reviewTypeLabel,
} from '@jjinbbang/domain';
import type * as React from 'react';
import { useId } from 'react';
import { HeartToggle } from '../heart-toggle';
import { cx } from '../internal/cx';
import { KeywordTagRow, keywordTagsFromCodes } from '../keyword-tag-row';
import { StarRating } from '../star-rating';
import { CardThumbnail } from './CardThumbnail';
import { CardTitle } from './CardTitle';

export type ReviewCardKind = 'general' | 'dormitory' | 'agency';

export interface ReviewCardLabels {
  /** spec 000 §5: preview text of a review without content. */
  emptyContent: string;
  dormFee: (fee: string) => string;
  capacity: (capacity: number) => string;
  like: (name: string) => string;
  unlike: (name: string) => string;
  keywords: string;
}

const DEFAULT_LABELS: ReviewCardLabels = {
  emptyContent: EMPTY_PREVIEW_TEXT,
  dormFee: (fee) => `기숙사비 ${fee}`,
  capacity: (capacity) => `${capacity}인실`,
  like: (name) => `${name} 후기 좋아요`,
  unlike: (name) => `${name} 후기 좋아요 취소`,
  keywords: '키워드',
};

export interface ReviewCardProps extends Omit<React.ComponentProps<'article'>, 'children'> {
  /** A parsed review list item (exactly one of general, dormitory or agency review info). */
  item: ReviewListItem;
  /** Opens the review. The whole card is the hit area; its title is the button. */
  onPress?: () => void;
  /** Renders the title as a link to this address instead of a button. */
  href?: string;
  /** The heart was pressed; the caller updates `liked`/`likeCount` when the server agrees (spec 000 §4). */
  onLikeChange?: (next: boolean) => void;
  /** Overrides `item`'s liked flag (e.g. an optimistic value). */
  liked?: boolean;
  /** Overrides `item.reviewInfo.likeCount`. */
  likeCount?: number;
  likePending?: boolean;
  headingLevel?: 2 | 3 | 4;
  labels?: Partial<ReviewCardLabels>;
}

type ReviewVariant =
  | { kind: 'general'; info: GeneralReviewInfo }
  | { kind: 'dormitory'; info: DormitoryReviewInfo }
  | { kind: 'agency'; info: NonNullable<ReviewListItem['agencyReviewInfo']> };

function variantOf(item: ReviewListItem): ReviewVariant {
  if (item.generalReviewInfo) return { kind: 'general', info: item.generalReviewInfo };
  if (item.dormitoryReviewInfo) return { kind: 'dormitory', info: item.dormitoryReviewInfo };
  if (item.agencyReviewInfo) return { kind: 'agency', info: item.agencyReviewInfo };
  throw new TypeError('ReviewCard: item has no review info');
}

/** A review in a list: general, dormitory or agency (spec 000 §3 review list item, §5 display rules). */
export function ReviewCard({
  item,
  onPress,
  href,
  onLikeChange,
  liked,
  likeCount,
  likePending = false,
  headingLevel = 3,
  labels,
  className,
  ...props
}: ReviewCardProps) {
  const l = { ...DEFAULT_LABELS, ...labels };
  const titleId = useId();
  const variant = variantOf(item);
  const { info } = variant;

  const typeLine = reviewTypeLabel(info);
  let priceLine: string | null = null;
  if (variant.kind === 'general') {
    priceLine = formatGeneralPriceLine({
      contractType: variant.info.contractType,
      deposit: variant.info.deposit,
      monthlyRent: variant.info.price,
      maintenanceCost: variant.info.maintenanceCost,
    });
  } else if (variant.kind === 'dormitory') {
    priceLine = `${l.dormFee(formatManwon(variant.info.dormFee))} · ${l.capacity(variant.info.capacity)}`;
  }

  const tags = keywordTagsFromCodes(item.reviewInfo.keyword);
  const date = formatDate(item.reviewInfo.updateAt);
  const isLiked = liked ?? info.liked;

  return (
    <article
      aria-labelledby={titleId}
      data-component="ReviewCard"
      data-kind={variant.kind}
      data-pressable={onPress || href ? '' : undefined}
      className={cx('jb-ReviewCard', className)}
      {...props}
    >
      <CardThumbnail src={item.image} className="jb-ReviewCard-thumbnail" />
      <div data-slot="body" className="jb-ReviewCard-body">
        <CardTitle id={titleId} level={headingLevel} href={href} onPress={onPress}>
          {info.name}
        </CardTitle>
        <p data-slot="type" className="jb-ReviewCard-type">
          {typeLine}
        </p>
        {priceLine && (
          <p data-slot="price" className="jb-ReviewCard-price">
            {priceLine}
          </p>
        )}
        <p data-slot="preview" className="jb-ReviewCard-preview">
          {previewText(item.reviewInfo.content, l.emptyContent)}
        </p>
        {tags.length > 0 && <KeywordTagRow className="jb-ReviewCard-tags" tags={tags} label={l.keywords} />}
        <div data-slot="meta" className="jb-ReviewCard-meta">
          <StarRating value={info.rating} size="sm" />
          {date && (
            <time data-slot="date" dateTime={item.reviewInfo.updateAt} className="jb-ReviewCard-date">
              {date}
            </time>
          )}
          <HeartToggle
            className="jb-ReviewCard-like"
            size="sm"
            liked={isLiked}
            count={likeCount ?? item.reviewInfo.likeCount}
            pending={likePending}
            likeLabel={l.like(info.name)}
            unlikeLabel={l.unlike(info.name)}
            onLikedChange={onLikeChange}
          />
        </div>
      </div>
    </article>
  );
}
