import { ProgressBar as AriaProgressBar, Label } from "react-aria-components";
import * as styles from "./ProgressBar.css";
import type { ProgressSize, ProgressTone } from "./variants";

export type ProgressBarProps = {
  /** Always a name: shown above the bar, or only spoken with `hideLabel`. */
  label: string;
  hideLabel?: boolean;
  /** 0–100 by default; `undefined` with `isIndeterminate`. */
  value?: number;
  minValue?: number;
  maxValue?: number;
  /** Work of unknown length: an animated segment and no value. */
  isIndeterminate?: boolean;
  /** Shows the formatted value (a percentage in the user's locale) beside the label. */
  showValue?: boolean;
  tone?: ProgressTone;
  size?: ProgressSize;
};

/** Determinate or indeterminate progress (spec §4's progress dialog, uploads, downloads). */
export function ProgressBar({
  label,
  hideLabel = false,
  value,
  minValue = 0,
  maxValue = 100,
  isIndeterminate = false,
  showValue = true,
  tone = "primary",
  size = "md",
}: ProgressBarProps) {
  return (
    <AriaProgressBar
      className={styles.root}
      value={value}
      minValue={minValue}
      maxValue={maxValue}
      isIndeterminate={isIndeterminate}
      {...(hideLabel ? { "aria-label": label } : {})}
    >
      {({ percentage, valueText }) => (
        <>
          {(!hideLabel || (showValue && !isIndeterminate)) && (
            <div className={styles.header}>
              {!hideLabel && <Label className={styles.label}>{label}</Label>}
              {showValue && !isIndeterminate && <span className={styles.value}>{valueText}</span>}
            </div>
          )}
          <div className={`${styles.track} ${styles.trackSize[size]}`}>
            <div
              className={`${styles.fill} ${styles.fillTone[tone]} ${isIndeterminate ? styles.indeterminate : ""}`}
              style={isIndeterminate ? undefined : { width: `${percentage ?? 0}%` }}
            />
          </div>
        </>
      )}
    </AriaProgressBar>
  );
}
