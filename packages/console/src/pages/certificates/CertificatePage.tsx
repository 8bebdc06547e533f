import { useToast } from '@jjinbbang/ui';
import { useState } from 'react';
import { useLocation, useParams } from 'wouter';
import { approveCertificate, rejectCertificate } from '../../api/actions';
import { ApiError, errorMessage } from '../../api/errors';
import { queries } from '../../api/queries';
import { invalidate, useQuery } from '../../api/swr';
import { certificateHref, certificatesQuery } from '../../routes/paths';
import { loadState } from '../../shell/load-state';
import { Shell } from '../../shell/Shell';
import { CertificateDetailView } from './CertificateDetailView';

export function CertificatePage() {
  const id = Number(useParams<{ id: string }>().id);
  const valid = Number.isInteger(id) && id > 0;
  const [, navigate] = useLocation();
  const toast = useToast();
  const certificate = useQuery(valid ? queries.certificate(id) : null);
  const universities = useQuery(queries.universities(), { revalidateOnFocus: false });
  const [pending, setPending] = useState<'approve' | 'reject' | null>(null);
  const [error, setError] = useState<string | null>(null);

  /** After a decision: the next certificate waiting (oldest first), or the queue when none is left. */
  const goToNext = async () => {
    try {
      const queue = await queries.certificates({ state: 'pending', page: 0, size: 2 }).fetch();
      const next = queue.items.find((item) => item.id !== id);
      navigate(next ? certificateHref(next.id) : certificatesQuery.href());
    } catch {
      navigate(certificatesQuery.href());
    }
  };

  const decide = async (
    kind: 'approve' | 'reject',
    action: (version: number) => Promise<unknown>,
    done: string,
  ) => {
    const version = certificate.data?.version;
    if (version === undefined) return;
    setPending(kind);
    setError(null);
    try {
      await action(version);
      toast.show({ message: done, tone: 'positive' });
      await goToNext();
    } catch (failure) {
      setError(errorMessage(failure));
      if (failure instanceof ApiError && failure.status === 409)
        await invalidate('certificate', 'certificates');
    } finally {
      setPending(null);
    }
  };

  const title = certificate.data ? `입학 증명서 · ${certificate.data.student.nickname}` : '입학 증명서';
  return (
    <Shell active="certificates" title={title}>
      <CertificateDetailView
        key={id}
        certificate={
          valid
            ? loadState(certificate)
            : { status: 'error', message: '없는 증명서예요.', onRetry: () => undefined }
        }
        universities={loadState(universities)}
        queueHref={certificatesQuery.href()}
        pending={pending}
        error={error}
        onApprove={(choice) =>
          decide(
            'approve',
            (version) => approveCertificate(id, { version, ...choice }),
            '승인했어요. 학생이 인증완료가 됐어요.',
          )
        }
        onReject={(choice) =>
          decide(
            'reject',
            (version) =>
              rejectCertificate(id, {
                version,
                reason: choice.reason,
                ...(choice.note ? { note: choice.note } : {}),
              }),
            '반려했어요. 학생에게 사유를 알렸어요.',
          )
        }
      />
    </Shell>
  );
}
