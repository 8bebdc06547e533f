import { formatThousands, type MarkerType } from '@jjinbbang/domain';
import type * as React from 'react';
import { cx } from '../internal/cx';
import './MapMarker.css';

export const MAP_MARKER_TYPE_LABELS: Record<MarkerType, string> = {
  GENERAL: '일반 건물',
  DORMITORY: '기숙사',
  AGENCY: '공인중개사',
};

const GLYPHS: Record<MarkerType, React.ReactNode> = {
  GENERAL: <path d="M7 17.5v-6L12 8l5 3.5v6h-3.2v-3.6h-3.6v3.6z" />,
  DORMITORY: (
    <path d="M7 18V9.5L12 7l5 2.5V18zm2.4-6.4h1.8v1.8H9.4zm3.4 0h1.8v1.8h-1.8zm-3.4 3.2h1.8V18H9.4zm3.4 0h1.8V18h-1.8z" />
  ),
  AGENCY: <path d="M8 7.5h8a1 1 0 0 1 1 1v9.5H7V8.5a1 1 0 0 1 1-1zm1.5 3v1.4h5v-1.4zm0 3v1.4h3.4v-1.4z" />,
};

export interface MapMarkerProps extends Omit<React.ComponentProps<'button'>, 'children' | 'type'> {
  /** 건물 종류: GENERAL(원룸·투룸, 주황) · DORMITORY(기숙사, 파랑) · AGENCY(부동산, 초록). 색과 모양이 다릅니다. */
  type: MarkerType;
  /** 골라진 마커(아래 시트가 열려 있음). 더 크게 그려지고 "눌림"으로 읽힙니다. */
  selected?: boolean;
  /** 눈에 띄게 표시한 마커(방금 검색으로 고른 곳). 둘레에 고리가 생깁니다. */
  highlighted?: boolean;
  /** 화면낭독기가 마커를 부르는 이름. 기본은 종류의 한국어 이름, 보통 건물 이름을 줍니다. */
  label?: string;
  /** 핀 위에 보이는 가격(예: "월 39", "전세 1.2억"). 이름 끝에도 붙어 읽힙니다("가좌 원룸 · 일반 건물 위치, 월 39"). 없으면 핀만 그립니다. */
  price?: string;
}

/** The 40×40 pin drawing; colours per type come from the --jb-color-marker-* tokens. */
function Pin({ type }: { type: MarkerType }) {
  return (
    <svg viewBox="0 0 24 24" width="40" height="40" aria-hidden="true" focusable="false" data-slot="pin">
      <path
        className="jb-MapMarker-pin"
        d="M12 1.5c-5 0-9 3.9-9 8.8 0 6.4 7.6 11.6 8.4 12.1a1 1 0 0 0 1.2 0c.8-.5 8.4-5.7 8.4-12.1 0-4.9-4-8.8-9-8.8z"
      />
      <g className="jb-MapMarker-glyph" transform="translate(0 -2.2)">
        {GLYPHS[type]}
      </g>
    </svg>
  );
}

/**
 * A map marker (spec 000 §9: 40×40) as a button, so it is reachable and named without a pointer.
 * Colours per type come from the --jb-color-marker-* tokens.
 */
export function MapMarker({
  type,
  selected = false,
  highlighted = false,
  label,
  price,
  className,
  ...props
}: MapMarkerProps) {
  return (
    <button
      type="button"
      aria-label={`${label ?? MAP_MARKER_TYPE_LABELS[type]}${price ? `, ${price}` : ''}`}
      aria-pressed={selected}
      data-component="MapMarker"
      data-type={type.toLowerCase()}
      data-selected={selected || undefined}
      data-highlighted={highlighted || undefined}
      data-priced={price ? '' : undefined}
      className={cx('jb-MapMarker', className)}
      {...props}
    >
      {price ? (
        <span className="jb-MapMarker-price" data-slot="price" aria-hidden="true">
          {price}
        </span>
      ) : null}
      <Pin type={type} />
    </button>
  );
}

export interface MapMarkerPinProps extends Omit<React.ComponentProps<'span'>, 'children'> {
  /** 건물 종류(위와 같음). */
  type: MarkerType;
  /** 화면낭독기 이름. 지도가 이미 장소 이름을 읽으면 비웁니다. */
  label?: string;
}

/** The same marker as a picture, for static maps (spec 000 §2 review detail: not draggable or zoomable). */
export function MapMarkerPin({ type, label, className, ...props }: MapMarkerPinProps) {
  const a11y = label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true as const };
  return (
    <span
      data-component="MapMarkerPin"
      data-type={type.toLowerCase()}
      className={cx('jb-MapMarker', className)}
      {...a11y}
      {...props}
    >
      <Pin type={type} />
    </span>
  );
}

export interface ClusterBubbleProps extends Omit<React.ComponentProps<'button'>, 'children'> {
  /** 모인 건물 수. 99를 넘으면 "99+". */
  count: number;
  /** 화면낭독기가 숫자 앞에 읽는 말. 기본 "건물 ". */
  labelPrefix?: string;
  /** 화면낭독기가 숫자 뒤에 읽는 말. 기본 "곳 모음"(합쳐 "건물 12곳 모음"). */
  labelSuffix?: string;
  /** 숫자 아래 보이는 모인 곳들의 가격 중앙값(예: "월 41"). 없으면 숫자만 그립니다. */
  price?: string;
}

function sizeOf(count: number): 'sm' | 'md' | 'lg' {
  if (count < 10) return 'sm';
  if (count < 100) return 'md';
  return 'lg';
}

/** A cluster of markers (spec 000 §9: clusters from level 3 up); grows with its count. */
export function ClusterBubble({
  count,
  labelPrefix = '건물 ',
  labelSuffix = '곳 모음',
  price,
  className,
  type,
  ...props
}: ClusterBubbleProps) {
  const safe = Math.max(0, Math.floor(count));
  return (
    <button
      type={type ?? 'button'}
      data-component="ClusterBubble"
      data-size={sizeOf(safe)}
      data-priced={price ? '' : undefined}
      className={cx('jb-ClusterBubble', className)}
      {...props}
    >
      {/* the visible count is part of the name (WCAG 2.5.3), the words around it are for screen readers */}
      <span className="jb-visually-hidden">{labelPrefix}</span>
      <span data-slot="count">{formatThousands(safe)}</span>
      <span className="jb-visually-hidden">{labelSuffix}</span>
      {price ? (
        <span data-slot="price">
          <span className="jb-visually-hidden">, 중앙값 </span>
          {price}
        </span>
      ) : null}
    </button>
  );
}
