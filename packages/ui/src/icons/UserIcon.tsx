import { Icon, type IconProps } from './Icon';

export function UserIcon(props: IconProps) {
  return (
    <Icon name="User" {...props}>
      <circle cx="12" cy="8" r="4" />
      <path d="M4 21c0-4.4 3.6-7 8-7s8 2.6 8 7" />
    </Icon>
  );
}
