import * as React from 'react';
import { cx } from '../internal/cx';
import { CampusCarouselSkeleton } from './CampusCarouselSkeleton';
import { Carousel } from './Carousel';
import './Carousel.css';

/** A campus as the home carousel shows it. */
export interface CampusCardItem {
  id: number | string;
  universityName: string;
  campusName: string;
  /** 로고 주소. 빈 문자열이면(로고 없음) 대학교 이름의 첫 글자를 보여 줍니다. */
  logoUrl: string;
  latitude: number;
  longitude: number;
}

export interface CampusCardProps extends Omit<React.ComponentProps<'button'>, 'children'> {
  /** 카드에 보일 캠퍼스: 대학교 로고, 대학교 이름, 캠퍼스 이름(로고가 없거나 못 불러오면 대학교 이름의 첫 글자). */
  campus: CampusCardItem;
}

/** A campus card: the university logo and names, pressed to open the campus on the map. */
export function CampusCard({ campus, className, type, ...props }: CampusCardProps) {
  // Keyed by address: a card reused for another campus tries that campus's logo again.
  const [failedLogo, setFailedLogo] = React.useState<string | null>(null);
  const showLogo = campus.logoUrl !== '' && failedLogo !== campus.logoUrl;
  return (
    <button
      type={type ?? 'button'}
      data-component="CampusCard"
      className={cx('jb-CampusCard', className)}
      {...props}
    >
      {/* The names below carry the meaning; the logo, or the letter standing in for it, is decoration. */}
      <span className="jb-CampusCard-logo" data-slot="logo" data-fallback={showLogo ? undefined : ''}>
        {showLogo ? (
          <img
            src={campus.logoUrl}
            alt=""
            loading="lazy"
            decoding="async"
            onError={() => setFailedLogo(campus.logoUrl)}
          />
        ) : (
          <span aria-hidden="true">{Array.from(campus.universityName.trim())[0]}</span>
        )}
      </span>
      <span className="jb-CampusCard-university" data-slot="university">
        {campus.universityName}
      </span>
      <span className="jb-CampusCard-campus" data-slot="campus">
        {campus.campusName}
      </span>
    </button>
  );
}

export interface CampusPlaceholderCardProps extends React.ComponentProps<'div'> {}

/** The non-interactive card shown after a lone campus (spec §2 Home). */
export function CampusPlaceholderCard({ className, children, ...props }: CampusPlaceholderCardProps) {
  return (
    <div
      data-component="CampusPlaceholderCard"
      className={cx('jb-CampusCard', 'jb-CampusCard--placeholder', className)}
      {...props}
    >
      <span className="jb-CampusCard-message">
        {children ?? '서비스 준비 중이에요. 조금만 기다려 주세요!'}
      </span>
    </div>
  );
}

export interface CampusCarouselProps extends Omit<React.ComponentProps<'section'>, 'onSelect' | 'children'> {
  /** 보여 줄 캠퍼스 목록(왼쪽부터 이 순서). 카드 한 장은 173px 폭입니다. */
  campuses: readonly CampusCardItem[];
  /** 카드를 누르면 그 캠퍼스와 함께 부릅니다(앱은 지도에서 그 캠퍼스를 엽니다). */
  onSelect?: (campus: CampusCardItem) => void;
  /** 불러오는 중. 회색 자리 표시 카드(스켈레톤)를 보이고 카드는 누를 수 없습니다. */
  loading?: boolean;
  /** 불러오는 중에 보일 자리 표시 카드 수. 기본 3. */
  skeletonCount?: number;
  /** 화면낭독기가 캐러셀을 부르는 이름. 기본 "캠퍼스 목록". */
  label?: string;
  /** 끝에 "서비스 준비 중" 안내 카드를 붙일지. 비워 두면 캠퍼스가 한 곳뿐일 때만 붙입니다(스펙). */
  showPlaceholder?: boolean;
  /** 안내 카드의 문구. 기본 "서비스 준비 중이에요. 조금만 기다려 주세요!". */
  placeholderMessage?: string;
  /** 불러오는 중에 화면낭독기가 읽는 말. 기본 "캠퍼스를 불러오는 중". */
  loadingLabel?: string;
}

export function CampusCarousel({
  campuses,
  onSelect,
  loading = false,
  skeletonCount = 3,
  label = '캠퍼스 목록',
  showPlaceholder,
  placeholderMessage = '서비스 준비 중이에요. 조금만 기다려 주세요!',
  loadingLabel = '캠퍼스를 불러오는 중',
  className,
  ...props
}: CampusCarouselProps) {
  // Skeletons are not swiped: the engine is set up once, for the cards.
  if (loading)
    return (
      <CampusCarouselSkeleton
        skeletonCount={skeletonCount}
        label={label}
        loadingLabel={loadingLabel}
        className={className}
        {...props}
      />
    );
  const withPlaceholder = showPlaceholder ?? campuses.length === 1;
  return (
    // No previous/next buttons: the engine can wait for the student's first touch, hover or focus.
    <Carousel.Root
      label={label}
      createEngineOn="reach"
      className={cx('jb-CampusCarousel', className)}
      {...props}
    >
      <Carousel.Viewport>
        <Carousel.Track>
          {campuses.map((campus) => (
            <Carousel.Slide key={campus.id} className="jb-CampusCarousel-slide">
              <CampusCard campus={campus} onClick={() => onSelect?.(campus)} />
            </Carousel.Slide>
          ))}
          {withPlaceholder && (
            <Carousel.Slide key="placeholder" className="jb-CampusCarousel-slide">
              <CampusPlaceholderCard>{placeholderMessage}</CampusPlaceholderCard>
            </Carousel.Slide>
          )}
        </Carousel.Track>
      </Carousel.Viewport>
    </Carousel.Root>
  );
}
