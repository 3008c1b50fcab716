export { lazyWithPreload, type PreloadableComponent, preloadOnIntent, useOpenedOnce } from "./lazyWithPreload";
export { type MenuFocus, menuButtonProps } from "./menuButton";
