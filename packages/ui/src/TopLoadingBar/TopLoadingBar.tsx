import { useIntl } from "react-intl";
import * as styles from "./TopLoadingBar.css";
import { type TopLoadingBarState, type TopLoadingBarTiming, topLoadingBarView } from "./topLoadingBarReducer";
import { useTopLoadingBar } from "./useTopLoadingBar";

export type TopLoadingBarViewProps = { state: TopLoadingBarState };

/** The bar for a given state: nothing while idle or within the throttle. */
export function TopLoadingBarView({ state }: TopLoadingBarViewProps) {
  const intl = useIntl();
  const view = topLoadingBarView(state);
  if (!view.visible) return null;
  return (
    <div
      className={styles.bar}
      role="progressbar"
      aria-label={intl.formatMessage({ id: "ui.topLoadingBar.label" })}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={Math.round(view.progress)}
    >
      <div className={styles.fill} data-failed={view.failed || undefined} style={{ width: `${view.progress}%` }} />
    </div>
  );
}

export type TopLoadingBarProps = {
  /** True while the page loads (a navigation, a route's data). */
  isLoading: boolean;
  /** The load that just ended failed: the bar ends in the danger colour. */
  isFailed?: boolean;
  timing?: TopLoadingBarTiming;
};

/** The thin bar across the top of the page while a navigation loads (spec §4/§9). */
export function TopLoadingBar({ isLoading, isFailed, timing }: TopLoadingBarProps) {
  return <TopLoadingBarView state={useTopLoadingBar(isLoading, isFailed, timing)} />;
}
