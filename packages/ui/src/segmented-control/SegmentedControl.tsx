import * as RadioGroup from 'radix-ui/radio-group';
import type * as React from 'react';
import { cx } from '../internal/cx';

export interface SegmentedControlOption<V extends string = string> {
  value: V;
  label: React.ReactNode;
  disabled?: boolean;
}

export interface SegmentedControlProps<V extends string = string>
  extends Omit<React.ComponentProps<'div'>, 'defaultValue' | 'onChange' | 'dir'> {
  options: readonly SegmentedControlOption<V>[];
  value?: V;
  defaultValue?: V;
  onValueChange?: (value: V) => void;
  /** Accessible name of the radio group. Use this or aria-labelledby. */
  label?: string;
  /** Form field name, so the choice is submitted with a surrounding form. */
  name?: string;
  disabled?: boolean;
  required?: boolean;
  size?: 'sm' | 'md';
  fullWidth?: boolean;
}

/** A single choice between a few segments (e.g. 전세 / 월세), on radix RadioGroup: arrows move and select. */
export function SegmentedControl<V extends string = string>({
  options,
  value,
  defaultValue,
  onValueChange,
  label,
  name,
  disabled,
  required,
  size = 'md',
  fullWidth = false,
  className,
  ...props
}: SegmentedControlProps<V>) {
  return (
    <RadioGroup.Root
      value={value}
      defaultValue={defaultValue}
      onValueChange={(next) => onValueChange?.(next as V)}
      name={name}
      disabled={disabled}
      required={required}
      orientation="horizontal"
      loop
      aria-label={label}
      data-component="SegmentedControl"
      data-size={size}
      data-full-width={fullWidth || undefined}
      className={cx('jb-SegmentedControl', className)}
      {...props}
    >
      {options.map((option) => (
        <RadioGroup.Item
          key={option.value}
          value={option.value}
          disabled={option.disabled}
          data-slot="segment"
          className="jb-SegmentedControl-segment"
        >
          {option.label}
        </RadioGroup.Item>
      ))}
    </RadioGroup.Root>
  );
}
