export { ToastRegion, type ToastRegionProps } from "./ToastRegion";
export {
  createToastQueue,
  type ShowToastOptions,
  showToast,
  TOAST_DANGER_TIMEOUT,
  TOAST_MAX_VISIBLE,
  TOAST_MIN_TIMEOUT,
  TOAST_TONES,
  type ToastContent,
  type ToastQueueOf,
  type ToastTone,
  toastTimeout,
} from "./toastQueue";
