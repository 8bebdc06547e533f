import { HOUSING_TYPE_FILTER_LABELS, type HousingTypeFilter } from '@jjinbbang/domain';
import type * as React from 'react';
import { MAP_FILTER_TITLES, type MapFilterKind } from '../filter-sheet/kinds';
import { ChevronRightIcon, HomeIcon } from '../icons';
import { cx } from '../internal/cx';
import './FilterBar.css';

/** The bar's four buttons, in order (spec 000 §2 Map); the fifth kind, housingType, has its own button. */
export const FILTER_BAR_KINDS = [
  'keyword',
  'viewType',
  'university',
  'contract',
] as const satisfies readonly MapFilterKind[];
export type FilterBarKind = (typeof FILTER_BAR_KINDS)[number];

export interface FilterBarProps extends Omit<React.ComponentProps<'fieldset'>, 'children'> {
  /** 지금 지도를 거르고 있는 필터들. 켜진 필터는 주황으로 보입니다. */
  active?: Partial<Record<FilterBarKind, boolean>>;
  /** 필터 이름 대신 보일 고른 값. 예: 보기 유형 "건물별", 대학교 "부산대". */
  values?: Partial<Record<FilterBarKind, string>>;
  /** 시트가 열려 있는 필터("펼침"으로 읽힘). */
  openFilter?: MapFilterKind | null;
  /** 필터 버튼을 누르면 그 필터와 함께 불립니다(화면이 그 필터 시트를 엽니다). */
  onFilterPress?: (kind: FilterBarKind) => void;
  /** 필터 이름을 바꿉니다. */
  labels?: Partial<Record<FilterBarKind, string>>;
  /** 화면낭독기가 필터 줄을 부르는 이름. 기본 "지도 필터". */
  label?: string;
  /** 화면낭독기가 켜진 필터 뒤에 읽는 말. 기본 "적용됨". */
  activeLabel?: string;
}

/** The map's filter bar: four buttons that open filter sheets, highlighted while their filter applies. */
export function FilterBar({
  active = {},
  values = {},
  openFilter = null,
  onFilterPress,
  labels,
  label = '지도 필터',
  activeLabel = '적용됨',
  className,
  ...props
}: FilterBarProps) {
  const l = { ...MAP_FILTER_TITLES, ...labels };
  return (
    <fieldset data-component="FilterBar" className={cx('jb-FilterBar', className)} {...props}>
      <legend className="jb-visually-hidden">{label}</legend>
      {FILTER_BAR_KINDS.map((kind) => {
        const isActive = active[kind] === true;
        return (
          <button
            key={kind}
            type="button"
            aria-haspopup="dialog"
            aria-expanded={openFilter === kind}
            data-slot="filter"
            data-filter={kind}
            data-active={isActive || undefined}
            className="jb-FilterBar-button"
            onClick={() => onFilterPress?.(kind)}
          >
            <span data-slot="text">{values[kind] ?? l[kind]}</span>
            {/* A hidden block-level span is read with a space before it: "월세 적용됨". */}
            {isActive && <span className="jb-visually-hidden">{activeLabel}</span>}
            <ChevronRightIcon className="jb-FilterBar-chevron" size={14} />
          </button>
        );
      })}
    </fieldset>
  );
}

export interface HousingTypeButtonProps extends Omit<React.ComponentProps<'button'>, 'children' | 'value'> {
  /** 고른 찐빵 유형. 전체(ALL)면 "전체"로 보이고 강조하지 않습니다. */
  value?: HousingTypeFilter;
  /** 화면낭독기가 값 앞에 읽는 말. 기본 "찐빵 유형". */
  label?: string;
  /** 시트가 열려 있는지. */
  expanded?: boolean;
  /** 유형마다 보일 글자를 바꿉니다. */
  valueLabels?: Partial<Record<HousingTypeFilter, string>>;
}

/** The map's housing-type filter button, which opens the 찐빵 유형 sheet. */
export function HousingTypeButton({
  value = 'ALL',
  label = MAP_FILTER_TITLES.housingType,
  expanded = false,
  valueLabels,
  className,
  type,
  ...props
}: HousingTypeButtonProps) {
  const isActive = value !== 'ALL';
  return (
    <button
      type={type ?? 'button'}
      aria-haspopup="dialog"
      aria-expanded={expanded}
      data-component="HousingTypeButton"
      data-value={value}
      data-active={isActive || undefined}
      className={cx('jb-HousingTypeButton', className)}
      {...props}
    >
      <span data-slot="icon" className="jb-HousingTypeButton-icon">
        <HomeIcon size={18} />
      </span>
      <span className="jb-visually-hidden">{label} </span>
      <span data-slot="value">{valueLabels?.[value] ?? HOUSING_TYPE_FILTER_LABELS[value]}</span>
      <ChevronRightIcon className="jb-FilterBar-chevron" size={14} />
    </button>
  );
}
