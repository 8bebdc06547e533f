import * as Slot from '@radix-ui/react-slot';
import type * as React from 'react';
import { ChevronRightIcon } from '../icons';
import { cx } from '../internal/cx';
import './SettingsRow.css';

export interface SettingsRowProps extends Omit<React.ComponentProps<'button'>, 'value'> {
  /** 오른쪽 › 앞에 놓이는 값. 예: 인증 상태 표시. */
  trailing?: React.ReactNode;
  /** 오른쪽 › 표시를 보일지. 다른 화면으로 가는 줄이면 켭니다(기본 켜짐). */
  chevron?: boolean;
  /** 왼쪽 아이콘(꾸밈). */
  icon?: React.ReactNode;
  /** default(보통) · danger(빨간 글자, 탈퇴처럼 되돌릴 수 없는 행동). */
  tone?: 'default' | 'danger';
  /** 링크(라우터 링크)를 줄로 씁니다(개발용). */
  asChild?: boolean;
  /** 줄의 글자. 예: "학교 인증하기". */
  children?: React.ReactNode;
  /** 누를 수 없는 상태. 흐리게 보입니다. */
  disabled?: boolean;
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
