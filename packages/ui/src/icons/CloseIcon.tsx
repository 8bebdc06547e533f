import { Icon, type IconProps } from './Icon';

export function CloseIcon(props: IconProps) {
  return (
    <Icon name="Close" {...props}>
      <path d="M6 6l12 12M18 6 6 18" />
    </Icon>
  );
}
