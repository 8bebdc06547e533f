import type { VerificationRejection, VerificationStatus } from '@jjinbbang/domain';
import { Button, DEFAULT_FILE_UPLOAD_NOTICE, FileUploadField, Modal } from '@jjinbbang/ui';
import { useRef, useState } from 'react';
import { Link } from 'wouter';
import { links } from '..';
import { NoticeDialog } from './NoticeDialog';
import { RejectionNotice } from './RejectionNotice';

const UPLOAD_FAILED = '입학 증명서 인증에 실패했어요';
const CERTIFICATE_HELP =
  '최근 3개월 안에 발급된 입학 증명서(합격증)를 PDF, JPG, PNG 파일로 올려 주세요. 10MB까지 올릴 수 있어요.';
const REVIEW_TIME = '담당자가 확인하기까지 약 7일이 걸려요. 확인이 끝나면 인증 상태가 바뀌어요.';

type Phase = 'pick' | 'complete';

export interface CertificateActions {
  /** Sends the file; rejects with the server's reason (decisions.md: type, size, network). */
  upload: (file: File) => Promise<void>;
  /** spec 000 §4: confirming the complete page sets pending and goes to my page. */
  confirm: () => Promise<void>;
  /** spec 000 §4: refusing the permission notice returns to my page. */
  refuse: () => void;
  /** The failure's Korean text. */
  describeError: (error: unknown) => string;
}

export interface NewStudentViewProps {
  status: VerificationStatus;
  /** 반려: the staff's reason, shown above the upload so the student knows what to send this time. */
  rejection?: VerificationRejection | null;
  actions: CertificateActions;
  /** Starts past the permission notice (stories of the later steps). */
  permissionGranted?: boolean;
}

/** /auth/student/new: new-student certificate upload (spec 000 §4 "New-student upload", decisions.md). */
export function NewStudentView({
  status,
  rejection = null,
  actions,
  permissionGranted = false,
}: NewStudentViewProps) {
  if (status === 'verified') {
    return (
      <div className="jb-account-done">
        <h2 className="jb-account-intro-title">이미 학교 인증을 마쳤어요</h2>
        <Button asChild fullWidth size="lg">
          <Link href={links.myPage()}>나의 찐빵으로 가기</Link>
        </Button>
      </div>
    );
  }
  return (
    <CertificateUpload
      pending={status === 'pending'}
      rejection={status === 'rejected' ? rejection : null}
      actions={actions}
      permissionGranted={permissionGranted}
    />
  );
}

function CertificateUpload({
  pending,
  rejection,
  actions,
  permissionGranted,
}: {
  pending: boolean;
  rejection: VerificationRejection | null;
  actions: CertificateActions;
  permissionGranted: boolean;
}) {
  // A pending user first sees the waiting text; choosing to send another file starts the upload flow.
  const [resubmitting, setResubmitting] = useState(false);
  const [phase, setPhase] = useState<Phase>('pick');
  // spec 000 §4: a permission notice precedes file picking.
  const [permission, setPermission] = useState<'ask' | 'granted'>(permissionGranted ? 'granted' : 'ask');
  const [file, setFile] = useState<File | null>(null);
  const [uploading, setUploading] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const fieldRef = useRef<HTMLFieldSetElement>(null);

  if (pending && !resubmitting && phase === 'pick') {
    return (
      <section className="jb-account-done" aria-labelledby="new-student-waiting">
        <h2 id="new-student-waiting" className="jb-account-intro-title">
          입학 증명서를 확인하고 있어요
        </h2>
        <p className="jb-account-intro-text">{REVIEW_TIME}</p>
        <Button asChild fullWidth size="lg">
          <Link href={links.myPage()}>나의 찐빵으로 가기</Link>
        </Button>
        <Button variant="secondary" fullWidth onClick={() => setResubmitting(true)}>
          다른 파일로 다시 제출하기
        </Button>
      </section>
    );
  }

  if (phase === 'complete') {
    return (
      <section className="jb-account-done" aria-labelledby="new-student-complete">
        <h2 id="new-student-complete" className="jb-account-intro-title">
          입학 증명서를 제출했어요
        </h2>
        <p className="jb-account-intro-text">{REVIEW_TIME}</p>
        {file && <p className="jb-account-file">제출한 파일: {file.name}</p>}
        <Button fullWidth size="lg" onClick={() => void actions.confirm()}>
          확인
        </Button>
        <Button
          variant="secondary"
          fullWidth
          onClick={() => {
            setFile(null);
            setPhase('pick');
          }}
        >
          다시 올리기
        </Button>
      </section>
    );
  }

  const submit = async () => {
    if (!file) return;
    setUploading(true);
    try {
      await actions.upload(file);
      setPhase('complete');
    } catch (error) {
      // decisions.md: the alert names the server's reason; the picked file stays for a retry.
      setFailure(actions.describeError(error));
    } finally {
      setUploading(false);
    }
  };

  return (
    <>
      {rejection ? (
        <RejectionNotice rejection={rejection} uploadLink={false} />
      ) : (
        <section className="jb-account-intro" aria-labelledby="new-student-title">
          <h2 id="new-student-title" className="jb-account-intro-title">
            입학 증명서로 인증해 주세요
          </h2>
          <p className="jb-account-intro-text">{REVIEW_TIME}</p>
        </section>
      )}
      <FileUploadField
        ref={fieldRef}
        label="입학 증명서"
        helperText={CERTIFICATE_HELP}
        value={file}
        onValueChange={setFile}
        notice={false}
        disabled={uploading}
      />
      <Button fullWidth size="lg" disabled={!file} loading={uploading} onClick={submit}>
        제출하기
      </Button>

      <Modal.Root open={permission === 'ask'} onOpenChange={(open) => !open && actions.refuse()}>
        <Modal.Content closeOnOutsideClick={false}>
          <Modal.Title>{DEFAULT_FILE_UPLOAD_NOTICE.title}</Modal.Title>
          <Modal.Description>{DEFAULT_FILE_UPLOAD_NOTICE.description}</Modal.Description>
          <Modal.Actions>
            {/* spec 000 §4: refusing returns to my page. */}
            <Button variant="secondary" onClick={actions.refuse}>
              허용 안 함
            </Button>
            <Button
              onClick={() => {
                setPermission('granted');
                // Still inside the user's click, so the browser lets the picker open.
                fieldRef.current?.querySelector<HTMLInputElement>('input[type="file"]')?.click();
              }}
            >
              허용하기
            </Button>
          </Modal.Actions>
        </Modal.Content>
      </Modal.Root>

      <NoticeDialog
        open={failure !== null}
        title={UPLOAD_FAILED}
        description={failure ?? undefined}
        onClose={() => setFailure(null)}
      />
    </>
  );
}
