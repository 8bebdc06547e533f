import { EMPTY_PREVIEW_TEXT, previewText } from '@jjinbbang/domain';
import type * as React from 'react';
import { useId } from 'react';
import { HeartToggle } from '../heart-toggle';
import { cx } from '../internal/cx';
import { RatingSummary } from '../rating-summary';
import { CardThumbnail, CardTitle, type CardTitleProps } from '../review-card';
import './BuildingCard.css';

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
  /** 카드 제목: 건물, 기숙사 또는 공인중개사 이름. */
  name: string;
  /** 제목 위의 유형 줄("원/투룸 / 오피스텔", "기숙사 · 부산대", "공인중개사"). */
  typeLabel: string;
  /** 주소 한 줄. */
  address: string;
  /** 후기 평균 별점(0~5). 후기가 없으면 null. */
  rating: number | null;
  /** 후기 수. 0이면 별점 대신 "아직 후기가 없어요"가 보입니다. */
  reviewCount: number;
  /**
   * 한 달 비용 한 줄("실거주 월 45만원", 기숙사는 "기숙사비 한 달 약 37.5만원"). 지도 목록을 실거주비 낮은순으로 볼 때
   * 순서의 근거가 됩니다. 후기가 적어 숫자를 보여 주지 않을 때는 비웁니다.
   */
  costSummary?: string | null;
  /** 최신 후기 미리보기(앞 50자). null이나 비우면 줄째 숨깁니다. */
  newestReview?: string | null;
  /** 내가 좋아요를 눌렀는지(채운 하트). */
  liked: boolean;
  /** 사진 주소. 없으면 회색 자리 그림이 보입니다. */
  image?: string | null;
  /** 어떤 곳인지: general(일반 건물) · dormitory(기숙사) · agency(공인중개사). `data-kind`로 스타일에 씁니다. */
  kind?: BuildingCardKind;
  /** 카드를 누르면 불립니다(건물 열기). 카드 전체가 눌리는 자리이고, 제목이 그 버튼입니다. */
  onPress?: () => void;
  /** 주면 제목이 이 주소로 가는 링크가 됩니다(버튼 대신). */
  href?: string;
  /** 그 링크를 앱의 라우터로 그립니다(개발용): `renderLink={(props) => <Link {...props} />}`. */
  renderLink?: CardTitleProps['renderLink'];
  /** 하트를 누르면 불립니다. 서버가 받아들인 뒤에 `liked`를 바꿉니다(spec 000 §4). Promise를 돌려주면 끝날 때까지 하트가 보내는 중이 됩니다. */
  onLikeChange?: (next: boolean) => void | PromiseLike<unknown>;
  /** 좋아요 요청이 진행 중인 동안 켭니다(`onLikeChange`가 Promise를 돌려주지 않는 화면). 그동안 하트를 다시 눌러도 아무 일도 없습니다. */
  likePending?: boolean;
  /** 제목의 제목 단계(h2~h4, 기본 h3). 화면의 제목 구조에 맞춥니다. */
  headingLevel?: 2 | 3 | 4;
  /** 화면낭독기와 빈 미리보기에 쓰는 글자(좋아요 이름, 후기 수 형식 등). 다른 제품에서 바꿀 때 씁니다. */
  labels?: Partial<BuildingCardLabels>;
}

/** A building, dormitory or agency in the building view of lists (map sheets, bookmarks). */
export function BuildingCard({
  name,
  typeLabel,
  address,
  rating,
  reviewCount,
  costSummary,
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
        {costSummary && (
          <p data-slot="cost" className="jb-BuildingCard-cost">
            {costSummary}
          </p>
        )}
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
