import { usePrefersReducedMotion } from '@jjinbbang/hooks';
import type * as React from 'react';
import { useEffect, useState } from 'react';
import { ArrowUpIcon } from '../icons';
import { cx } from '../internal/cx';

export interface ScrollToTopButtonProps extends Omit<React.ComponentProps<'button'>, 'children'> {
  /** Scrolling element to watch and scroll; the window when absent. */
  containerRef?: React.RefObject<HTMLElement | null>;
  /** The button appears once the scroll offset passes this many px. */
  threshold?: number;
  /** Accessible name (and tooltip). */
  label?: string;
  /** Where focus goes after scrolling, so keyboard users do not stay at the bottom of the page. */
  focusTargetRef?: React.RefObject<HTMLElement | null>;
}

export function ScrollToTopButton({
  containerRef,
  threshold = 400,
  label = '맨 위로',
  focusTargetRef,
  className,
  onClick,
  type,
  ...props
}: ScrollToTopButtonProps) {
  const [visible, setVisible] = useState(false);
  const reducedMotion = usePrefersReducedMotion();

  useEffect(() => {
    const container = containerRef?.current ?? null;
    const target: HTMLElement | Window = container ?? window;
    const read = () => setVisible((container ? container.scrollTop : window.scrollY) > threshold);
    read();
    target.addEventListener('scroll', read, { passive: true });
    return () => target.removeEventListener('scroll', read);
  }, [containerRef, threshold]);

  if (!visible) return null;

  const handleClick = (event: React.MouseEvent<HTMLButtonElement>) => {
    onClick?.(event);
    if (event.defaultPrevented) return;
    const behavior: ScrollBehavior = reducedMotion ? 'auto' : 'smooth';
    (containerRef?.current ?? window).scrollTo({ top: 0, behavior });
    focusTargetRef?.current?.focus({ preventScroll: true });
  };

  return (
    <button
      type={type ?? 'button'}
      aria-label={label}
      title={label}
      data-component="ScrollToTopButton"
      data-state="visible"
      className={cx('jb-ScrollToTopButton', className)}
      onClick={handleClick}
      {...props}
    >
      <ArrowUpIcon size={22} />
    </button>
  );
}
