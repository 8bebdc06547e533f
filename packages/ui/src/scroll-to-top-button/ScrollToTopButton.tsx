import { usePrefersReducedMotion } from '@jjinbbang/hooks';
import type * as React from 'react';
import { useEffect, useState } from 'react';
import { ArrowUpIcon } from '../icons';
import { cx } from '../internal/cx';
import './ScrollToTopButton.css';

export interface ScrollToTopButtonProps extends Omit<React.ComponentProps<'button'>, 'children'> {
  /** 지켜보고 올릴 스크롤 영역(개발용). 비우면 화면 전체. */
  containerRef?: React.RefObject<HTMLElement | null>;
  /** 이만큼(px) 내려가면 버튼이 나타납니다. 기본 400px. */
  threshold?: number;
  /** 버튼의 이름과 툴팁. 기본 "맨 위로". */
  label?: string;
  /** 올린 뒤 포커스를 옮길 곳(개발용, 보통 화면 제목). 키보드 사용자가 맨 아래에 남지 않게 합니다. */
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
    // A page that opens already scrolled (restored) is read once its first frame is drawn: read during the mount,
    // the scroll position forces the whole new page's layout early, in the render a largest paint waits on.
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(read, 0);
    });
    target.addEventListener('scroll', read, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
      target.removeEventListener('scroll', read);
    };
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
