import { useLocation, useSearch } from 'wouter';
import { queries } from '../../api/queries';
import { LIST, useQuery } from '../../api/swr';
import { reportsQuery } from '../../routes/paths';
import { loadState } from '../../shell/load-state';
import { Shell } from '../../shell/Shell';
import { useReviewCase } from '../reviews/useReviewCase';
import { REPORT_PAGE_SIZE, ReportsView } from './ReportsView';

export function ReportsPage() {
  const query = reportsQuery.parse(useSearch());
  const [, navigate] = useLocation();
  const groups = useQuery(
    queries.reports({ state: query.state, sort: query.sort, page: query.page, size: REPORT_PAGE_SIZE }),
    { ...LIST, refreshInterval: query.state === 'open' ? 60_000 : 0 },
  );
  const dashboard = useQuery(queries.dashboard());
  const panel = useReviewCase(query.review ?? null);
  return (
    <Shell active="reports" title="신고">
      <ReportsView
        state={query.state}
        onStateChange={(state) => navigate(reportsQuery.href({ state, sort: query.sort }))}
        sort={query.sort}
        onSortChange={(sort) => navigate(reportsQuery.href({ ...query, sort, page: 0 }))}
        page={query.page}
        onPageChange={(page) => navigate(reportsQuery.href({ ...query, page }))}
        groups={loadState(groups)}
        openCount={dashboard.data?.queues.reports.count ?? null}
        onOpen={(review) => navigate(reportsQuery.href({ ...query, review }))}
        panel={query.review ? { ...panel, reviewId: query.review } : null}
        onClosePanel={() => navigate(reportsQuery.href({ ...query, review: undefined }))}
      />
    </Shell>
  );
}
