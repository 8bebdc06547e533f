import { Icon, type IconProps } from './Icon';

export function ZoomOutIcon(props: IconProps) {
  return (
    <Icon name="ZoomOut" {...props}>
      <circle cx="11" cy="11" r="6.5" />
      <path d="m16 16 4.5 4.5M8 11h6" />
    </Icon>
  );
}
