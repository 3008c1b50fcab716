export {
  TopLoadingBar,
  type TopLoadingBarProps,
  TopLoadingBarView,
  type TopLoadingBarViewProps,
} from "./TopLoadingBar";
export {
  DEFAULT_TOP_LOADING_BAR_TIMING,
  initialTopLoadingBarState,
  MAX_RUNNING_PROGRESS,
  type TopLoadingBarAction,
  type TopLoadingBarState,
  type TopLoadingBarTiming,
  topLoadingBarReducer,
  topLoadingBarView,
} from "./topLoadingBarReducer";
export { useTopLoadingBar } from "./useTopLoadingBar";
