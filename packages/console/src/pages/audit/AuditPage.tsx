import { Button } from '@jjinbbang/ui';
import { useLocation, useSearch } from 'wouter';
import { auditExportUrl, queries } from '../../api/queries';
import { LIST, useQuery } from '../../api/swr';
import { koreanDay } from '../../format';
import { auditQuery } from '../../routes/paths';
import { useSignedIn } from '../../session/context';
import { loadState } from '../../shell/load-state';
import { Shell } from '../../shell/Shell';
import { useSettledSearch } from '../../shell/useSettledSearch';
import { AUDIT_PAGE_SIZE, AuditView } from './AuditView';

export function AuditPage() {
  const session = useSignedIn();
  const query = auditQuery.parse(useSearch());
  const [, navigate] = useLocation();
  const [search, setSearch] = useSettledSearch(query.q, (q) =>
    navigate(auditQuery.href({ ...query, q, page: 0 }), { replace: true }),
  );
  const filters = {
    q: query.q || undefined,
    action: query.action,
    targetType: query.targetType,
    targetId: query.targetId,
    from: query.from,
    to: query.to,
  };
  const entries = useQuery(queries.audit({ ...filters, page: query.page, size: AUDIT_PAGE_SIZE }), LIST);
  return (
    <Shell
      active="audit"
      title="활동 기록"
      actions={
        session.staff.role === 'admin' ? (
          <Button asChild variant="secondary" size="sm">
            <a href={auditExportUrl(filters)} download>
              CSV로 내보내기
            </a>
          </Button>
        ) : undefined
      }
    >
      <AuditView
        search={search}
        onSearchChange={setSearch}
        filters={query}
        onFiltersChange={(next) => {
          setSearch(next.q);
          navigate(auditQuery.href({ ...next, page: 0 }));
        }}
        today={koreanDay(new Date())}
        page={query.page}
        onPageChange={(page) => navigate(auditQuery.href({ ...query, page }))}
        entries={loadState(entries)}
      />
    </Shell>
  );
}
