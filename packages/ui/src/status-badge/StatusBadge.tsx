import { VERIFICATION_STATUS_LABELS, type VerificationStatus } from '@jjinbbang/domain';
import type * as React from 'react';
import { cx } from '../internal/cx';
import './StatusBadge.css';

export interface StatusBadgeProps extends Omit<React.ComponentProps<'span'>, 'children'> {
  /**
   * 학교 인증 상태: verified(인증 완료, 초록) · pending(인증 대기중, 노랑) · unverified(미인증, 회색) ·
   * rejected(반려, 빨강: 담당자가 입학 증명서를 받지 않아 다시 올려야 함).
   */
  status: VerificationStatus;
  /** 상태마다 보일 글자를 바꿉니다. 기본 인증 완료 / 인증 대기중 / 미인증 / 반려. */
  labels?: Partial<Record<VerificationStatus, string>>;
}

/** The verification status of the account page (spec 000 §2 "status badge"). */
export function StatusBadge({ status, labels, className, ...props }: StatusBadgeProps) {
  return (
    <span
      data-component="StatusBadge"
      data-status={status}
      className={cx('jb-StatusBadge', className)}
      {...props}
    >
      {labels?.[status] ?? VERIFICATION_STATUS_LABELS[status]}
    </span>
  );
}
