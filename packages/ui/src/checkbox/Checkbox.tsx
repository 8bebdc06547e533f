import { useControllableState } from '@jjinbbang/hooks';
import type * as React from 'react';
import { useId } from 'react';
import { CheckIcon } from '../icons';
import { cx } from '../internal/cx';
import './Checkbox.css';

export interface CheckboxProps
  extends Omit<React.ComponentProps<'input'>, 'type' | 'checked' | 'defaultChecked' | 'children' | 'size'> {
  /** 체크박스 옆 글자. 글자를 눌러도 체크됩니다(줄 전체가 누르는 영역). */
  label: React.ReactNode;
  /** 체크된 상태(화면이 직접 정할 때). */
  checked?: boolean;
  /** 처음에 체크해 둘지(그 뒤로는 사용자가 바꿈). */
  defaultChecked?: boolean;
  /** 사용자가 체크하거나 풀 때 새 상태와 함께 불립니다. */
  onCheckedChange?: (checked: boolean) => void;
  /** default(보통 줄) · emphasis(굵은 글자, 약관의 "모두 동의"처럼 묶음을 대표하는 줄). */
  variant?: 'default' | 'emphasis';
  /** 바꿀 수 없는 상태. 흐리게 보입니다. */
  disabled?: boolean;
}

/** A native checkbox (forms, validation and keyboard for free) with a drawn box. */
export function Checkbox({
  label,
  checked,
  defaultChecked = false,
  onCheckedChange,
  onChange,
  variant = 'default',
  id,
  className,
  disabled,
  ...props
}: CheckboxProps) {
  const autoId = useId();
  const inputId = id ?? autoId;
  const [isChecked, setChecked] = useControllableState({
    value: checked,
    defaultValue: defaultChecked,
    onChange: onCheckedChange,
  });
  return (
    <label
      htmlFor={inputId}
      data-component="Checkbox"
      data-state={isChecked ? 'checked' : 'unchecked'}
      data-variant={variant}
      data-disabled={disabled || undefined}
      className={cx('jb-Checkbox', className)}
    >
      <input
        id={inputId}
        type="checkbox"
        className="jb-Checkbox-input"
        data-slot="input"
        checked={isChecked}
        disabled={disabled}
        onChange={(event) => {
          onChange?.(event);
          if (!event.defaultPrevented) setChecked(event.target.checked);
        }}
        {...props}
      />
      <span className="jb-Checkbox-box" data-slot="box" aria-hidden="true">
        <CheckIcon size={14} strokeWidth={3} />
      </span>
      <span className="jb-Checkbox-label" data-slot="label">
        {label}
      </span>
    </label>
  );
}
