import { Link, useParams } from 'wouter';
import { canRetry, errorMessage, failureKind } from '../../api/errors';
import * as queries from '../../api/queries';
import { useQuery } from '../../api/swr';
import { useGoBack } from '../../hooks/useGoBack';
import { links, mapLink, parseIdParam } from '..';
import { CampusView } from './CampusView';

/** `/campus/{id}`: 기숙사 vs 자취, public. */
export default function CampusPage() {
  const params = useParams<{ campusId: string }>();
  const id = parseIdParam(params.campusId);
  const goBack = useGoBack();
  const cost = useQuery(id ? queries.campusCost(id) : null);
  const campus = cost.data?.campus;
  return (
    <CampusView
      status={
        id === null || failureKind(cost.error) === 'gone'
          ? 'gone'
          : cost.error
            ? 'error'
            : cost.data
              ? 'ready'
              : 'loading'
      }
      data={cost.data}
      errorText={errorMessage(cost.error, '잠시 후 다시 시도해 주세요.')}
      onRetry={canRetry(cost.error) ? () => void cost.mutate() : null}
      onBack={goBack}
      dormLink={(dormId, children) => <Link href={links.building(dormId)}>{children}</Link>}
      mapLink={(children) => (
        <Link
          href={mapLink(
            campus
              ? {
                  center: { lat: campus.latitude, lng: campus.longitude },
                  campusId: campus.id,
                  viewType: 'BUILDING',
                }
              : {},
          )}
        >
          {children}
        </Link>
      )}
    />
  );
}
