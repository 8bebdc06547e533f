import { Icon, type IconProps } from './Icon';

export function CalendarIcon(props: IconProps) {
  return (
    <Icon name="Calendar" {...props}>
      <rect x="3.5" y="5" width="17" height="15.5" rx="2.5" />
      <path d="M3.5 10h17M8 3v4M16 3v4" />
    </Icon>
  );
}
