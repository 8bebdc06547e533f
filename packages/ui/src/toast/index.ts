export type {
  ToastApi,
  ToastItem,
  ToastOptions,
  ToastProps,
  ToastProviderProps,
} from './Toast';
export { Toast, ToastProvider, useToast } from './Toast';
export type { ToastViewportProps } from './ToastParts';
export { ToastViewport } from './ToastParts';
