import { useLocation, useSearch } from 'wouter';
import { queries } from '../../api/queries';
import { LIST, useQuery } from '../../api/swr';
import { koreanDay } from '../../format';
import { reviewHref, reviewsQuery } from '../../routes/paths';
import { loadState } from '../../shell/load-state';
import { Shell } from '../../shell/Shell';
import { useSettledSearch } from '../../shell/useSettledSearch';
import { REVIEW_PAGE_SIZE, ReviewsView } from './ReviewsView';

export function ReviewsPage() {
  const query = reviewsQuery.parse(useSearch());
  const [, navigate] = useLocation();
  const [search, setSearch] = useSettledSearch(query.q, (q) =>
    navigate(reviewsQuery.href({ ...query, q, page: 0 }), { replace: true }),
  );

  const list = useQuery(
    queries.reviews({
      q: query.q || undefined,
      universityId: query.universityId,
      from: query.from,
      to: query.to,
      status: query.status,
      flagged: query.flagged ? 'true' : undefined,
      appealed: query.appealed ? 'true' : undefined,
      page: query.page,
      size: REVIEW_PAGE_SIZE,
    }),
    LIST,
  );
  const universities = useQuery(queries.universities(), { revalidateOnFocus: false });
  return (
    <Shell active="reviews" title="후기">
      <ReviewsView
        search={search}
        onSearchChange={setSearch}
        filters={query}
        onFiltersChange={(filters) => {
          setSearch(filters.q);
          navigate(reviewsQuery.href({ ...filters, page: 0 }));
        }}
        universities={universities.data ?? []}
        today={koreanDay(new Date())}
        page={query.page}
        onPageChange={(page) => navigate(reviewsQuery.href({ ...query, page }))}
        reviews={loadState(list)}
        onOpen={(id) => navigate(reviewHref(id))}
      />
    </Shell>
  );
}
