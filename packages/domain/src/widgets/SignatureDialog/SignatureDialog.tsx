import { Dialog } from "@seleta/ui";
import { useEffect, useRef } from "react";
import { signatureMessages } from "../../state/signatureForm";
import { SignatureActions, SignatureFields } from "../SignatureEditor/SignatureEditor";
import { type SignatureFormOptions, useOpenOnProp, useSignatureForm } from "../SignatureEditor/useSignatureForm";
import { useMessage } from "../useMessage";
import * as css from "./SignatureDialog.css";

export type SignatureDialogProps = SignatureFormOptions & {
  /** Opens the dialog with `defaultValues` (spec §4: a recruiter without a signature gets it at first login). */
  readonly isOpen: boolean;
  /** Told when the dialog closes by itself: after a save, on Cancel, Escape or the close button. */
  readonly onOpenChange?: (isOpen: boolean) => void;
};

/**
 * 'Add Your E-mail Signature' (spec §2): the signature editor in a dialog up to 1300 px wide, Cancel and Save in its
 * footer. A save closes it ('Signature added with success!') and leaves for the recruiter profile after 1 s; Cancel,
 * Escape and the close button close it and clear the form 0.5 s later (spec §4, §9). A stray click outside does not
 * close it: what was typed is not lost.
 */
export function SignatureDialog({ isOpen, onOpenChange, ...options }: SignatureDialogProps) {
  const text = useMessage();
  const { state, dispatch, placeholders, previewHtml } = useSignatureForm("dialog", options);
  useOpenOnProp(isOpen, dispatch, options.defaultValues);

  const wasOpen = useRef(false);
  const latest = useRef(onOpenChange);
  latest.current = onOpenChange;
  useEffect(() => {
    if (wasOpen.current && !state.open) latest.current?.(false);
    wasOpen.current = state.open;
  }, [state.open]);

  return (
    <Dialog
      title={text(signatureMessages.messages.dialogTitle)}
      size="signature"
      isDismissable={false}
      isOpen={state.open}
      onOpenChange={(open) => {
        if (!open) dispatch({ type: "cancelPressed" });
      }}
      footer={<SignatureActions state={state} dispatch={dispatch} />}
    >
      <div className={css.body}>
        <SignatureFields state={state} dispatch={dispatch} placeholders={placeholders} previewHtml={previewHtml} />
      </div>
    </Dialog>
  );
}
