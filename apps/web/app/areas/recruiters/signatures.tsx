/**
 * `/recruiters/signatures` and `/recruiters/assinaturas` (spec §2): the full-page signature editor. Saving stores the
 * rendered HTML (`PUT /recruiters/`); the editor itself says 'Signature added with success!' (or the spec's failure
 * text) and leaves for the profile after 1 s; Cancel leaves at once and clears the form after 0.5 s (spec §4, §9).
 */
import { recruiterMutations } from "@seleta/api-client";
import { SignatureEditor } from "@seleta/domain/widgets";
import { showToast, visuallyHidden } from "@seleta/ui";
import { useMutation } from "@tanstack/react-query";
import { useIntl } from "react-intl";
import { useNavigate } from "react-router";
import { useServices } from "../../services/ServicesProvider";
import { useRecruiter } from "./layout";
import * as css from "./shell/pages.css";

export default function RecruiterSignatures() {
  const intl = useIntl();
  const me = useRecruiter();
  const { http, toasts } = useServices();
  const navigate = useNavigate();
  const save = useMutation(recruiterMutations.updateSignature(http));
  return (
    <div className={css.page}>
      <h1 className={visuallyHidden}>{intl.formatMessage({ id: "shell.profile.signature" })}</h1>
      <SignatureEditor
        defaultValues={{ name: me.name, email: me.email }}
        onSave={({ html }) => save.mutateAsync(html)}
        onNavigate={(to) => navigate(to)}
        onToast={(toast) => showToast(toasts, toast)}
      />
    </div>
  );
}
