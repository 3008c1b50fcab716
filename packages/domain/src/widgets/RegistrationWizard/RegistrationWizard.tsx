import { BackIcon, ButtonLink, Icon, ProgressBar, Stepper } from "@seleta/ui";
import type { ReactNode } from "react";
import { neighbourStages } from "../../candidatePortal/registrationStageFields";
import {
  REGISTRATION_STAGES,
  REGISTRATION_STEPS,
  type RegistrationStage,
  registrationPercent,
  registrationStageMessages,
  registrationStep,
  wizardActionMessages,
} from "../../state/registrationWizard";
import { useMessage } from "../useMessage";
import { registrationWizardMessages } from "./messages";
import * as css from "./RegistrationWizard.css";

const M = registrationWizardMessages.messages;
const A = wizardActionMessages.messages;

export type RegistrationWizardProps = {
  /** The stage this page shows. */
  readonly stage: RegistrationStage;
  /** The stages the server has stored as done (the step counter, and the stages open to a link). */
  readonly completed: readonly RegistrationStage[];
  /** Where a stage opens: the wizard's page for it (a GET, one stage per request). */
  readonly stageHref: (stage: RegistrationStage) => string;
  /**
   * The stage's form (the candidate's fields for it, posting to the page), given the words of its submit button:
   * Next, or Save on the last stage (spec §2: no Next there).
   */
  readonly renderStage: (submitLabel: string) => ReactNode;
};

/**
 * The candidate's three-step registration (spec §2), one stage per page and no script: the progress (step / 3 ×
 * 100, the counter from 1), the six stages in order (those open — every stage before them done — are links), the
 * stage's form, and Back, a link to the previous stage (none on the first).
 */
export function RegistrationWizard({ stage, completed, stageHref, renderStage }: RegistrationWizardProps) {
  const text = useMessage();
  const step = registrationStep(completed);
  const current = REGISTRATION_STAGES.findIndex((s) => s.key === stage);
  const isOpen = (index: number) => REGISTRATION_STAGES.slice(0, index).every((s) => completed.includes(s.key));
  const { previous, next } = neighbourStages(stage);
  return (
    <div className={css.wizard}>
      <ProgressBar label={text(M.progress, { step, total: REGISTRATION_STEPS })} value={registrationPercent(step)} />
      <Stepper
        label={text(M.stages)}
        current={current}
        steps={REGISTRATION_STAGES.map(({ key }, index) => {
          const name = text(registrationStageMessages.messages[key]);
          return {
            id: key,
            label:
              index !== current && isOpen(index) ? (
                <a className={css.stageLink} href={stageHref(key)}>
                  {name}
                </a>
              ) : (
                name
              ),
          };
        })}
      />
      {renderStage(text(next ? A.next : A.save))}
      {previous ? (
        <div className={css.back}>
          <ButtonLink
            variant="ghost"
            tone="neutral"
            href={stageHref(previous)}
            icon={<Icon icon={BackIcon} size="sm" />}
          >
            {text(A.back)}
          </ButtonLink>
        </div>
      ) : null}
    </div>
  );
}
