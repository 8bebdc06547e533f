import { Icon, type IconProps } from './Icon';

export function PencilIcon(props: IconProps) {
  return (
    <Icon name="Pencil" {...props}>
      <path d="M4 20h4L19 9l-4-4L4 16z" />
      <path d="m13.5 6.5 4 4" />
    </Icon>
  );
}
