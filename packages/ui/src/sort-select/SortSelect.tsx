import { SORT_LABELS, SORT_OPTIONS, type SortOption } from '@jjinbbang/domain';
import type * as React from 'react';
import { useId } from 'react';
import { cx } from '../internal/cx';

export interface SortSelectOption<V extends string = string> {
  value: V;
  label: string;
}

export interface SortSelectProps<V extends string = SortOption>
  extends Omit<React.ComponentProps<'select'>, 'value' | 'defaultValue' | 'onChange' | 'children'> {
  /** Defaults to spec 000 §9: 추천순 (RCMND), 최신순 (LATEST), 좋아요순 (LIKES), 별점순 (STARS). */
  options?: readonly SortSelectOption<V>[];
  value?: V;
  defaultValue?: V;
  onValueChange?: (value: V) => void;
  onChange?: React.ChangeEventHandler<HTMLSelectElement>;
  /** Accessible label; visually hidden unless `showLabel`. */
  label?: string;
  showLabel?: boolean;
}

export const DEFAULT_SORT_OPTIONS: readonly SortSelectOption<SortOption>[] = SORT_OPTIONS.map((value) => ({
  value,
  label: SORT_LABELS[value],
}));

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
