import {
  type BuildingDetail,
  buildingTypeLabel,
  type ReviewListItem,
  type SortOption,
} from '@jjinbbang/domain';
import { useInfiniteScroll } from '@jjinbbang/hooks';
import {
  BackIcon,
  Button,
  ErrorState,
  HeartToggle,
  IconButton,
  ImageSlider,
  KeywordCountChips,
  ListFooter,
  ListSkeleton,
  RatingSummary,
  ReviewCard,
  ScrollToTopButton,
  Skeleton,
  SortSelect,
} from '@jjinbbang/ui';
import { useRef, useState } from 'react';
import useSWR from 'swr';
import useSWRInfinite from 'swr/infinite';
import { useLocation, useParams, useSearch } from 'wouter';
import { assetUrl } from '../../api/assets';
import { errorMessage } from '../../api/errors';
import { getBuilding, getBuildingReviews, setBookmark } from '../../api/reading';
import { useGoBack } from '../../hooks/useGoBack';
import { useSession } from '../../session/useSession';
import { buildingQuery, links, parseIdParam } from '../routes';
import { bookmarkTargetOf, itemKey, reviewLinkOf, withLiked } from './likes';
import { detailAccess, VerificationGate } from './VerificationGate';
import './reading.css';

type BuildingReviewsPage = Awaited<ReturnType<typeof getBuildingReviews>>;

const BUILDING_ERROR_TEXT = '데이터를 불러오는 중 오류가 발생했어요';

function infoOf(detail: BuildingDetail) {
  const info = detail.generalBuildingInfo ?? detail.dormitoryBuildingInfo ?? detail.agencyBuildingInfo;
  if (!info) throw new TypeError('building detail without info');
  return info;
}

export default function BuildingDetailPage() {
  const params = useParams<{ buildingId: string }>();
  const isAgency = buildingQuery.parse(useSearch()).isAgency;
  const id = parseIdParam(params.buildingId);
  const session = useSession();
  const access = detailAccess(session);
  const goBack = useGoBack();
  const titleRef = useRef<HTMLHeadingElement>(null);
  const [likePending, setLikePending] = useState(false);

  const detail = useSWR(
    id ? (['building', id, isAgency] as const) : null,
    ([, buildingId, agency]) => getBuilding(buildingId, agency),
    // spec 000 §8: a building detail failure is logged as a lookup failure.
    { onError: (error) => console.error('건물 상세 조회 실패', error) },
  );

  const backButton = <IconButton label="뒤로 가기" variant="filled" icon={<BackIcon />} onClick={goBack} />;
  const gate = <VerificationGate open={access === 'gated'} isAuthenticated={session.isAuthenticated} />;

  if (id === null || detail.error) {
    return (
      <>
        <ErrorState
          headingLevel={1}
          title={BUILDING_ERROR_TEXT}
          hint={errorMessage(detail.error, '잠시 후 다시 시도해 주세요.')}
          onRetry={id === null ? undefined : () => detail.mutate()}
          action={
            <Button variant="secondary" onClick={goBack}>
              돌아가기
            </Button>
          }
        />
        {gate}
      </>
    );
  }

  if (!detail.data) {
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

  const data = detail.data;
  const info = infoOf(data);

  // spec 000 §4: the building's heart is applied after the server agrees; a failure changes nothing.
  const toggleLike = async (next: boolean) => {
    if (likePending) return;
    setLikePending(true);
    const target = bookmarkTargetOf(data);
    try {
      await setBookmark(target.type, target.id, next);
      await detail.mutate((current) => (current ? withLiked(current, next) : current), { revalidate: false });
    } catch {
      // spec 000 §8: bookmark failures are ignored silently
    } finally {
      setLikePending(false);
    }
  };

  return (
    <>
      <article className="jb-reading-detail" aria-labelledby="building-title">
        <ImageSlider
          images={data.reviewImages.imageUrl.map((url) => assetUrl(url))}
          label={`${info.name} 사진`}
          backButton={backButton}
        />
        <div className="jb-reading-body">
          <p className="jb-reading-type">{buildingTypeLabel(info)}</p>
          <div className="jb-reading-title-row">
            <h1 id="building-title" ref={titleRef} tabIndex={-1} className="jb-reading-title">
              {info.name}
            </h1>
            <HeartToggle
              liked={info.liked}
              pending={likePending}
              likeLabel={`${info.name} 좋아요`}
              unlikeLabel={`${info.name} 좋아요 취소`}
              onLikedChange={toggleLike}
            />
          </div>
          <p className="jb-reading-secondary">{info.address}</p>
          <RatingSummary rating={info.rating} reviewCount={info.reviewCount} size="lg" />
          {data.keywords.length > 0 && <KeywordCountChips keywords={data.keywords} />}
        </div>
        <BuildingReviews buildingId={id} isAgency={isAgency} />
      </article>
      <ScrollToTopButton className="jb-reading-top" focusTargetRef={titleRef} />
      {gate}
    </>
  );
}

function updateReviewPages(
  pages: BuildingReviewsPage[] | undefined,
  key: string,
  liked: boolean,
): BuildingReviewsPage[] | undefined {
  return pages?.map((page) => ({
    ...page,
    items: page.items.map((item) => (itemKey(item) === key ? withLiked(item, liked) : item)),
  }));
}

function BuildingReviews({ buildingId, isAgency }: { buildingId: number; isAgency: boolean }) {
  const [, navigate] = useLocation();
  // spec 000 §7: LATEST is the list's default order.
  const [sort, setSort] = useState<SortOption>('LATEST');
  const [pending, setPending] = useState<ReadonlySet<string>>(() => new Set());
  const list = useSWRInfinite(
    (index, previous: BuildingReviewsPage | null) =>
      previous && (previous.page + 1) * previous.num >= previous.itemNum
        ? null
        : (['building-reviews', buildingId, isAgency, sort, index] as const),
    ([, id, agency, sortBy, page]) => getBuildingReviews({ id, isAgency: agency, page, sort: sortBy }),
    { revalidateFirstPage: false, onError: (error) => console.error('후기 목록 조회 실패', error) },
  );
  const pages = list.data ?? [];
  const items = pages.flatMap((page) => page.items);
  const total = pages[0]?.itemNum ?? 0;
  const hasMore = pages.length === 0 || items.length < total;
  const loadingMore = list.isLoading || (list.size > 0 && pages.length < list.size);
  const scroll = useInfiniteScroll({
    onLoadMore: () => list.setSize(list.size + 1),
    hasMore: hasMore && !list.error,
    loading: loadingMore,
  });

  // spec 000 §4: review cards in building detail toggle optimistically and revert on failure.
  const toggle = async (item: ReviewListItem, next: boolean) => {
    const key = itemKey(item);
    if (pending.has(key)) return;
    setPending((previous) => new Set(previous).add(key));
    await list.mutate((current) => updateReviewPages(current, key, next), { revalidate: false });
    const target = bookmarkTargetOf(item);
    try {
      await setBookmark(target.type, target.id, next);
    } catch {
      await list.mutate((current) => updateReviewPages(current, key, !next), { revalidate: false });
    } finally {
      setPending((previous) => {
        const rest = new Set(previous);
        rest.delete(key);
        return rest;
      });
    }
  };

  return (
    <section className="jb-reading-section" aria-labelledby="building-reviews">
      <div className="jb-reading-section-head">
        <h2 id="building-reviews" className="jb-app-section-title">
          후기
        </h2>
        <SortSelect label="후기 정렬" value={sort} onValueChange={setSort} />
      </div>
      {list.error && items.length === 0 ? (
        <ErrorState
          layout="inline"
          headingLevel={3}
          title="후기를 불러오지 못했어요"
          hint={errorMessage(list.error, '잠시 후 다시 시도해 주세요.')}
          onRetry={() => list.mutate()}
        />
      ) : list.isLoading ? (
        <ListSkeleton count={2} label="후기를 불러오는 중" />
      ) : items.length === 0 ? // spec 000 §8: a review list with zero items renders nothing.
      null : (
        <>
          <ul className="jb-app-list jb-reading-list" aria-label="후기 목록">
            {items.map((raw) => {
              const item = raw.image ? { ...raw, image: assetUrl(raw.image) } : raw;
              const key = itemKey(raw);
              return (
                <li key={key}>
                  <ReviewCard
                    item={item}
                    headingLevel={3}
                    onLikeChange={(next) => toggle(raw, next)}
                    onPress={() => {
                      const link = reviewLinkOf(raw);
                      navigate(links.review(link.id, link.reviewType));
                    }}
                  />
                </li>
              );
            })}
          </ul>
          {list.error ? (
            <ErrorState
              layout="inline"
              headingLevel={3}
              title="후기를 불러오지 못했어요"
              hint={errorMessage(list.error, '잠시 후 다시 시도해 주세요.')}
              onRetry={() => list.mutate()}
            />
          ) : (
            <ListFooter
              ref={scroll.sentinelRef}
              loadingText="후기를 불러오는 중"
              status={loadingMore ? 'loading' : hasMore ? 'idle' : 'done'}
            />
          )}
        </>
      )}
    </section>
  );
}
