import { Icon, type IconProps } from './Icon';

export function BackIcon(props: IconProps) {
  return (
    <Icon name="Back" {...props}>
      <path d="M15 5l-7 7 7 7" />
    </Icon>
  );
}
