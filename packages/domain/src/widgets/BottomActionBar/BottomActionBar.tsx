import { BackIcon, Button, ChevronRightIcon, Icon } from "@seleta/ui";
import { wizardActionMessages } from "../../state/registrationWizard";
import { useMessage } from "../useMessage";
import * as css from "./BottomActionBar.css";

const M = wizardActionMessages.messages;

export type BottomActionBarProps = {
  onBack?: () => void;
  onNext?: () => void;
  onSave?: () => void;
  /** Custom labels (spec §2); default Voltar / Próximo / Salvar. */
  backLabel?: string;
  nextLabel?: string;
  saveLabel?: string;
  /** Save is running: its button shows a spinner and ignores presses. */
  isSaving?: boolean;
  isNextDisabled?: boolean;
  isSaveDisabled?: boolean;
  /** The name of the toolbar for screen readers; default the save label. */
  "aria-label"?: string;
};

/** Spec §2: shown only when a save or next action is set; Back only when a back action exists. */
export function isBottomActionBarShown(props: Pick<BottomActionBarProps, "onNext" | "onSave">): boolean {
  return Boolean(props.onSave || props.onNext);
}

/** The form's bottom action bar: Back, Next and Save with customisable labels. */
export function BottomActionBar(props: BottomActionBarProps) {
  const t = useMessage();
  if (!isBottomActionBarShown(props)) return null;
  const { onBack, onNext, onSave, backLabel, nextLabel, saveLabel, isSaving, isNextDisabled, isSaveDisabled } = props;
  return (
    <div className={css.bar} role="toolbar" aria-label={props["aria-label"] ?? saveLabel ?? t(M.save)}>
      {onBack ? (
        <Button variant="ghost" tone="neutral" icon={<Icon icon={BackIcon} size="sm" />} onPress={onBack}>
          {backLabel ?? t(M.back)}
        </Button>
      ) : null}
      <div className={css.end}>
        {onNext ? (
          <Button variant={onSave ? "outline" : "solid"} onPress={onNext} isDisabled={isNextDisabled}>
            {nextLabel ?? t(M.next)}
            <Icon icon={ChevronRightIcon} size="sm" />
          </Button>
        ) : null}
        {onSave ? (
          <Button onPress={onSave} isLoading={isSaving} isDisabled={isSaveDisabled}>
            {saveLabel ?? t(M.save)}
          </Button>
        ) : null}
      </div>
    </div>
  );
}
