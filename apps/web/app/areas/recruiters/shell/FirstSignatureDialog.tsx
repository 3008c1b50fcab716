import { type RecruiterMe, recruiterMutations } from "@seleta/api-client";
import { SignatureDialog } from "@seleta/domain/widgets";
import { showToast } from "@seleta/ui";
import { useMutation } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { useNavigate } from "react-router";
import { tabStorage } from "../../../chunkReload";
import { useServices } from "../../../services/ServicesProvider";
import { readFlag, signaturePromptDue, signaturePromptKey, writeFlag } from "./sessionNotices";

/**
 * Spec §4: a recruiter without a signature gets 'Add Your E-mail Signature' on arrival. Saving stores the rendered
 * HTML (`PUT /recruiters/`: 'Signature added with success!' or the spec's failure text, both the widget's); Cancel
 * is respected for the rest of the tab's session.
 */
export function FirstSignatureDialog({ me }: { readonly me: RecruiterMe }) {
  const { http, toasts } = useServices();
  const navigate = useNavigate();
  const save = useMutation(recruiterMutations.updateSignature(http));
  const [isOpen, setOpen] = useState(false);

  // After hydration only: sessionStorage is the browser's.
  useEffect(() => {
    const key = signaturePromptKey(me.id);
    if (!signaturePromptDue(me, readFlag(tabStorage(), key))) return;
    writeFlag(tabStorage(), key);
    setOpen(true);
  }, [me]);

  return (
    <SignatureDialog
      isOpen={isOpen}
      onOpenChange={setOpen}
      defaultValues={{ name: me.name, email: me.email }}
      onSave={({ html }) => save.mutateAsync(html)}
      onNavigate={(to) => navigate(to)}
      onToast={(toast) => showToast(toasts, toast)}
    />
  );
}
