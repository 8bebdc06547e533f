import { useLocation, useSearch } from 'wouter';
import { queries } from '../../api/queries';
import { LIST, useQuery } from '../../api/swr';
import { certificateHref, certificatesQuery } from '../../routes/paths';
import { loadState } from '../../shell/load-state';
import { Shell } from '../../shell/Shell';
import { CERTIFICATE_PAGE_SIZE, CertificatesView } from './CertificatesView';

export function CertificatesPage() {
  const query = certificatesQuery.parse(useSearch());
  const [, navigate] = useLocation();
  const list = useQuery(
    queries.certificates({ state: query.state, page: query.page, size: CERTIFICATE_PAGE_SIZE }),
    { ...LIST, refreshInterval: query.state === 'pending' ? 60_000 : 0 },
  );
  const dashboard = useQuery(queries.dashboard());
  return (
    <Shell active="certificates" title="입학 증명서">
      <CertificatesView
        state={query.state}
        onStateChange={(state) => navigate(certificatesQuery.href({ state }))}
        page={query.page}
        onPageChange={(page) => navigate(certificatesQuery.href({ ...query, page }))}
        certificates={loadState(list)}
        pendingCount={dashboard.data?.queues.certificates.count ?? null}
        onOpen={(id) => navigate(certificateHref(id))}
      />
    </Shell>
  );
}
