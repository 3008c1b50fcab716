export { Spinner, type SpinnerProps } from "./Spinner";
export { SPINNER_SIZES, SPINNER_TONES, type SpinnerSize, type SpinnerTone } from "./variants";
