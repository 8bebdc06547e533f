import {
  MAP_SORT_LABELS,
  MAP_SORT_OPTIONS,
  type MapSortOption,
  SORT_LABELS,
  SORT_OPTIONS,
  type SortOption,
} from '@jjinbbang/domain';
import type * as React from 'react';
import { useId } from 'react';
import { cx } from '../internal/cx';
import './SortSelect.css';

export interface SortSelectOption<V extends string = string> {
  /** 정렬 방식을 가리키는 값(개발용). */
  value: V;
  /** 목록에 보일 글자. 예: "최신순". */
  label: string;
}

export interface SortSelectProps<V extends string = SortOption>
  extends Omit<React.ComponentProps<'select'>, 'value' | 'defaultValue' | 'onChange' | 'children'> {
  /** 고를 정렬 방식들. 기본: 추천순, 최신순, 좋아요순, 별점순(스펙). */
  options?: readonly SortSelectOption<V>[];
  /** 고른 정렬(화면이 직접 정할 때). */
  value?: V;
  /** 처음에 골라 둘 정렬. */
  defaultValue?: V;
  /** 다른 정렬을 고르면 그 값과 함께 불립니다. */
  onValueChange?: (value: V) => void;
  /** 선택 요소의 원래 바뀜 이벤트(개발용). */
  onChange?: React.ChangeEventHandler<HTMLSelectElement>;
  /** 이름. 기본 "정렬". 평소에는 화면낭독기에만 읽힙니다. */
  label?: string;
  /** 이름을 눈에도 보이게 할지. */
  showLabel?: boolean;
  /** 바꿀 수 없는 상태. */
  disabled?: boolean;
}

export const DEFAULT_SORT_OPTIONS: readonly SortSelectOption<SortOption>[] = SORT_OPTIONS.map((value) => ({
  value,
  label: SORT_LABELS[value],
}));

/** 지도 목록의 정렬: 기본 네 가지에 "실거주비 낮은순"이 더해집니다. */
export const MAP_SORT_SELECT_OPTIONS: readonly SortSelectOption<MapSortOption>[] = MAP_SORT_OPTIONS.map(
  (value) => ({ value, label: MAP_SORT_LABELS[value] }),
);

/**
 * A native select styled as a compact sort button: the OS picker is the most usable list on phones
 * and needs no portal or focus management.
 */
export function SortSelect<V extends string = SortOption>({
  options = DEFAULT_SORT_OPTIONS as unknown as readonly SortSelectOption<V>[],
  value,
  defaultValue,
  onValueChange,
  onChange,
  label = '정렬',
  showLabel = false,
  className,
  id,
  disabled,
  ...props
}: SortSelectProps<V>) {
  const autoId = useId();
  const selectId = id ?? autoId;
  return (
    <div
      data-component="SortSelect"
      data-disabled={disabled || undefined}
      className={cx('jb-SortSelect', className)}
    >
      <label
        htmlFor={selectId}
        className={showLabel ? 'jb-SortSelect-label' : 'jb-visually-hidden'}
        data-slot="label"
      >
        {label}
      </label>
      <span className="jb-SortSelect-control" data-slot="control">
        <select
          id={selectId}
          value={value}
          defaultValue={value === undefined ? (defaultValue ?? options[0]?.value) : undefined}
          disabled={disabled}
          className="jb-SortSelect-select"
          data-slot="select"
          onChange={(event) => {
            onChange?.(event);
            if (!event.defaultPrevented) onValueChange?.(event.target.value as V);
          }}
          {...props}
        >
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
        <svg
          className="jb-SortSelect-chevron"
          data-slot="chevron"
          viewBox="0 0 24 24"
          width="16"
          height="16"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
          strokeLinejoin="round"
          aria-hidden="true"
        >
          <path d="m6 9 6 6 6-6" />
        </svg>
      </span>
    </div>
  );
}
