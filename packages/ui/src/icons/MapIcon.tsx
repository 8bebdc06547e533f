import { Icon, type IconProps } from './Icon';

export function MapIcon(props: IconProps) {
  return (
    <Icon name="Map" {...props}>
      <path d="M9 4 3 6.5v13.5l6-2.5 6 2.5 6-2.5V4l-6 2.5z" />
      <path d="M9 4v13.5M15 6.5V20" />
    </Icon>
  );
}
