import * as Slot from '@radix-ui/react-slot';
import type * as React from 'react';
import { cx } from '../internal/cx';
import './Button.css';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger';
export type ButtonSize = 'sm' | 'md' | 'lg';

export interface ButtonProps extends React.ComponentProps<'button'> {
  /**
   * 버튼의 무게. primary(주황 배경, 화면의 주된 행동 하나) · secondary(연한 주황, 보조 행동) ·
   * ghost(배경 없음, 이전·취소처럼 가벼운 행동) · danger(빨강, 탈퇴·삭제처럼 되돌릴 수 없는 행동).
   */
  variant?: ButtonVariant;
  /** 높이와 글자 크기. sm 36px · md 44px(기본, 최소 터치 영역) · lg 52px(화면 아래 큰 버튼). */
  size?: ButtonSize;
  /** 처리 중. 글자 자리에 스피너를 보이고 누를 수 없게 합니다(폭은 그대로라 레이아웃이 흔들리지 않음). */
  loading?: boolean;
  /** 처리 중일 때 화면낭독기가 읽는 말. 기본 "처리 중". */
  loadingLabel?: string;
  /** 부모의 가로 폭을 꽉 채웁니다. 시트·화면 아래의 확인 버튼에 씁니다. */
  fullWidth?: boolean;
  /** 버튼 모양을 링크 같은 다른 요소에 입힙니다(개발용: 자식 요소가 그대로 그려짐). */
  asChild?: boolean;
  /** 버튼에 보일 글자. 짧은 동사로: "다음", "후기 작성하기". */
  children?: React.ReactNode;
  /** 누를 수 없는 상태. 흐리게 보이고 눌러도 아무 일도 없습니다. */
  disabled?: boolean;
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
  /** 버튼의 이름. 글자 없이 아이콘만 보이므로 화면낭독기와 툴팁이 이 말을 씁니다. 예: "닫기", "뒤로 가기". */
  label: string;
  /** 버튼 안의 아이콘(아이콘 모음의 하나). */
  icon: React.ReactNode;
  /** ghost(배경 없음, 헤더·시트 안) · filled(흰 원 배경과 그림자, 사진 위처럼 배경이 복잡한 곳). */
  variant?: 'ghost' | 'filled';
  /** 누르는 영역의 크기. sm 32px · md 44px(기본) · lg 52px. */
  size?: 'sm' | 'md' | 'lg';
  /** 누를 수 없는 상태. */
  disabled?: boolean;
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
