import { EMPTY_PREVIEW_TEXT, formatDate, previewText, TYPE_LINE_SEPARATOR } from '@jjinbbang/domain';
import type * as React from 'react';
import { Fragment, useId } from 'react';
import { HeartToggle } from '../heart-toggle';
import { cx } from '../internal/cx';
import { KeywordTagRow, keywordTagsFromCodes } from '../keyword-tag-row';
import { StarRating } from '../star-rating';
import { CardThumbnail } from './CardThumbnail';
import { CardTitle, type CardTitleProps } from './CardTitle';
import './ReviewCard.css';

/** The price line's parts are joined by the domain's separator: the line breaks there only. */
const PRICE_PART_SEPARATOR = TYPE_LINE_SEPARATOR;

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
  /** 카드 제목: 건물 이름, 또는 그 건물 상세 안에서는 후기의 유형 줄. */
  title: string;
  /** 제목 아래 줄("원/투룸 · 중층", "기숙사 · 부산대"). 제목이 이미 말해 주면 비웁니다. */
  typeLabel?: string | null;
  /** 가격 한 줄("월세 500/45 · 관리비 5", "기숙사비 150만원 · 2인실"). 공인중개사 후기에는 없습니다. */
  priceSummary?: string | null;
  /** 후기 본문. 카드에는 앞 50자만 보입니다(spec 000 §5). 비어 있으면 "내용이 없는 후기입니다" 같은 안내가 보입니다. */
  content: string;
  /** 키워드 코드 목록. 한 줄(KeywordTagRow)에 들어가는 만큼 보이고 나머지는 "+N"이 됩니다. */
  keywords?: readonly string[];
  /**
   * "+N"을 눌러 숨은 키워드를 펼칠 수 있는지(기본 켜짐). 펼치면 태그가 여러 줄로 보이고 끝에 "접기"가 생깁니다. "+N"은
   * 카드 위에 떠 있어서 눌러도 후기로 이동하지 않습니다. 끄면 "+N"은 개수만 알리는 글자입니다.
   */
  keywordsExpandable?: boolean;
  /** 별점(1~5). */
  rating: number;
  /** 마지막으로 고친 때(ISO 날짜·시간). "2026.03.14"처럼 보입니다. 비우면 날짜를 숨깁니다. */
  updatedAt?: string | null;
  /** 하트 옆에 보이는 좋아요 수. */
  likeCount: number;
  /** 내가 좋아요를 눌렀는지(채운 하트). */
  liked: boolean;
  /** 사진 주소. 없으면 회색 자리 그림이 보입니다. */
  image?: string | null;
  /** 어떤 후기인지: general(일반 건물) · dormitory(기숙사) · agency(공인중개사). `data-kind`로 스타일에 씁니다. */
  kind?: ReviewCardKind;
  /** 카드를 누르면 불립니다(후기 열기). 카드 전체가 눌리는 자리이고, 제목이 그 버튼입니다. */
  onPress?: () => void;
  /** 주면 제목이 이 주소로 가는 링크가 됩니다(버튼 대신). */
  href?: string;
  /** 그 링크를 앱의 라우터로 그립니다(개발용): `renderLink={(props) => <Link {...props} />}`. */
  renderLink?: CardTitleProps['renderLink'];
  /** 하트를 누르면 불립니다. 서버가 받아들인 뒤에 `liked`·`likeCount`를 바꿉니다(spec 000 §4). Promise를 돌려주면 끝날 때까지 하트가 보내는 중이 됩니다. */
  onLikeChange?: (next: boolean) => void | PromiseLike<unknown>;
  /** 좋아요 요청이 진행 중인 동안 켭니다(`onLikeChange`가 Promise를 돌려주지 않는 화면). 그동안 하트를 다시 눌러도 아무 일도 없습니다. */
  likePending?: boolean;
  /** 제목의 제목 단계(h2~h4, 기본 h3). 화면의 제목 구조에 맞춥니다. */
  headingLevel?: 2 | 3 | 4;
  /** 화면낭독기와 빈 본문 안내에 쓰는 글자(좋아요 이름, 키워드 목록 이름 등). 다른 제품에서 바꿀 때 씁니다. */
  labels?: Partial<ReviewCardLabels>;
}

/** A review in a list: general, dormitory or agency (spec 000 §3 review list item, §5 display rules). */
export function ReviewCard({
  title,
  typeLabel,
  priceSummary,
  content,
  keywords = [],
  keywordsExpandable = true,
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
            {/* the line may wrap between its parts, never inside one ("실거주 월⏎48.6만원") */}
            {priceSummary.split(PRICE_PART_SEPARATOR).map((part, i) => (
              <Fragment key={part}>
                {i > 0 && PRICE_PART_SEPARATOR}
                <span data-slot="price-part" className="jb-ReviewCard-price-part">
                  {part}
                </span>
              </Fragment>
            ))}
          </p>
        )}
        <p data-slot="preview" className="jb-ReviewCard-preview">
          {previewText(content, l.emptyContent)}
        </p>
        {tags.length > 0 && (
          <KeywordTagRow
            className="jb-ReviewCard-tags"
            tags={tags}
            label={l.keywords}
            expandable={keywordsExpandable}
          />
        )}
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
