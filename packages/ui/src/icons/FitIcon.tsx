import { Icon, type IconProps } from './Icon';

/** Four corners: fit the content to its frame. */
export function FitIcon(props: IconProps) {
  return (
    <Icon name="Fit" {...props}>
      <path d="M4 9V4h5M20 9V4h-5M4 15v5h5M20 15v5h-5" />
    </Icon>
  );
}
