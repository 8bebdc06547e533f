import { useControllableState } from '@jjinbbang/hooks';
import type * as React from 'react';
import { useId } from 'react';
import { CheckIcon } from '../icons';
import { cx } from '../internal/cx';

export interface CheckboxProps
  extends Omit<React.ComponentProps<'input'>, 'type' | 'checked' | 'defaultChecked' | 'children' | 'size'> {
  /** Visible label; the whole row is the click target. */
  label: React.ReactNode;
  checked?: boolean;
  defaultChecked?: boolean;
  onCheckedChange?: (checked: boolean) => void;
  /** `emphasis` is the bold "agree all" row. */
  variant?: 'default' | 'emphasis';
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
