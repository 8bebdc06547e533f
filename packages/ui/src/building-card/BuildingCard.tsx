import { type BuildingListItem, buildingTypeLabel, EMPTY_PREVIEW_TEXT, previewText } from '@jjinbbang/domain';
import type * as React from 'react';
import { useId } from 'react';
import { HeartToggle } from '../heart-toggle';
import { cx } from '../internal/cx';
import { RatingSummary } from '../rating-summary';
import { CardThumbnail, CardTitle } from '../review-card';

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
  /** A parsed building list item (exactly one of general, dormitory or agency building info). */
  item: BuildingListItem;
  /** Opens the building. The whole card is the hit area; its title is the button. */
  onPress?: () => void;
  /** Renders the title as a link instead of a button. */
  href?: string;
  /** The heart was pressed; the caller updates `liked` when the server agrees (spec 000 §4). */
  onLikeChange?: (next: boolean) => void;
  /** Overrides the item's liked flag. */
  liked?: boolean;
  likePending?: boolean;
  headingLevel?: 2 | 3 | 4;
  labels?: Partial<BuildingCardLabels>;
}

function variantOf(item: BuildingListItem) {
  if (item.generalBuildingInfo) return { kind: 'general' as const, info: item.generalBuildingInfo };
  if (item.dormitoryBuildingInfo) return { kind: 'dormitory' as const, info: item.dormitoryBuildingInfo };
  if (item.agencyBuildingInfo) return { kind: 'agency' as const, info: item.agencyBuildingInfo };
  throw new TypeError('BuildingCard: item has no building info');
}

/** A building, dormitory or agency in the building view of lists (map sheets, bookmarks). */
export function BuildingCard({
  item,
  onPress,
  href,
  onLikeChange,
  liked,
  likePending = false,
  headingLevel = 3,
  labels,
  className,
  ...props
}: BuildingCardProps) {
  const l = { ...DEFAULT_LABELS, ...labels };
  const titleId = useId();
  const { kind, info } = variantOf(item);
  return (
    <article
      aria-labelledby={titleId}
      data-component="BuildingCard"
      data-kind={kind}
      data-pressable={onPress || href ? '' : undefined}
      className={cx('jb-BuildingCard', className)}
      {...props}
    >
      <CardThumbnail src={item.image} />
      <div data-slot="body" className="jb-BuildingCard-body">
        <p data-slot="type" className="jb-BuildingCard-type">
          {buildingTypeLabel(info)}
        </p>
        <CardTitle id={titleId} level={headingLevel} href={href} onPress={onPress}>
          {info.name}
        </CardTitle>
        <p data-slot="address" className="jb-BuildingCard-address">
          {info.address}
        </p>
        <RatingSummary
          size="sm"
          rating={info.rating}
          reviewCount={info.reviewCount}
          formatReviewCount={l.reviewCount}
        />
        {item.reviewInfo && (
          <p data-slot="preview" className="jb-BuildingCard-preview">
            {previewText(item.reviewInfo.content, l.emptyContent)}
          </p>
        )}
      </div>
      <HeartToggle
        className="jb-BuildingCard-like"
        liked={liked ?? info.liked}
        pending={likePending}
        likeLabel={l.like(info.name)}
        unlikeLabel={l.unlike(info.name)}
        onLikedChange={onLikeChange}
      />
    </article>
  );
}
