export { ProgressBar, type ProgressBarProps } from "./ProgressBar";
export { PROGRESS_SIZES, PROGRESS_TONES, type ProgressSize, type ProgressTone } from "./variants";
