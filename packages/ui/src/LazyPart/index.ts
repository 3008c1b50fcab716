export { LazyDialogButton, type LazyDialogButtonProps } from "./LazyDialogButton";
export { lazyWithPreload, type PreloadableComponent, preloadOnIntent, useOpenedOnce } from "./lazyWithPreload";
export { dialogButtonProps, type MenuFocus, menuButtonProps } from "./triggerProps";
