import type * as React from 'react';
import { cx } from '../internal/cx';

export interface IconProps extends Omit<React.ComponentProps<'svg'>, 'children'> {
  /** 폭과 높이(px). 기본 24. */
  size?: number | string;
  /** 아이콘만으로 뜻을 전할 때의 이름(화면낭독기가 읽음). 보통은 비웁니다: 버튼이나 링크가 이름을 가집니다. */
  title?: string;
  /** 하트와 별을 색으로 채웁니다(좋아요를 누름, 별점). */
  filled?: boolean;
}

interface IconBaseProps extends IconProps {
  name: string;
  /** Whether `filled` applies (Heart, Star). */
  fillable?: boolean;
  children: React.ReactNode;
}

function Icon({
  name,
  fillable = false,
  size = 24,
  title,
  filled = false,
  className,
  children,
  ...props
}: IconBaseProps) {
  const isFilled = fillable && filled;
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      viewBox="0 0 24 24"
      width={size}
      height={size}
      fill={isFilled ? 'currentColor' : 'none'}
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      focusable="false"
      role={title ? 'img' : undefined}
      aria-label={title}
      aria-hidden={title ? undefined : true}
      data-component="Icon"
      data-icon={name}
      data-filled={isFilled || undefined}
      className={cx('jb-Icon', className)}
      {...props}
    >
      {title && <title>{title}</title>}
      {children}
    </svg>
  );
}

export function HomeIcon(props: IconProps) {
  return (
    <Icon name="Home" {...props}>
      <path d="M3 10.5 12 3l9 7.5V20a1 1 0 0 1-1 1h-5v-6h-6v6H4a1 1 0 0 1-1-1z" />
    </Icon>
  );
}

export function HeartIcon(props: IconProps) {
  return (
    <Icon name="Heart" fillable {...props}>
      <path d="M12 20.5s-7.5-4.4-9.2-9.3C1.7 8 3.8 4.5 7.3 4.5c2 0 3.5 1.1 4.7 2.7 1.2-1.6 2.7-2.7 4.7-2.7 3.5 0 5.6 3.5 4.5 6.7-1.7 4.9-9.2 9.3-9.2 9.3z" />
    </Icon>
  );
}

export function MapIcon(props: IconProps) {
  return (
    <Icon name="Map" {...props}>
      <path d="M9 4 3 6.5v13.5l6-2.5 6 2.5 6-2.5V4l-6 2.5z" />
      <path d="M9 4v13.5M15 6.5V20" />
    </Icon>
  );
}

export function UserIcon(props: IconProps) {
  return (
    <Icon name="User" {...props}>
      <circle cx="12" cy="8" r="4" />
      <path d="M4 21c0-4.4 3.6-7 8-7s8 2.6 8 7" />
    </Icon>
  );
}

export function BackIcon(props: IconProps) {
  return (
    <Icon name="Back" {...props}>
      <path d="M15 5l-7 7 7 7" />
    </Icon>
  );
}

export function CloseIcon(props: IconProps) {
  return (
    <Icon name="Close" {...props}>
      <path d="M6 6l12 12M18 6 6 18" />
    </Icon>
  );
}

export function SearchIcon(props: IconProps) {
  return (
    <Icon name="Search" {...props}>
      <circle cx="11" cy="11" r="6.5" />
      <path d="m16 16 4.5 4.5" />
    </Icon>
  );
}

export function StarIcon(props: IconProps) {
  return (
    <Icon name="Star" fillable {...props}>
      <path d="m12 3 2.8 5.7 6.2.9-4.5 4.4 1.1 6.2L12 17.3l-5.6 2.9 1.1-6.2L3 9.6l6.2-.9z" />
    </Icon>
  );
}

export function PencilIcon(props: IconProps) {
  return (
    <Icon name="Pencil" {...props}>
      <path d="M4 20h4L19 9l-4-4L4 16z" />
      <path d="m13.5 6.5 4 4" />
    </Icon>
  );
}

export function CameraIcon(props: IconProps) {
  return (
    <Icon name="Camera" {...props}>
      <path d="M4 8h3l2-3h6l2 3h3a1 1 0 0 1 1 1v10a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1V9a1 1 0 0 1 1-1z" />
      <circle cx="12" cy="13.5" r="3.5" />
    </Icon>
  );
}

export function ChevronRightIcon(props: IconProps) {
  return (
    <Icon name="ChevronRight" {...props}>
      <path d="m9 5 7 7-7 7" />
    </Icon>
  );
}

export function CheckIcon(props: IconProps) {
  return (
    <Icon name="Check" {...props}>
      <path d="m5 12.5 4.5 4.5L19 7.5" />
    </Icon>
  );
}

export function AlertIcon(props: IconProps) {
  return (
    <Icon name="Alert" {...props}>
      <circle cx="12" cy="12" r="9" />
      <path d="M12 7.5v5.5M12 16.5v.01" />
    </Icon>
  );
}

export function ArrowUpIcon(props: IconProps) {
  return (
    <Icon name="ArrowUp" {...props}>
      <path d="M12 20V5M5.5 11.5 12 5l6.5 6.5" />
    </Icon>
  );
}
