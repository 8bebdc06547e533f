import { errorMessage } from '../../api/errors';
import { useGoBack } from '../../hooks/useGoBack';
import { useUniversities } from '../../hooks/useUniversities';
import { UniversitiesView } from './UniversitiesView';

/** `/universities`: the whole university list (one request, shared with home and the map's filter). */
export default function UniversitiesPage() {
  const { universities, error, retry } = useUniversities();
  const goBack = useGoBack();
  return (
    <UniversitiesView
      universities={universities ?? []}
      status={error && !universities ? 'error' : universities ? 'ready' : 'loading'}
      errorText={error ? errorMessage(error, '잠시 후 다시 시도해 주세요.') : null}
      onRetry={retry}
      onBack={goBack}
    />
  );
}
