export type {
  ToastApi,
  ToastItem,
  ToastOptions,
  ToastProps,
  ToastProviderProps,
} from './Toast';
export { Toast, ToastProvider, useToast } from './Toast';
export type { ToastViewportProps } from './Toaster';
export { Toaster, ToastViewport } from './Toaster';
