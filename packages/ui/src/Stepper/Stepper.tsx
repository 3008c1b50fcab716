import type { ReactNode } from "react";
import { useIntl } from "react-intl";
import { CheckIcon, Icon } from "../Icon";
import { visuallyHidden } from "../VisuallyHidden";
import * as styles from "./Stepper.css";

export const STEPPER_ORIENTATIONS = ["horizontal", "vertical"] as const;
export type StepperOrientation = (typeof STEPPER_ORIENTATIONS)[number];

export type StepperStep = { id: string; label: ReactNode; description?: ReactNode };

export type StepperProps = {
  steps: readonly StepperStep[];
  /** Index of the current step (0-based); steps before it are complete. `steps.length` means all done. */
  current: number;
  orientation?: StepperOrientation;
  /** Names the list; "Etapas" by default. */
  label?: string;
};

/**
 * Where the user is in a multi-step flow (spec §9: the candidate wizard's 3 steps). An ordered list whose current
 * step has `aria-current="step"`; a completed step says so in words, not only with its check mark.
 */
export function Stepper({ steps, current, orientation = "horizontal", label }: StepperProps) {
  const intl = useIntl();
  return (
    <ol
      className={styles.list}
      data-orientation={orientation}
      aria-label={label ?? intl.formatMessage({ id: "ui.stepper.label" })}
    >
      {steps.map((step, index) => {
        const status = index < current ? "complete" : index === current ? "current" : "upcoming";
        return (
          <li
            key={step.id}
            className={styles.step}
            data-status={status}
            aria-current={status === "current" ? "step" : undefined}
          >
            <span className={styles.marker} aria-hidden="true">
              {status === "complete" ? <Icon icon={CheckIcon} size="sm" /> : index + 1}
            </span>
            <span className={styles.text}>
              <span>
                <span className={visuallyHidden}>
                  {intl.formatMessage({ id: "ui.stepper.position" }, { current: index + 1, total: steps.length })}:{" "}
                </span>
                {step.label}
                {status !== "upcoming" && (
                  <span className={visuallyHidden}>
                    {" "}
                    ({intl.formatMessage({ id: status === "complete" ? "ui.stepper.completed" : "ui.stepper.current" })}
                    )
                  </span>
                )}
              </span>
              {step.description !== undefined && <span className={styles.description}>{step.description}</span>}
            </span>
            {index < steps.length - 1 && <span className={styles.connector} aria-hidden="true" />}
          </li>
        );
      })}
    </ol>
  );
}
