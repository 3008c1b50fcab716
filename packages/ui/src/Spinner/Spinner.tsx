import { ProgressBar } from "react-aria-components";
import { useIntl } from "react-intl";
import * as styles from "./Spinner.css";
import type { SpinnerSize, SpinnerTone } from "./variants";

export type SpinnerProps = {
  size?: SpinnerSize;
  tone?: SpinnerTone;
  /** What is loading ("Carregando vagas"); "Carregando…" by default. */
  label?: string;
};

/** Work of unknown length. An indeterminate react-aria progress bar, so screen readers hear "busy" and its name. */
export function Spinner({ size = "md", tone = "primary", label }: SpinnerProps) {
  const intl = useIntl();
  return (
    <ProgressBar
      isIndeterminate
      aria-label={label ?? intl.formatMessage({ id: "ui.spinner.label" })}
      className={`${styles.spinner} ${styles.size[size]} ${styles.tone[tone]}`}
    />
  );
}
