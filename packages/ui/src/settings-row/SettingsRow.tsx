import * as Slot from 'radix-ui/slot';
import type * as React from 'react';
import { ChevronRightIcon } from '../icons';
import { cx } from '../internal/cx';

export interface SettingsRowProps extends Omit<React.ComponentProps<'button'>, 'value'> {
  /** Trailing text before the chevron (e.g. the current status). */
  trailing?: React.ReactNode;
  /** Whether to show the trailing chevron. */
  chevron?: boolean;
  /** Leading icon (decorative). */
  icon?: React.ReactNode;
  tone?: 'default' | 'danger';
  /** Render the caller's element (e.g. a router link) as the row; its children become the label. */
  asChild?: boolean;
}

/**
 * A full-width row of the account and my pages: a button, or a link with `asChild`. Disabled rows stay in the
 * layout (spec 000 §2: the verification row is disabled once verified).
 */
export function SettingsRow({
  trailing,
  chevron = true,
  icon,
  tone = 'default',
  asChild = false,
  disabled,
  className,
  children,
  type,
  ...props
}: SettingsRowProps) {
  const Comp = asChild ? Slot.Root : 'button';
  const shared = {
    'data-component': 'SettingsRow',
    'data-tone': tone,
    'data-disabled': disabled || undefined,
    className: cx('jb-SettingsRow', className),
  };
  const elementProps = asChild
    ? // a link cannot be disabled natively: take it out of the tab order and mark it
      { 'aria-disabled': disabled || undefined, tabIndex: disabled ? -1 : undefined }
    : { type: type ?? 'button', disabled };
  return (
    <Comp {...shared} {...elementProps} {...props}>
      {icon && (
        <span data-slot="icon" className="jb-SettingsRow-icon" aria-hidden="true">
          {icon}
        </span>
      )}
      <Slot.Slottable>{children}</Slot.Slottable>
      {trailing !== undefined && (
        <span data-slot="value" className="jb-SettingsRow-value">
          {trailing}
        </span>
      )}
      {chevron && <ChevronRightIcon data-slot="chevron" className="jb-SettingsRow-chevron" size={20} />}
    </Comp>
  );
}
