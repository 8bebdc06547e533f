export type { ButtonProps, ButtonSize, ButtonVariant, IconButtonProps } from './Button';
export { Button, IconButton } from './Button';
