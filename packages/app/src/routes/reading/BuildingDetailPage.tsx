import { BUILDING_REVIEW_PAGE_SIZE, type SortOption, withLiked } from '@jjinbbang/domain';
import { useState } from 'react';
import { useParams, useSearch } from 'wouter';
import { assetUrl } from '../../api/assets';
import { getPlaceCost } from '../../api/cost';
import { buildingEntryOf, reviewEntryOf } from '../../api/entries';
import { canRetry, errorMessage, failureKind } from '../../api/errors';
import { getBuilding, getBuildingReviews } from '../../api/reading';
import { useSWR } from '../../api/swr';
import { useGoBack } from '../../hooks/useGoBack';
import { useLikeToggle } from '../../hooks/useLikeToggle';
import { usePagedList } from '../../hooks/usePagedList';
import { useSession } from '../../session/useSession';
import { buildingQuery, parseIdParam } from '../routes';
import { BuildingDetailView } from './BuildingDetailView';
import { detailAccess } from './VerificationGate';

/** `/building/{id}?isAgency=`: the building (public, `liked` with a token) and its reviews, 10 per page. */
export default function BuildingDetailPage() {
  const params = useParams<{ buildingId: string }>();
  const { isAgency } = buildingQuery.parse(useSearch());
  const id = parseIdParam(params.buildingId);
  const session = useSession();
  const goBack = useGoBack();
  // spec 000 §7: LATEST is the list's default order.
  const [sort, setSort] = useState<SortOption>('LATEST');

  const detail = useSWR(
    id ? (['building', id, isAgency] as const) : null,
    async ([, buildingId, agency]) => {
      const wire = await getBuilding(buildingId, agency);
      return {
        building: buildingEntryOf(wire),
        images: wire.reviewImages.imageUrl.map((url) => assetUrl(url)),
        keywords: wire.keywords,
      };
    },
    // spec 000 §8: a building detail failure is logged as a lookup failure.
    { onError: (error) => console.error('건물 상세 조회 실패', error) },
  );
  // issue 17: the cost section loads beside the detail; a failure only hides the section.
  const cost = useSWR(id ? (['building-cost', id, isAgency] as const) : null, ([, buildingId, agency]) =>
    getPlaceCost(buildingId, agency),
  );
  // spec 000 §4: the building's heart is applied after the server agrees; a failure changes nothing.
  const likes = useLikeToggle({
    apply: (_, liked) =>
      detail.mutate((current) => current && { ...current, building: withLiked(current.building, liked) }, {
        revalidate: false,
      }),
  });

  const reviews = usePagedList({
    key: id ? ['building-reviews', id, isAgency, sort] : null,
    pageSize: BUILDING_REVIEW_PAGE_SIZE,
    fetchPage: async (page) => {
      const wire = await getBuildingReviews({ id: id ?? 0, isAgency, page, sort });
      return { items: wire.items.map(reviewEntryOf), total: wire.itemNum };
    },
    swr: { onError: (error) => console.error('후기 목록 조회 실패', error) },
  });
  // spec 000 §4: review cards in building detail toggle optimistically and go back on failure.
  const reviewLikes = useLikeToggle({
    optimistic: true,
    apply: (key, liked) => reviews.update(key, (entry) => withLiked(entry, liked)),
  });

  const building = detail.data?.building;
  return (
    <BuildingDetailView
      // What was shown stays shown when asking again fails (a hiccup); a building that is gone says so.
      status={
        detail.data
          ? 'ready'
          : id === null || failureKind(detail.error) === 'gone'
            ? 'gone'
            : detail.error
              ? 'error'
              : 'loading'
      }
      gated={detailAccess(session) === 'gated'}
      isAuthenticated={session.isAuthenticated}
      building={building}
      images={detail.data?.images ?? []}
      keywords={detail.data?.keywords ?? []}
      errorText={
        id === null
          ? '주소가 올바른지 확인해 주세요.'
          : failureKind(detail.error) === 'gone'
            ? null
            : errorMessage(detail.error, '잠시 후 다시 시도해 주세요.')
      }
      onRetry={id === null || !canRetry(detail.error) ? null : () => void detail.mutate()}
      onBack={goBack}
      likePending={building ? likes.isPending(building.key) : false}
      onLikeChange={(liked) => building && void likes.toggle(building, liked)}
      reviews={reviews}
      sort={sort}
      onSortChange={setSort}
      reviewLikes={reviewLikes}
      cost={cost.data ?? null}
    />
  );
}
