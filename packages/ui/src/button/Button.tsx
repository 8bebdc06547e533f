import * as Slot from 'radix-ui/slot';
import type * as React from 'react';
import { cx } from '../internal/cx';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger';
export type ButtonSize = 'sm' | 'md' | 'lg';

export interface ButtonProps extends React.ComponentProps<'button'> {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Shows a spinner, keeps the label for layout and marks the button busy and disabled. */
  loading?: boolean;
  /** Accessible text announced while loading. */
  loadingLabel?: string;
  fullWidth?: boolean;
  /** Render the caller's element (e.g. a router link) with the button's styling. */
  asChild?: boolean;
}

export function Button({
  variant = 'primary',
  size = 'md',
  loading = false,
  loadingLabel = '처리 중',
  fullWidth = false,
  asChild = false,
  disabled,
  className,
  children,
  type,
  ...props
}: ButtonProps) {
  const isDisabled = disabled || loading;
  const classes = cx('jb-Button', className);
  if (asChild) {
    return (
      <Slot.Root
        data-component="Button"
        data-variant={variant}
        data-size={size}
        data-full-width={fullWidth || undefined}
        className={classes}
        {...props}
      >
        {children}
      </Slot.Root>
    );
  }
  return (
    <button
      type={type ?? 'button'}
      data-component="Button"
      data-variant={variant}
      data-size={size}
      data-loading={loading || undefined}
      data-disabled={isDisabled || undefined}
      data-full-width={fullWidth || undefined}
      className={classes}
      disabled={isDisabled}
      aria-busy={loading || undefined}
      {...props}
    >
      {loading && <span className="jb-Button-spinner" data-slot="spinner" aria-hidden="true" />}
      <span className="jb-Button-label" data-slot="label">
        {children}
      </span>
      {loading && <span className="jb-visually-hidden">{loadingLabel}</span>}
    </button>
  );
}

export interface IconButtonProps extends Omit<React.ComponentProps<'button'>, 'children'> {
  /** Korean accessible name; icon-only buttons have no other text. */
  label: string;
  icon: React.ReactNode;
  variant?: 'ghost' | 'filled';
  size?: 'sm' | 'md' | 'lg';
}

export function IconButton({
  label,
  icon,
  variant = 'ghost',
  size = 'md',
  className,
  type,
  ...props
}: IconButtonProps) {
  return (
    <button
      type={type ?? 'button'}
      aria-label={label}
      title={label}
      data-component="IconButton"
      data-variant={variant}
      data-size={size}
      className={cx('jb-IconButton', className)}
      {...props}
    >
      <span className="jb-IconButton-icon" data-slot="icon" aria-hidden="true">
        {icon}
      </span>
    </button>
  );
}
