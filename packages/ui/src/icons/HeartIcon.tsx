import { Icon, type IconProps } from './Icon';

export function HeartIcon(props: IconProps) {
  return (
    <Icon name="Heart" fillable {...props}>
      <path d="M12 20.5s-7.5-4.4-9.2-9.3C1.7 8 3.8 4.5 7.3 4.5c2 0 3.5 1.1 4.7 2.7 1.2-1.6 2.7-2.7 4.7-2.7 3.5 0 5.6 3.5 4.5 6.7-1.7 4.9-9.2 9.3-9.2 9.3z" />
    </Icon>
  );
}
