import { ProgressBar, Tab, TabList, TabPanel, Tabs, type ToastContent } from "@seleta/ui";
import type { ReactNode } from "react";
import {
  currentStage,
  initialRegistrationWizardState,
  REGISTRATION_STAGES,
  REGISTRATION_STEPS,
  type RegistrationStage,
  type RegistrationWizardAction,
  type RegistrationWizardState,
  registrationActions,
  registrationPercent,
  registrationStageMessages,
  registrationWizardReducer,
} from "../../state/registrationWizard";
import { BottomActionBar } from "../BottomActionBar/BottomActionBar";
import { useMessage } from "../useMessage";
import { useWidgetReducer } from "../useWidgetReducer";
import { registrationWizardMessages } from "./messages";
import * as css from "./RegistrationWizard.css";

const M = registrationWizardMessages.messages;

/** A save the server refused for a reason the candidate can act on: its message shows in the failure's toast. */
export class RegistrationRefusal extends Error {
  override readonly name = "RegistrationRefusal";
}

/**
 * What a stage's content may press when it draws the bar itself (`actionsInStage`): a form validates and saves its
 * fields first, then moves on. Each is absent where the wizard offers no such action (no Back on the first tab, Save
 * instead of Next on the last).
 */
export type RegistrationStageControls = {
  readonly back?: () => void;
  readonly next?: () => void;
  readonly save?: () => void;
  readonly isSaving: boolean;
};

export type RegistrationWizardProps = {
  /** The stage's content (the candidate's fields for it); the container renders its forms here. */
  readonly renderStage: (stage: RegistrationStage, controls: RegistrationStageControls) => ReactNode;
  /**
   * The stage's content draws Back / Next / Save through its controls (a form that must save before moving on);
   * the wizard then draws no bar of its own.
   */
  readonly actionsInStage?: boolean;
  /**
   * Saves the registration on the last tab; resolving completes it, rejecting keeps the candidate on the tab (with
   * a `RegistrationRefusal`'s message when it is one).
   */
  readonly onSave: () => unknown;
  /** Told when the candidate moves on from a stage (e.g. to save it as a draft). */
  readonly onStageCompleted?: (stage: RegistrationStage) => void;
  readonly onToast?: (toast: ToastContent) => void;
  /** Where the candidate resumes (a registration left half-way). */
  readonly initialState?: Partial<RegistrationWizardState>;
};

/**
 * The candidate's three-step registration (spec §2): six stages as tabs, a progress of step / 3 × 100, Back except on
 * the first tab, Next until the last, which saves instead. A tab opens only once the stages before it are done.
 */
export function RegistrationWizard({
  renderStage,
  actionsInStage = false,
  onSave,
  onStageCompleted,
  onToast,
  initialState,
}: RegistrationWizardProps) {
  const text = useMessage();
  const [state, dispatch] = useWidgetReducer<RegistrationWizardState, RegistrationWizardAction>(
    registrationWizardReducer,
    () => ({ ...initialRegistrationWizardState, ...initialState }),
    {
      onToast,
      calls: {
        save: () => {
          Promise.resolve()
            .then(onSave)
            .then(
              () => {
                dispatch({ type: "saveFinished", ok: true });
                onToast?.({ tone: "success", title: text(M.saved) });
              },
              (error: unknown) => {
                dispatch({ type: "saveFinished", ok: false });
                onToast?.({
                  tone: "danger",
                  title: text(M.saveFailed),
                  ...(error instanceof RegistrationRefusal ? { description: error.message } : {}),
                });
              },
            );
        },
      },
    },
  );
  const stage = currentStage(state);
  const actions = registrationActions(state);
  // A tab opens once every stage before it is done (the reducer refuses the others too).
  const locked = REGISTRATION_STAGES.filter(
    (_, index) => !REGISTRATION_STAGES.slice(0, index).every((before) => state.completed.includes(before.key)),
  ).map(({ key }) => key);

  const handleNext = () => {
    onStageCompleted?.(stage);
    dispatch({ type: "nextPressed" });
  };
  const controls: RegistrationStageControls = {
    back: actions.back ? () => dispatch({ type: "backPressed" }) : undefined,
    next: actions.next ? handleNext : undefined,
    save: actions.save ? () => dispatch({ type: "savePressed" }) : undefined,
    isSaving: state.saving,
  };

  return (
    <div className={css.wizard}>
      <ProgressBar
        label={text(M.progress, { step: state.step, total: REGISTRATION_STEPS })}
        value={registrationPercent(state)}
      />
      <Tabs
        selectedKey={stage}
        disabledKeys={locked}
        onSelectionChange={(key) => dispatch({ type: "stageSelected", stage: key as RegistrationStage })}
      >
        <TabList aria-label={text(M.stages)}>
          {REGISTRATION_STAGES.map(({ key }) => (
            <Tab key={key} id={key}>
              {text(registrationStageMessages.messages[key])}
            </Tab>
          ))}
        </TabList>
        {REGISTRATION_STAGES.map(({ key }) => (
          <TabPanel key={key} id={key}>
            <div className={css.panel}>{key === stage ? renderStage(key, controls) : null}</div>
          </TabPanel>
        ))}
      </Tabs>
      {actionsInStage ? null : (
        <BottomActionBar
          onBack={controls.back}
          onNext={controls.next}
          onSave={controls.save}
          isSaving={controls.isSaving}
        />
      )}
    </div>
  );
}
