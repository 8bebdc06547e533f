import { Icon, type IconProps } from './Icon';

export function ArrowUpIcon(props: IconProps) {
  return (
    <Icon name="ArrowUp" {...props}>
      <path d="M12 20V5M5.5 11.5 12 5l6.5 6.5" />
    </Icon>
  );
}
