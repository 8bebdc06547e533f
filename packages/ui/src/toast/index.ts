export type {
  ToastApi,
  ToastItem,
  ToastOptions,
  ToastProps,
  ToastProviderProps,
  ToastViewportProps,
} from './Toast';
export { Toast, ToastProvider, ToastViewport, useToast } from './Toast';
