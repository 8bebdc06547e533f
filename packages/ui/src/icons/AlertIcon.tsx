import { Icon, type IconProps } from './Icon';

export function AlertIcon(props: IconProps) {
  return (
    <Icon name="Alert" {...props}>
      <circle cx="12" cy="12" r="9" />
      <path d="M12 7.5v5.5M12 16.5v.01" />
    </Icon>
  );
}
