import { useControllableState } from '@jjinbbang/hooks';
import type * as React from 'react';
import { useId } from 'react';
import { AlertIcon, ChevronRightIcon } from '../icons';
import { cx, idList } from '../internal/cx';
import './Select.css';

export interface SelectOption<V extends string = string> {
  /** 이 항목을 가리키는 값(개발용). "전체"처럼 고르지 않은 상태는 빈 글자('')로 둡니다. */
  value: V;
  /** 목록에 보일 글자. 예: "임시조치". */
  label: string;
  /** 고를 수 없는 항목. */
  disabled?: boolean;
}

export interface SelectProps<V extends string = string>
  extends Omit<React.ComponentProps<'select'>, 'value' | 'defaultValue' | 'children' | 'size' | 'multiple'> {
  /** 칸의 이름. 예: "상태", "반려 사유". */
  label: React.ReactNode;
  /** 이름을 눈에는 숨기고 화면낭독기에만 읽힙니다(표의 필터 줄처럼 자리가 좁을 때). */
  hideLabel?: boolean;
  /** 고를 항목들(위에서부터). */
  options: readonly SelectOption<V>[];
  /** 고른 값(화면이 직접 정할 때). */
  value?: V;
  /** 처음에 골라 둘 값. 비우면 첫 항목(또는 placeholder). */
  defaultValue?: V;
  /** 다른 항목을 고르면 그 값과 함께 불립니다. */
  onValueChange?: (value: V) => void;
  /** 아직 고르지 않았을 때 보이는 흐린 안내. 예: "사유를 골라 주세요". 목록에서는 고를 수 없습니다. */
  placeholder?: string;
  /** stacked(이름이 위, 폼) · inline(이름이 왼쪽, 도구 줄). */
  layout?: 'stacked' | 'inline';
  /** sm(36px, 도구 줄·표 위) · md(48px, 기본, 폼). */
  size?: 'sm' | 'md';
  /** 칸 아래 회색 도움말. */
  helperText?: React.ReactNode;
  /** 틀렸을 때 도움말 대신 보이는 빨간 안내. 예: "반려 사유를 골라 주세요". */
  errorText?: React.ReactNode;
  /** 꼭 골라야 하는 칸. */
  required?: boolean;
  /** 고를 수 없는 상태. */
  disabled?: boolean;
}

/**
 * A labelled native select: the operating system's list is the most usable one with a mouse, a keyboard, a
 * screen reader and a phone alike, and needs no portal or focus management.
 */
export function Select<V extends string = string>({
  label,
  hideLabel = false,
  options,
  value,
  defaultValue,
  onValueChange,
  onChange,
  placeholder,
  layout = 'stacked',
  size = 'md',
  helperText,
  errorText,
  required,
  disabled,
  id,
  className,
  style,
  'aria-describedby': ariaDescribedBy,
  ...props
}: SelectProps<V>) {
  const autoId = useId();
  const selectId = id ?? `${autoId}-select`;
  const noteId = `${autoId}-note`;
  const [current, setCurrent] = useControllableState<V | ''>({
    value,
    defaultValue: defaultValue ?? (placeholder === undefined ? (options[0]?.value ?? '') : ''),
    onChange: onValueChange as ((value: V | '') => void) | undefined,
  });
  const note = errorText ?? helperText;
  return (
    <div
      data-component="Select"
      data-layout={layout}
      data-size={size}
      data-invalid={errorText ? true : undefined}
      data-disabled={disabled || undefined}
      data-placeholder={(placeholder !== undefined && current === '') || undefined}
      className={cx('jb-Select', className)}
      style={style}
    >
      <label
        htmlFor={selectId}
        className={hideLabel ? 'jb-visually-hidden' : 'jb-Select-label'}
        data-slot="label"
      >
        {label}
        {required && (
          <span className="jb-Select-required" aria-hidden="true">
            *
          </span>
        )}
      </label>
      <span className="jb-Select-control" data-slot="control">
        <select
          id={selectId}
          className="jb-Select-select"
          data-slot="select"
          value={current}
          required={required}
          disabled={disabled}
          aria-invalid={errorText ? true : undefined}
          aria-describedby={idList(note ? noteId : undefined, ariaDescribedBy)}
          onChange={(event) => {
            onChange?.(event);
            if (!event.defaultPrevented) setCurrent(event.target.value as V);
          }}
          {...props}
        >
          {placeholder !== undefined && (
            <option value="" disabled>
              {placeholder}
            </option>
          )}
          {options.map((option) => (
            <option key={option.value} value={option.value} disabled={option.disabled}>
              {option.label}
            </option>
          ))}
        </select>
        <ChevronRightIcon size={16} className="jb-Select-chevron" />
      </span>
      {note && (
        <p id={noteId} className={errorText ? 'jb-Select-error' : 'jb-Select-helper'} data-slot="note">
          {errorText && <AlertIcon size={14} />}
          {note}
        </p>
      )}
    </div>
  );
}
