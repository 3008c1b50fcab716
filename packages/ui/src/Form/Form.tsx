import { AlertCircle } from "lucide-react";
import { type FormEvent, type ReactNode, useEffect, useRef, useState } from "react";
import { Form as AriaForm, type FormProps as AriaFormProps } from "react-aria-components";
import { useFieldMessages } from "../Field/useFieldMessages";
import * as f from "./Form.css";

export type FormProps = Omit<AriaFormProps, "className" | "style" | "children"> & {
  children: ReactNode;
  /** Replaces the summary text ('Preencha corretamente os campos'), e.g. with a server's message; given, it shows. */
  summary?: string;
};

/**
 * A form whose fields validate on submit (the browser's constraint validation, worded by our fields). When a submit
 * is refused, focus goes to the first invalid field, every invalid field shows its message, and a summary at the top
 * says 'Preencha corretamente os campos' (spec §5, §8). Server errors come in `validationErrors`, keyed by field
 * `name`, and show the same way. Nothing typed is cleared.
 */
export function Form({ children, summary, onSubmit, onReset, validationErrors, ...rest }: FormProps) {
  const { message } = useFieldMessages();
  const [refused, setRefused] = useState(false);
  const hasServerErrors = Object.keys(validationErrors ?? {}).length > 0;
  // A server's refusal that names no field (a spent link, a locked account) is shown by its summary alone.
  const showSummary = refused || hasServerErrors || summary !== undefined;
  const formRef = useRef<HTMLFormElement>(null);

  useEffect(() => {
    const form = formRef.current;
    if (!form) return;
    // `invalid` does not bubble; a capturing listener on the form still hears it, once per invalid field.
    const handleInvalid = () => setRefused(true);
    form.addEventListener("invalid", handleInvalid, true);
    return () => form.removeEventListener("invalid", handleInvalid, true);
  }, []);

  return (
    <AriaForm
      {...rest}
      validationErrors={validationErrors}
      ref={formRef}
      className={f.form}
      onSubmit={(event: FormEvent<HTMLFormElement>) => {
        setRefused(false);
        onSubmit?.(event);
      }}
      onReset={(event: FormEvent<HTMLFormElement>) => {
        setRefused(false);
        onReset?.(event);
      }}
    >
      {/* Always rendered, so screen readers announce the summary when it appears. */}
      <div role="alert">{showSummary ? <FormSummary>{summary ?? message("ui.form.summary")}</FormSummary> : null}</div>
      {children}
    </AriaForm>
  );
}

/**
 * The refused form's summary ('Preencha corretamente os campos', or a server's words), for a form drawn without
 * `Form` (a document posted by the browser): put it in a live region, or draw it with `role="alert"` when it appears.
 */
export function FormSummary({ children, role }: { children: ReactNode; role?: "alert" }) {
  return (
    <p className={f.summary} style={{ margin: 0 }} role={role}>
      <AlertCircle className={f.summaryIcon} aria-hidden="true" />
      <span>{children}</span>
    </p>
  );
}
