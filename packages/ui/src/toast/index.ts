export type {
  ToastApi,
  ToastItem,
  ToastOptions,
  ToastProviderProps,
} from './Toast';
export { ToastProvider, useToast } from './Toast';
export type { ToastViewportProps } from './Toaster';
export { Toaster, ToastViewport } from './Toaster';
