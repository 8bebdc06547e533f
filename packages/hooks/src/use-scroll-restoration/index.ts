export {
  type ScrollRestoration,
  type ScrollRestorationOptions,
  useScrollRestoration,
} from './useScrollRestoration';
