import { queries } from '../../api/queries';
import { useQuery } from '../../api/swr';
import { loadState } from '../../shell/load-state';
import { Shell } from '../../shell/Shell';
import { DashboardView } from './DashboardView';

export function DashboardPage() {
  const dashboard = useQuery(queries.dashboard(), { refreshInterval: 60_000 });
  return (
    <Shell active="dashboard" title="대시보드">
      <DashboardView dashboard={loadState(dashboard)} now={new Date()} />
    </Shell>
  );
}
