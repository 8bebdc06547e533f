import { Icon, type IconProps } from './Icon';

export function ChevronRightIcon(props: IconProps) {
  return (
    <Icon name="ChevronRight" {...props}>
      <path d="m9 5 7 7-7 7" />
    </Icon>
  );
}
