import { DORM_FACILITIES } from '@jjinbbang/domain';
import { useControllableState } from '@jjinbbang/hooks';
import type * as React from 'react';
import { useId } from 'react';
import { cx } from '../internal/cx';
import './OptionMatrix.css';

export interface OptionMatrixOption {
  /** 이 답을 가리키는 값(개발용). */
  value: string;
  /** 답에 보일 글자. 예: "개인", "공용", "없음". */
  label: string;
}

export interface OptionMatrixRow {
  /** 이 줄을 가리키는 값(개발용). */
  id: string;
  /** 줄의 이름. 예: "화장실". */
  label: string;
  /** 이 줄에서 고를 수 있는 답들. */
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
  /** 줄들(항목마다 하나씩 고름). 기본은 기숙사 시설: 화장실, 샤워실, 냉장고 …(스펙). */
  rows?: readonly OptionMatrixRow[];
  /** 줄마다 고른 답(화면이 직접 정할 때). 아직 고르지 않은 줄은 빠져 있습니다. */
  value?: OptionMatrixValue;
  /** 처음에 골라 둘 답들. */
  defaultValue?: OptionMatrixValue;
  /** 답을 고를 때마다 전체 답과 함께 불립니다. */
  onValueChange?: (value: OptionMatrixValue) => void;
  /** 묶음의 제목. 기본 "시설". */
  legend?: React.ReactNode;
  /** 제목을 눈에는 숨기고 화면낭독기에만 읽힙니다. */
  hideLegend?: boolean;
  /** 고르지 않은 줄을 빨갛게 표시할지(다음을 눌렀는데 빠진 줄이 있을 때). */
  showMissing?: boolean;
  /** 고르지 않은 줄에 보일 안내. 기본 "선택해 주세요". */
  missingText?: string;
  /** 고를 수 없는 상태. */
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
            {/* Native radios, one group per row: one Tab stop per row, arrows move and select. */}
            <div
              role="radiogroup"
              aria-labelledby={labelId}
              aria-describedby={missing ? missingId : undefined}
              aria-invalid={missing || undefined}
              aria-required
              className="jb-OptionMatrix-options"
              data-slot="options"
            >
              {row.options.map(toOption).map((option) => {
                const checked = chosen[row.id] === option.value;
                return (
                  <label
                    key={option.value}
                    className="jb-OptionMatrix-option"
                    data-slot="option"
                    data-state={checked ? 'checked' : 'unchecked'}
                    data-disabled={disabled ? '' : undefined}
                  >
                    <input
                      type="radio"
                      className="jb-OptionMatrix-input"
                      name={`${baseId}-${row.id}`}
                      value={option.value}
                      checked={checked}
                      required
                      onChange={() => setChosen({ ...chosen, [row.id]: option.value })}
                    />
                    {option.label}
                  </label>
                );
              })}
            </div>
          </div>
        );
      })}
    </fieldset>
  );
}
