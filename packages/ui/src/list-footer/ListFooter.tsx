import type * as React from 'react';
import { cx } from '../internal/cx';
import './ListFooter.css';

export type ListFooterStatus = 'idle' | 'loading' | 'done';

export interface ListFooterProps extends Omit<React.ComponentProps<'div'>, 'children'> {
  /** loading(다음 묶음을 불러오는 중: 스피너) · done(끝까지 불러옴) · idle(아무것도 안 보임). */
  status: ListFooterStatus;
  /** 불러오는 중의 글자. 기본 "불러오는 중". */
  loadingText?: string;
  /** 끝까지 불러왔을 때의 글자. 기본 "모두 불러왔어요". */
  doneText?: string;
}

/**
 * The end of an infinite list (spec 000 §8 "Lists": all results loaded / loading). A polite live region, so
 * the change is announced. Pass `ref` to use it as the infinite-scroll sentinel.
 */
export function ListFooter({
  status,
  loadingText = '불러오는 중',
  doneText = '모두 불러왔어요',
  className,
  ...props
}: ListFooterProps) {
  return (
    <div
      role="status"
      aria-live="polite"
      aria-busy={status === 'loading' || undefined}
      data-component="ListFooter"
      data-status={status}
      className={cx('jb-ListFooter', className)}
      {...props}
    >
      {status === 'loading' && (
        <>
          <span data-slot="spinner" className="jb-ListFooter-spinner" aria-hidden="true" />
          <span data-slot="text">{loadingText}</span>
        </>
      )}
      {status === 'done' && <span data-slot="text">{doneText}</span>}
    </div>
  );
}
