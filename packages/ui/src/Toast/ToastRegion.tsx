import {
  Button as AriaButton,
  UNSTABLE_Toast as AriaToast,
  UNSTABLE_ToastContent as AriaToastContent,
  UNSTABLE_ToastRegion as AriaToastRegion,
  Text,
} from "react-aria-components";
import { useIntl } from "react-intl";
import { CloseIcon } from "../overlayParts/icons";
import { iconButton } from "../overlayParts/parts.css";
import * as css from "./Toast.css";
import type { ToastQueueOf } from "./toastQueue";

export type ToastRegionProps = {
  /** The app's queue (`createToastQueue()`); add toasts with `showToast(queue, …)`. */
  queue: ToastQueueOf;
};

/**
 * Where toasts appear: top centre, at most 350 px wide (spec §9), rendered into <body> so they sit above dialogs.
 * A landmark: F6 moves focus into it, Tab reaches each close button; hovering or focusing pauses every timer.
 * Each toast is announced (its content is a live `alert`) without taking the focus (react-aria).
 */
export function ToastRegion({ queue }: ToastRegionProps) {
  const intl = useIntl();
  const closeLabel = intl.formatMessage({ id: "ui.toast.close" });
  return (
    <AriaToastRegion queue={queue} className={css.region} aria-label={intl.formatMessage({ id: "ui.toast.region" })}>
      {({ toast }) => (
        <AriaToast toast={toast} className={[css.toast, css.tone[toast.content.tone ?? "neutral"]].join(" ")}>
          <AriaToastContent className={css.content}>
            <Text slot="title" className={css.title}>
              {toast.content.title}
            </Text>
            {toast.content.description ? (
              <Text slot="description" className={css.description}>
                {toast.content.description}
              </Text>
            ) : null}
          </AriaToastContent>
          <AriaButton slot="close" aria-label={closeLabel} className={iconButton}>
            <CloseIcon />
          </AriaButton>
        </AriaToast>
      )}
    </AriaToastRegion>
  );
}
