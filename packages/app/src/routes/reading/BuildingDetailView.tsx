import type { BuildingEntry, KeywordCount, ListEntry, PlaceCost, SortOption } from '@jjinbbang/domain';
import {
  BackIcon,
  Button,
  ErrorState,
  HeartToggle,
  IconButton,
  ImageSlider,
  KeywordCountChips,
  ListSkeleton,
  RatingSummary,
  ScrollToTopButton,
  Skeleton,
  SortSelect,
} from '@jjinbbang/ui';
import { useRef } from 'react';
import { Link } from 'wouter';
import type { PagedListState } from '../../hooks/usePagedList';
import { links } from '..';
import { EntryList, type LikeControls } from '../common/EntryList';
import { GoneActions } from '../common/GoneActions';
import { LazyVerificationGate } from './LazyVerificationGate';
import { PlaceCostSection } from './PlaceCostSection';
import './reading.css';

export interface BuildingDetailViewProps {
  /** `gone`: no such building (deleted with its last review, or a wrong address) — a way back, no retry. */
  status: 'loading' | 'error' | 'gone' | 'ready';
  /** Not signed in or not verified: the verification sheet covers the page (spec 000 §2). */
  gated: boolean;
  isAuthenticated: boolean;
  building?: BuildingEntry;
  images: readonly string[];
  /** Top 5 positive keywords with their counts. */
  keywords: readonly KeywordCount[];
  errorText?: string | null;
  /** Null when retrying cannot help (the address names no building). */
  onRetry: (() => void) | null;
  onBack: () => void;
  /** The heart waits while the promise runs. */
  onLikeChange: (liked: boolean) => PromiseLike<unknown>;
  reviews: PagedListState<ListEntry>;
  sort: SortOption;
  onSortChange: (sort: SortOption) => void;
  reviewLikes: LikeControls;
  /** 월 실거주비, campus comparison and 보증금 반환 기록; absent while loading or when it failed. */
  cost?: PlaceCost | null;
}

/** `/building/{id}`: photos, name, address, type, rating, keywords and the building's reviews. */
export function BuildingDetailView({
  status,
  gated,
  isAuthenticated,
  building,
  images,
  keywords,
  errorText,
  onRetry,
  onBack,
  onLikeChange,
  reviews,
  sort,
  onSortChange,
  reviewLikes,
  cost = null,
}: BuildingDetailViewProps) {
  const titleRef = useRef<HTMLHeadingElement>(null);
  const gate = <LazyVerificationGate open={gated} isAuthenticated={isAuthenticated} onBack={onBack} />;

  if (status === 'gone') {
    return (
      <>
        <ErrorState
          headingLevel={1}
          title="건물을 찾을 수 없어요"
          hint={errorText ?? '후기가 모두 지워져 사라졌거나 주소가 바뀐 건물이에요.'}
          action={<GoneActions onBack={onBack} />}
        />
        {gate}
      </>
    );
  }

  if (status === 'error' || (status === 'ready' && !building)) {
    return (
      <>
        <ErrorState
          headingLevel={1}
          title="데이터를 불러오는 중 오류가 발생했어요"
          hint={errorText ?? '잠시 후 다시 시도해 주세요.'}
          onRetry={onRetry ?? undefined}
          action={
            <Button variant="secondary" onClick={onBack}>
              돌아가기
            </Button>
          }
        />
        {gate}
      </>
    );
  }

  if (status === 'loading' || !building) {
    return (
      <>
        <div role="status" aria-busy="true" className="jb-reading-loading">
          <span className="jb-visually-hidden">건물 정보를 불러오는 중</span>
          <Skeleton className="jb-reading-loading-hero" />
          <div className="jb-reading-body">
            <Skeleton shape="text" width="40%" />
            <Skeleton shape="text" width="70%" height={28} />
            <Skeleton shape="text" width="90%" />
          </div>
        </div>
        {gate}
      </>
    );
  }

  return (
    <>
      <article className="jb-reading-detail jb-building-detail" aria-labelledby="building-title">
        <ImageSlider
          images={images}
          label={`${building.name} 사진`}
          backButton={<IconButton label="뒤로 가기" variant="filled" icon={<BackIcon />} onClick={onBack} />}
        />
        <div className="jb-reading-body">
          <p className="jb-reading-type">{building.typeLabel}</p>
          <div className="jb-reading-title-row">
            <h1 id="building-title" ref={titleRef} tabIndex={-1} className="jb-reading-title">
              {building.name}
            </h1>
            <HeartToggle
              liked={building.liked}
              likeLabel={`${building.name} 좋아요`}
              unlikeLabel={`${building.name} 좋아요 취소`}
              onLikedChange={onLikeChange}
            />
          </div>
          <p className="jb-reading-secondary">{building.address}</p>
          <RatingSummary rating={building.rating} reviewCount={building.reviewCount} size="lg" />
          {keywords.length > 0 && <KeywordCountChips keywords={keywords} />}
        </div>
        {cost && (
          <PlaceCostSection
            cost={cost}
            isAgency={building.isAgency}
            isDormitory={building.reviewKind === 'DORM'}
            campusLink={
              cost.campus
                ? (children) => <Link href={links.campus(cost.campus?.campus.id ?? 0)}>{children}</Link>
                : undefined
            }
          />
        )}
        <section className="jb-reading-section jb-building-reviews" aria-labelledby="building-reviews">
          <div className="jb-reading-section-head">
            <h2 id="building-reviews" className="jb-app-section-title">
              후기
            </h2>
            {/* Nothing to order on a place without reviews: the sort menu would sit over an empty list. */}
            {building.reviewCount > 0 && (
              <SortSelect label="후기 정렬" value={sort} onValueChange={onSortChange} />
            )}
          </div>
          {reviews.status === 'error' ? (
            <ErrorState
              layout="inline"
              headingLevel={3}
              title="후기를 불러오지 못했어요"
              hint={reviews.errorText ?? undefined}
              onRetry={reviews.onRetry}
            />
          ) : reviews.status === 'loading' ? (
            <ListSkeleton count={2} label="후기를 불러오는 중" />
          ) : reviews.items.length === 0 ? null : ( // spec 000 §8: a review list with zero items renders nothing.
            <EntryList
              list={reviews}
              label="후기 목록"
              headingLevel={3}
              withinBuilding
              likes={reviewLikes}
              moreErrorTitle="후기를 더 불러오지 못했어요"
              loadingText="후기를 불러오는 중"
            />
          )}
        </section>
      </article>
      <ScrollToTopButton className="jb-reading-top" focusTargetRef={titleRef} />
      {gate}
    </>
  );
}
