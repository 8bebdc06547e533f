import type * as React from 'react';
import { useId } from 'react';
import { AlertIcon } from '../icons';
import { cx } from '../internal/cx';
import './SafetyNotice.css';

export interface SafetyNoticeProps extends Omit<React.ComponentProps<'section'>, 'title'> {
  /** 제목. 기본 "안전한 자취방 계약을 위한 안내". */
  title?: React.ReactNode;
  /** 안내 문장들(한 줄씩 목록으로). */
  items?: readonly React.ReactNode[];
  /** 목록 대신 자유롭게 쓸 내용. */
  children?: React.ReactNode;
}

export const DEFAULT_SAFETY_NOTICE_ITEMS: readonly string[] = [
  '후기는 작성한 학생의 개인적인 경험이에요. 계약 전에 집과 조건을 꼭 직접 확인해 주세요.',
  '보증금을 보내기 전에 등기부등본으로 집주인과 근저당을 확인하고, 전입신고와 확정일자를 받아 두세요.',
  '계약은 공인중개사를 통해 하고, 시세보다 지나치게 싼 매물이나 선입금 요구는 주의하세요.',
];

// spec 000 §2 (Home): a safety notice text closes the home page.
export function SafetyNotice({
  title = '안전한 자취방 계약을 위한 안내',
  items = DEFAULT_SAFETY_NOTICE_ITEMS,
  children,
  className,
  ...props
}: SafetyNoticeProps) {
  const titleId = useId();
  return (
    <section
      aria-labelledby={titleId}
      data-component="SafetyNotice"
      className={cx('jb-SafetyNotice', className)}
      {...props}
    >
      <h2 id={titleId} className="jb-SafetyNotice-title" data-slot="title">
        <AlertIcon size={16} />
        {title}
      </h2>
      {children ?? (
        <ul className="jb-SafetyNotice-list" data-slot="list">
          {items.map((item, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: notice lines are static and may repeat
            <li key={index} className="jb-SafetyNotice-item" data-slot="item">
              {item}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
