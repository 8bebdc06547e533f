import { formatDate, type VerificationRejection } from '@jjinbbang/domain';
import { AlertIcon, Button } from '@jjinbbang/ui';
import { useId } from 'react';
import { Link } from 'wouter';
import { links } from '..';

export interface RejectionNoticeProps {
  /** Why the staff refused the certificate (GET /api/v1/user's `rejection`). */
  rejection: VerificationRejection;
  /** The heading's level in the page. */
  headingLevel?: 2 | 3;
  /** Offer the upload page (not on the upload page itself). */
  uploadLink?: boolean;
}

/** decisions.md 반려: what the staff said about the certificate, and what to do next. */
export function RejectionNotice({ rejection, headingLevel = 2, uploadLink = true }: RejectionNoticeProps) {
  const titleId = useId();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <section className="jb-account-rejection" aria-labelledby={titleId}>
      <Heading id={titleId} className="jb-account-rejection-title">
        <AlertIcon size={20} />
        입학 증명서가 반려됐어요
      </Heading>
      <dl className="jb-account-rejection-facts">
        <div>
          <dt>사유</dt>
          <dd>{rejection.label}</dd>
        </div>
        {rejection.note && (
          <div>
            <dt>담당자의 말</dt>
            <dd>{rejection.note}</dd>
          </div>
        )}
        <div>
          <dt>반려일</dt>
          <dd>{formatDate(rejection.rejectedAt)}</dd>
        </div>
      </dl>
      <p className="jb-account-rejection-text">
        사유를 확인하고 입학 증명서를 다시 올려 주세요. 재학생이라면 학교 이메일로도 인증할 수 있어요.
      </p>
      {uploadLink && (
        <Button asChild fullWidth>
          <Link href={links.verifyNewStudent()}>입학 증명서 다시 올리기</Link>
        </Button>
      )}
    </section>
  );
}
