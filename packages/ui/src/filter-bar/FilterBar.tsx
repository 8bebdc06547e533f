import { HOUSING_TYPE_FILTER_LABELS, type HousingTypeFilter } from '@jjinbbang/domain';
import type * as React from 'react';
import { MAP_FILTER_TITLES, type MapFilterKind } from '../filter-sheet/kinds';
import { ChevronRightIcon, HomeIcon } from '../icons';
import { cx } from '../internal/cx';

/** The bar's four buttons, in order (spec 000 §2 Map); the fifth kind, housingType, has its own button. */
export const FILTER_BAR_KINDS = [
  'keyword',
  'viewType',
  'university',
  'contract',
] as const satisfies readonly MapFilterKind[];
export type FilterBarKind = (typeof FILTER_BAR_KINDS)[number];

export interface FilterBarProps extends Omit<React.ComponentProps<'fieldset'>, 'children'> {
  /** Which filters currently narrow the map. */
  active?: Partial<Record<FilterBarKind, boolean>>;
  /** Shown instead of the filter's name when set, e.g. `{ viewType: '건물별', university: '부산대' }`. */
  values?: Partial<Record<FilterBarKind, string>>;
  /** The filter whose sheet is open (reported as expanded). */
  openFilter?: MapFilterKind | null;
  /** A filter button was pressed: open its sheet. */
  onFilterPress?: (kind: FilterBarKind) => void;
  labels?: Partial<Record<FilterBarKind, string>>;
  /** Accessible name of the group. */
  label?: string;
  /** Read after an active filter's text. */
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
  /** The applied housing-type filter; ALL shows 전체 and is not highlighted. */
  value?: HousingTypeFilter;
  /** Read before the value (the sheet's title, spec 001 §2.5: 찐빵 유형). */
  label?: string;
  /** Whether its sheet is open. */
  expanded?: boolean;
  /** Text per value; defaults to the domain's Korean labels. */
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
