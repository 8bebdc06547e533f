import { Icon, type IconProps } from './Icon';

/** A clockwise turn (rotate right by 90°). */
export function RotateIcon(props: IconProps) {
  return (
    <Icon name="Rotate" {...props}>
      <path d="M20 11a8 8 0 1 0-2.3 5.7" />
      <path d="M20 4v7h-7" />
    </Icon>
  );
}
