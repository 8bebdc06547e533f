import { formatLikeCount } from '@jjinbbang/domain';
import type * as React from 'react';
import { useState } from 'react';
import { HeartIcon } from '../icons';
import { cx } from '../internal/cx';
import './HeartToggle.css';

export interface HeartToggleProps extends Omit<React.ComponentProps<'button'>, 'onChange' | 'children'> {
  /** 좋아요(관심목록에 담음)를 눌렀는지. 빨간 하트로 채워집니다. */
  liked: boolean;
  /**
   * 누르면 바뀔 상태와 함께 불립니다. Promise를 돌려주면 그것이 끝날 때까지 하트가 보내는 중(`pending`)이 됩니다.
   * 서버가 받아들인 뒤에 하트를 바꾸는 것은 화면의 몫입니다.
   */
  onLikedChange?: (next: boolean) => void | PromiseLike<unknown>;
  /** 하트 옆 숫자. 99를 넘으면 "99+"(스펙). */
  count?: number;
  /** 서버에 보내는 중. 눌러도 반응하지 않고 살짝 흐려집니다. `onLikedChange`가 돌려준 Promise가 도는 동안에도 그렇습니다. */
  pending?: boolean;
  /** 좋아요 전 버튼의 이름. 기본 "좋아요". */
  likeLabel?: string;
  /** 좋아요 뒤 버튼의 이름. 기본 "좋아요 취소". */
  unlikeLabel?: string;
  /** sm(목록 카드) · md(기본, 상세 화면). */
  size?: 'sm' | 'md';
}

export function HeartToggle({
  liked,
  onLikedChange,
  count,
  pending = false,
  likeLabel = '좋아요',
  unlikeLabel = '좋아요 취소',
  size = 'md',
  className,
  onClick,
  type,
  ...props
}: HeartToggleProps) {
  // The wait is kept here, not by the screen: a tap then draws this button alone, not the page around it.
  const [sending, setSending] = useState(false);
  const busy = pending || sending;
  const handleClick = (event: React.MouseEvent<HTMLButtonElement>) => {
    onClick?.(event);
    if (event.defaultPrevented || busy) return;
    const result = onLikedChange?.(!liked);
    if (result && typeof result.then === 'function') {
      setSending(true);
      const done = () => setSending(false);
      result.then(done, done);
    }
  };
  return (
    <button
      type={type ?? 'button'}
      aria-pressed={liked}
      aria-busy={busy || undefined}
      // aria-disabled (not disabled) keeps focus on the button while the request runs
      aria-disabled={busy || props.disabled || undefined}
      data-component="HeartToggle"
      data-state={liked ? 'on' : 'off'}
      data-pending={busy || undefined}
      data-size={size}
      className={cx('jb-HeartToggle', className)}
      onClick={handleClick}
      {...props}
    >
      <span className="jb-visually-hidden">{liked ? unlikeLabel : likeLabel}</span>
      <HeartIcon filled={liked} size={size === 'sm' ? 18 : 24} />
      {count !== undefined && (
        <span className="jb-HeartToggle-count" data-slot="count">
          {formatLikeCount(count)}
        </span>
      )}
    </button>
  );
}
