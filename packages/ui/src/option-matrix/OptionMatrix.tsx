import { DORM_FACILITIES } from '@jjinbbang/domain';
import { useControllableState } from '@jjinbbang/hooks';
import * as RadioGroup from 'radix-ui/radio-group';
import type * as React from 'react';
import { useId } from 'react';
import { cx } from '../internal/cx';

export interface OptionMatrixOption {
  value: string;
  label: string;
}

export interface OptionMatrixRow {
  id: string;
  label: string;
  options: readonly (OptionMatrixOption | string)[];
}

/** spec 001 §3.1: dormitory facilities and their options, one choice per facility. */
export const DORM_FACILITY_ROWS: readonly OptionMatrixRow[] = DORM_FACILITIES.map((facility) => ({
  id: facility.name,
  label: facility.name,
  options: facility.options,
}));

export type OptionMatrixValue = Record<string, string>;

export interface OptionMatrixProps
  extends Omit<React.ComponentProps<'fieldset'>, 'defaultValue' | 'onChange'> {
  rows?: readonly OptionMatrixRow[];
  /** Row id → chosen option value; an unanswered row is absent. */
  value?: OptionMatrixValue;
  defaultValue?: OptionMatrixValue;
  onValueChange?: (value: OptionMatrixValue) => void;
  legend?: React.ReactNode;
  hideLegend?: boolean;
  /** Marks unanswered rows invalid (spec 001 §5: every facility needs a choice) — e.g. after a failed next. */
  showMissing?: boolean;
  missingText?: string;
  disabled?: boolean;
}

const toOption = (option: OptionMatrixOption | string): OptionMatrixOption =>
  typeof option === 'string' ? { value: option, label: option } : option;

export function isOptionMatrixComplete(rows: readonly OptionMatrixRow[], value: OptionMatrixValue): boolean {
  return rows.every((row) => value[row.id] !== undefined);
}

export function OptionMatrix({
  rows = DORM_FACILITY_ROWS,
  value,
  defaultValue = {},
  onValueChange,
  legend = '시설',
  hideLegend = true,
  showMissing = false,
  missingText = '선택해 주세요',
  disabled,
  className,
  ...props
}: OptionMatrixProps) {
  const baseId = useId();
  const [chosen, setChosen] = useControllableState({ value, defaultValue, onChange: onValueChange });
  return (
    <fieldset
      disabled={disabled}
      data-component="OptionMatrix"
      data-complete={isOptionMatrixComplete(rows, chosen) || undefined}
      className={cx('jb-OptionMatrix', className)}
      {...props}
    >
      <legend className={hideLegend ? 'jb-visually-hidden' : 'jb-OptionMatrix-legend'} data-slot="legend">
        {legend}
      </legend>
      {rows.map((row) => {
        const labelId = `${baseId}-${row.id}-label`;
        const missingId = `${baseId}-${row.id}-missing`;
        const missing = showMissing && chosen[row.id] === undefined;
        return (
          <div
            key={row.id}
            className="jb-OptionMatrix-row"
            data-slot="row"
            data-missing={missing || undefined}
          >
            <span id={labelId} className="jb-OptionMatrix-rowLabel" data-slot="row-label">
              {row.label}
              {missing && (
                <span id={missingId} className="jb-OptionMatrix-missing" data-slot="missing">
                  {missingText}
                </span>
              )}
            </span>
            <RadioGroup.Root
              aria-labelledby={labelId}
              aria-describedby={missing ? missingId : undefined}
              aria-invalid={missing || undefined}
              required
              disabled={disabled}
              orientation="horizontal"
              loop
              value={chosen[row.id] ?? ''}
              onValueChange={(next) => setChosen({ ...chosen, [row.id]: next })}
              className="jb-OptionMatrix-options"
              data-slot="options"
            >
              {row.options.map(toOption).map((option) => (
                <RadioGroup.Item
                  key={option.value}
                  value={option.value}
                  className="jb-OptionMatrix-option"
                  data-slot="option"
                >
                  {option.label}
                </RadioGroup.Item>
              ))}
            </RadioGroup.Root>
          </div>
        );
      })}
    </fieldset>
  );
}
