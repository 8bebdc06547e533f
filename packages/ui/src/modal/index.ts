export type { AlertDialogContentProps, ModalContentProps, ModalRootProps } from './Modal';
export { AlertDialog, Modal } from './Modal';
