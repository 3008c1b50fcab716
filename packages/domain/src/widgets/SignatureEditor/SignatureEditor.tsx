import { Button, EmailField, type FieldOption, PhoneField, Select, TextField } from "@seleta/ui";
import { useId } from "react";
import { entryMessage } from "../../catalogues/catalogue";
import { groupCompanies } from "../../catalogues/groupCompanies";
import { entityMessageId } from "../../entities/defineEntity";
import { signatures } from "../../entities/recruiter/signatures";
import type { Message } from "../../i18n/messageSet";
import { type SignatureFormAction, type SignatureFormState, signatureMessages } from "../../state/signatureForm";
import { signatureEditorMessages } from "../signature/messages";
import type { SignaturePlaceholders } from "../signature/renderSignatureHtml";
import { useLocale, useMessage } from "../useMessage";
import * as css from "./SignatureEditor.css";
import { type SignatureFormOptions, type SignatureFormValues, useSignatureForm } from "./useSignatureForm";

const M = signatureMessages.messages;
const E = signatureEditorMessages.messages;

type FieldKey = keyof SignatureFormValues;

/** A signature field's label: the registry's own (entity `signatures`), so lists and the editor agree. */
function fieldLabel(key: FieldKey): Message {
  return { id: entityMessageId(signatures.name, `field.${key}`), ...signatures.fields[key].spec.label };
}

export type SignatureFieldsProps = {
  readonly state: SignatureFormState;
  readonly dispatch: (action: SignatureFormAction) => void;
  readonly placeholders: SignaturePlaceholders;
  readonly previewHtml: string;
};

/**
 * The editor's body, shared by the page and the dialog: the nine group companies, the person's details and the live
 * preview of the HTML the signature will be (spec §2). Errors are the reducer's, shown under each field on Save.
 */
export function SignatureFields({ state, dispatch, placeholders, previewHtml }: SignatureFieldsProps) {
  const text = useMessage();
  const previewId = useId();
  const { values, errors } = state;
  const isSaving = state.status === "saving";
  const change = (field: FieldKey) => (value: string | number | null) =>
    dispatch({ type: "fieldChanged", field, value });
  const chrome = (field: FieldKey) => ({
    name: field,
    label: text(fieldLabel(field)),
    isInvalid: Boolean(errors[field]),
    errorMessage: errors[field],
    isDisabled: isSaving,
  });
  const companies: FieldOption[] = groupCompanies.entries.map((entry) => ({
    id: String(entry.id),
    label: text(entryMessage(groupCompanies, entry)),
  }));

  return (
    <div className={css.layout}>
      <fieldset className={css.fields}>
        <div className={css.wide}>
          <Select
            {...chrome("company")}
            label={text(E.company)}
            isRequired
            options={companies}
            value={values.company == null ? null : String(values.company)}
            onChange={(key) => change("company")(key == null ? null : Number(key))}
          />
        </div>
        <TextField
          {...chrome("name")}
          isRequired
          placeholder={placeholders.name}
          value={String(values.name ?? "")}
          onChange={change("name")}
        />
        <TextField
          {...chrome("title")}
          isRequired
          placeholder={placeholders.title}
          value={String(values.title ?? "")}
          onChange={change("title")}
        />
        <EmailField
          {...chrome("email")}
          isRequired
          placeholder={placeholders.email}
          value={String(values.email ?? "")}
          onChange={change("email")}
        />
        <TextField
          {...chrome("linkedin")}
          type="url"
          placeholder="linkedin.com/in/…"
          value={String(values.linkedin ?? "")}
          onChange={change("linkedin")}
        />
        <PhoneField
          {...chrome("mobile_phone")}
          isRequired
          placeholder={placeholders.phone}
          value={String(values.mobile_phone ?? "")}
          onChange={change("mobile_phone")}
        />
        <PhoneField
          {...chrome("phone")}
          placeholder={placeholders.phone}
          value={String(values.phone ?? "")}
          onChange={change("phone")}
        />
      </fieldset>
      <section className={css.preview} aria-labelledby={previewId}>
        <h3 id={previewId} className={css.previewTitle}>
          {text(E.preview)}
        </h3>
        <p className={css.previewHint}>{text(E.previewHint)}</p>
        {/* Our own renderer's output: every value in it is escaped and every link checked (signature/). */}
        <div
          className={css.previewPaper}
          data-testid="signature-preview"
          // biome-ignore lint/security/noDangerouslySetInnerHtml: escaped HTML from renderSignatureHtml, shown as sent.
          dangerouslySetInnerHTML={{ __html: previewHtml }}
        />
      </section>
    </div>
  );
}

export type SignatureActionsProps = {
  readonly state: SignatureFormState;
  readonly dispatch: (action: SignatureFormAction) => void;
};

/** Cancel and Save (spec §2); Save shows it is working and ignores presses until the save ends. */
export function SignatureActions({ state, dispatch }: SignatureActionsProps) {
  const text = useMessage();
  const locale = useLocale();
  return (
    <div className={css.actions}>
      <Button variant="ghost" tone="neutral" onPress={() => dispatch({ type: "cancelPressed" })}>
        {text(M.cancel)}
      </Button>
      <Button isLoading={state.status === "saving"} onPress={() => dispatch({ type: "savePressed", locale })}>
        {text(M.save)}
      </Button>
    </div>
  );
}

export type SignatureEditorProps = SignatureFormOptions;

/**
 * The signature editor as a page (/recruiters/signatures, spec §2): 'Add Your E-mail Signature', the form with its
 * live preview, Cancel and Save. Cancel leaves for the recruiter profile and clears the form after 0.5 s; a save
 * says 'Signature added with success!' and leaves after 1 s (spec §4, §8, §9).
 */
export function SignatureEditor(props: SignatureEditorProps) {
  const text = useMessage();
  const locale = useLocale();
  const { state, dispatch, placeholders, previewHtml } = useSignatureForm("page", props);
  return (
    <form
      className={css.page}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        // Enter in a field saves, as the Save button does.
        dispatch({ type: "savePressed", locale });
      }}
    >
      <h2 className={css.pageTitle}>{text(M.dialogTitle)}</h2>
      <SignatureFields state={state} dispatch={dispatch} placeholders={placeholders} previewHtml={previewHtml} />
      <SignatureActions state={state} dispatch={dispatch} />
    </form>
  );
}
