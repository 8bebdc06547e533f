import { type SortOption, withLiked } from '@jjinbbang/domain';
import { useState } from 'react';
import { useParams, useSearch } from 'wouter';
import { canRetry, errorMessage, failureKind } from '../../api/errors';
import * as queries from '../../api/queries';
import { DEFAULT_REVIEW_SORT } from '../../api/requests';
import { useQuery } from '../../api/swr';
import { useGoBack } from '../../hooks/useGoBack';
import { useLikeToggle } from '../../hooks/useLikeToggle';
import { usePagedList } from '../../hooks/usePagedList';
import { useSession } from '../../session/useSession';
import { buildingQuery, parseIdParam } from '..';
import { BuildingDetailView } from './BuildingDetailView';
import { detailAccess } from './detail-access';
import { useVerificationGateAhead } from './LazyVerificationGate';

/** `/building/{id}?isAgency=`: the building (public, `liked` with a token) and its reviews, 10 per page. */
export default function BuildingDetailPage() {
  const params = useParams<{ buildingId: string }>();
  const { isAgency } = buildingQuery.parse(useSearch());
  const id = parseIdParam(params.buildingId);
  const session = useSession();
  useVerificationGateAhead();
  const goBack = useGoBack();
  const [sort, setSort] = useState<SortOption>(DEFAULT_REVIEW_SORT);

  const detail = useQuery(id ? queries.building(id, isAgency) : null);
  // The cost section loads beside the detail; a failure only hides the section.
  const cost = useQuery(id ? queries.buildingCost(id, isAgency) : null);
  // spec 000 §4: the building's heart is applied after the server agrees; a failure changes nothing.
  const likes = useLikeToggle({
    apply: (_, liked) =>
      detail.mutate((current) => current && { ...current, building: withLiked(current.building, liked) }, {
        revalidate: false,
      }),
  });

  const reviews = usePagedList(id ? queries.buildingReviews(id, isAgency, sort) : null);
  // spec 000 §4: review cards in building detail toggle optimistically and go back on failure.
  const reviewLikes = useLikeToggle({
    optimistic: true,
    apply: (key, liked) => reviews.update(key, (entry) => withLiked(entry, liked)),
  });

  const building = detail.data?.building;
  return (
    <BuildingDetailView
      // The cost section sits above the reviews: the page is drawn once its answer is in too (or has failed), so
      // nothing below it moves as it arrives. What was shown stays shown when asking again fails (a hiccup); a
      // building that is gone says so.
      status={
        detail.data && !cost.isLoading
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
      onLikeChange={(liked) => (building ? likes.toggle(building, liked) : Promise.resolve())}
      reviews={reviews}
      sort={sort}
      onSortChange={setSort}
      reviewLikes={reviewLikes}
      cost={cost.data ?? null}
    />
  );
}
