import { formatLikeCount } from '@jjinbbang/domain';
import type * as React from 'react';
import { HeartIcon } from '../icons';
import { cx } from '../internal/cx';

export interface HeartToggleProps extends Omit<React.ComponentProps<'button'>, 'onChange' | 'children'> {
  /** Controlled: whether the user has liked (bookmarked) the item. */
  liked: boolean;
  /** Called with the next state; the caller decides to update optimistically or after the server confirms. */
  onLikedChange?: (next: boolean) => void;
  /** Shown next to the heart; spec 000 §5: above 99 shows 99+. */
  count?: number;
  /** A request is in flight: the button ignores presses and reports itself busy. */
  pending?: boolean;
  /** Accessible name while not liked. */
  likeLabel?: string;
  /** Accessible name while liked. */
  unlikeLabel?: string;
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
  const handleClick = (event: React.MouseEvent<HTMLButtonElement>) => {
    onClick?.(event);
    if (event.defaultPrevented || pending) return;
    onLikedChange?.(!liked);
  };
  return (
    <button
      type={type ?? 'button'}
      aria-pressed={liked}
      aria-busy={pending || undefined}
      // aria-disabled (not disabled) keeps focus on the button while the request runs
      aria-disabled={pending || props.disabled || undefined}
      data-component="HeartToggle"
      data-state={liked ? 'on' : 'off'}
      data-pending={pending || undefined}
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
