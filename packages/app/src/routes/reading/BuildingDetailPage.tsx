import { BUILDING_REVIEW_PAGE_SIZE, type SortOption, withLiked } from '@jjinbbang/domain';
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
  ScrollToTopButton,
  Skeleton,
  SortSelect,
} from '@jjinbbang/ui';
import { useRef, useState } from 'react';
import useSWR from 'swr';
import { useParams, useSearch } from 'wouter';
import { assetUrl } from '../../api/assets';
import { buildingEntryOf, reviewEntryOf } from '../../api/entries';
import { errorMessage } from '../../api/errors';
import { getBuilding, getBuildingReviews } from '../../api/reading';
import { useGoBack } from '../../hooks/useGoBack';
import { useLikeToggle } from '../../hooks/useLikeToggle';
import { usePagedList } from '../../hooks/usePagedList';
import { useSession } from '../../session/useSession';
import { EntryCard } from '../common/EntryCard';
import { buildingQuery, parseIdParam } from '../routes';
import { detailAccess, VerificationGate } from './VerificationGate';
import './reading.css';

const BUILDING_ERROR_TEXT = '데이터를 불러오는 중 오류가 발생했어요';

export default function BuildingDetailPage() {
  const params = useParams<{ buildingId: string }>();
  const isAgency = buildingQuery.parse(useSearch()).isAgency;
  const id = parseIdParam(params.buildingId);
  const session = useSession();
  const access = detailAccess(session);
  const goBack = useGoBack();
  const titleRef = useRef<HTMLHeadingElement>(null);

  const detail = useSWR(
    id ? (['building', id, isAgency] as const) : null,
    async ([, buildingId, agency]) => {
      const wire = await getBuilding(buildingId, agency);
      return { ...wire, building: buildingEntryOf(wire) };
    },
    // spec 000 §8: a building detail failure is logged as a lookup failure.
    { onError: (error) => console.error('건물 상세 조회 실패', error) },
  );
  // spec 000 §4: the building's heart is applied after the server agrees; a failure changes nothing.
  const likes = useLikeToggle({
    apply: (_, liked) =>
      detail.mutate((current) => current && { ...current, building: withLiked(current.building, liked) }, {
        revalidate: false,
      }),
  });

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
  const info = data.building;

  return (
    <>
      <article className="jb-reading-detail" aria-labelledby="building-title">
        <ImageSlider
          images={data.reviewImages.imageUrl.map((url) => assetUrl(url))}
          label={`${info.name} 사진`}
          backButton={backButton}
        />
        <div className="jb-reading-body">
          <p className="jb-reading-type">{info.typeLabel}</p>
          <div className="jb-reading-title-row">
            <h1 id="building-title" ref={titleRef} tabIndex={-1} className="jb-reading-title">
              {info.name}
            </h1>
            <HeartToggle
              liked={info.liked}
              pending={likes.isPending(info.key)}
              likeLabel={`${info.name} 좋아요`}
              unlikeLabel={`${info.name} 좋아요 취소`}
              onLikedChange={(liked) => likes.toggle(info, liked)}
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

function BuildingReviews({ buildingId, isAgency }: { buildingId: number; isAgency: boolean }) {
  // spec 000 §7: LATEST is the list's default order.
  const [sort, setSort] = useState<SortOption>('LATEST');
  const list = usePagedList({
    key: ['building-reviews', buildingId, isAgency, sort],
    pageSize: BUILDING_REVIEW_PAGE_SIZE,
    fetchPage: async (page) => {
      const wire = await getBuildingReviews({ id: buildingId, isAgency, page, sort });
      return { items: wire.items.map(reviewEntryOf), total: wire.itemNum };
    },
    swr: { onError: (error) => console.error('후기 목록 조회 실패', error) },
  });
  // spec 000 §4: review cards in building detail toggle optimistically and go back on failure.
  const likes = useLikeToggle({
    optimistic: true,
    apply: (key, liked) => list.update(key, (entry) => withLiked(entry, liked)),
  });

  return (
    <section className="jb-reading-section" aria-labelledby="building-reviews">
      <div className="jb-reading-section-head">
        <h2 id="building-reviews" className="jb-app-section-title">
          후기
        </h2>
        <SortSelect label="후기 정렬" value={sort} onValueChange={setSort} />
      </div>
      {list.status === 'error' ? (
        <ErrorState
          layout="inline"
          headingLevel={3}
          title="후기를 불러오지 못했어요"
          hint={list.errorText ?? undefined}
          onRetry={list.onRetry}
        />
      ) : list.status === 'loading' ? (
        <ListSkeleton count={2} label="후기를 불러오는 중" />
      ) : list.items.length === 0 ? // spec 000 §8: a review list with zero items renders nothing.
      null : (
        <>
          <ul className="jb-app-list jb-reading-list" aria-label="후기 목록">
            {list.items.map((entry) => (
              <li key={entry.key}>
                <EntryCard
                  entry={entry}
                  headingLevel={3}
                  withinBuilding
                  likePending={likes.isPending(entry.key)}
                  onLikeChange={likes.toggle}
                />
              </li>
            ))}
          </ul>
          {list.more === 'error' ? (
            <ErrorState
              layout="inline"
              headingLevel={3}
              title="후기를 불러오지 못했어요"
              hint={list.errorText ?? undefined}
              onRetry={list.onRetry}
            />
          ) : (
            <ListFooter ref={list.sentinelRef} loadingText="후기를 불러오는 중" status={list.more} />
          )}
        </>
      )}
    </section>
  );
}
