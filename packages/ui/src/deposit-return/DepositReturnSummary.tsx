import {
  DEPOSIT_RETURN_LABELS,
  depositReturnHeadline,
  depositReturnTone,
  depositReturnTotal,
  depositReturnWarning,
  type DepositReturnSummary as Summary,
} from '@jjinbbang/domain';
import type * as React from 'react';
import { useId } from 'react';
import { AlertIcon, CheckIcon } from '../icons';
import { cx } from '../internal/cx';
import './DepositReturnSummary.css';

export interface DepositReturnSummaryProps extends Omit<React.ComponentProps<'section'>, 'title'> {
  summary: Summary;
  /** 제목. 기본 "보증금 반환 기록". */
  title?: React.ReactNode;
  /** What the records are about ("이 건물", "이 중개사무소를 통한 계약"). */
  subject?: string;
}

/**
 * 보증금 반환 기록 of a place: "반환 기록 12건 중 11건 전액, 평균 3일", a bar of the outcomes with their counts as
 * text, and a warning (icon + "주의" + sentence, not colour alone) when anyone got only part or nothing back.
 */
export function DepositReturnSummary({
  summary,
  title = '보증금 반환 기록',
  subject = '이 건물',
  className,
  ...props
}: DepositReturnSummaryProps) {
  const titleId = useId();
  const tone = depositReturnTone(summary);
  const total = depositReturnTotal(summary);
  const warning = depositReturnWarning(summary);
  const rows = [
    { key: 'full', label: DEPOSIT_RETURN_LABELS.FULL, count: summary.full },
    { key: 'partial', label: DEPOSIT_RETURN_LABELS.PARTIAL, count: summary.partial },
    { key: 'none', label: DEPOSIT_RETURN_LABELS.NONE, count: summary.none },
  ] as const;
  return (
    <section
      aria-labelledby={titleId}
      data-component="DepositReturnSummary"
      data-tone={tone}
      className={cx('jb-DepositReturnSummary', className)}
      {...props}
    >
      <h2 id={titleId} className="jb-DepositReturnSummary-title" data-slot="title">
        {title}
      </h2>
      <p className="jb-DepositReturnSummary-headline" data-slot="headline">
        {tone === 'good' && <CheckIcon size={16} />}
        {depositReturnHeadline(summary)}
      </p>
      {warning && (
        <p role="note" className="jb-DepositReturnSummary-warning" data-slot="warning" data-tone={tone}>
          <AlertIcon size={16} />
          <span>
            <strong>주의</strong> {warning}. 계약 전에 등기부등본과 보증보험 가입 여부를 꼭 확인하세요.
          </span>
        </p>
      )}
      {total > 0 ? (
        <>
          <div className="jb-DepositReturnSummary-bar" aria-hidden="true" data-slot="bar">
            {rows.map((r) =>
              r.count > 0 ? (
                <span key={r.key} data-outcome={r.key} style={{ flexGrow: r.count }}>
                  {r.count}
                </span>
              ) : null,
            )}
          </div>
          <ul className="jb-DepositReturnSummary-list" data-slot="list">
            {rows.map((r) => (
              <li key={r.key} data-outcome={r.key}>
                <span>{r.label}</span>
                <span>{r.count}건</span>
              </li>
            ))}
          </ul>
        </>
      ) : (
        <p className="jb-DepositReturnSummary-empty" data-slot="empty">
          {subject}에서 이사 나간 분들이 기록을 남기면 여기에서 보여드려요.
        </p>
      )}
      {summary.living > 0 && (
        <p className="jb-DepositReturnSummary-living" data-slot="living">
          아직 살고 있는 분 {summary.living}명은 이사 후에 기록을 남길 수 있어요.
        </p>
      )}
    </section>
  );
}
