import type * as React from 'react';
import { cx } from '../internal/cx';
import './Carousel.css';

export interface CampusCarouselSkeletonProps extends Omit<React.ComponentProps<'section'>, 'children'> {
  /** 자리 표시 카드 수. 기본 3. */
  skeletonCount?: number;
  /** 화면낭독기가 캐러셀을 부르는 이름. 기본 "캠퍼스 목록". */
  label?: string;
  /** 화면낭독기가 읽는 말. 기본 "캠퍼스를 불러오는 중". */
  loadingLabel?: string;
}

/**
 * CampusCarousel while its campuses load: the same frame with grey cards, and no carousel engine — a module of its
 * own, so a screen can draw it before it loads the carousel.
 */
export function CampusCarouselSkeleton({
  skeletonCount = 3,
  label = '캠퍼스 목록',
  loadingLabel = '캠퍼스를 불러오는 중',
  className,
  ...props
}: CampusCarouselSkeletonProps) {
  return (
    <section
      aria-label={label}
      aria-roledescription="캐러셀"
      aria-busy
      data-component="Carousel"
      data-slot="root"
      data-loading
      className={cx('jb-Carousel', 'jb-CampusCarousel', className)}
      {...props}
    >
      <span className="jb-visually-hidden">{loadingLabel}</span>
      <div className="jb-Carousel-viewport" data-slot="viewport">
        <div className="jb-Carousel-track" data-slot="track" aria-hidden="true">
          {Array.from({ length: skeletonCount }, (_, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: skeletons have no identity
            <div key={index} className="jb-Carousel-slide jb-CampusCarousel-slide">
              <div className="jb-CampusCard jb-CampusCard--skeleton" data-slot="skeleton" />
            </div>
          ))}
        </div>
      </div>
    </section>
  );
}
