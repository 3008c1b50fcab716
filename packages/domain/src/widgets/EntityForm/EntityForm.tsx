/**
 * The registry's form, one for every area: a scope of an entity's fields drawn as a `<form method="post">` to the
 * route's action, which reads it with the model's parser (`readPostedForm`) and answers with the next page or the
 * form again (what was typed, each field's message). It works with no script at all (the candidate area's pages,
 * the registration wizard's stages). Where scripts run (`enhanced`: the recruiters' and the administrator's pages)
 * the same form gets richer controls (`fieldInputs.tsx`), checks each field as it is left with the schemas the API
 * uses (`checkFormValues`), refuses an invalid save before posting it ('Preencha corretamente os campos', focus on
 * the first message), reports whether anything changed (the page asks before leaving) and posts through the
 * router (`enhanced.submit`) instead of reloading the page.
 *
 * Each control's name is its stable path (`name`, `skills.0.name`, `mobile_phone.country`); the buttons post
 * `intent` = `save`, `add:<field>`, `remove:<field>:<index>` or `move:<field>:<index>:<up|down>`.
 */
import { Button, Card, type FieldOption, FormSummary, Link, visuallyHidden } from "@seleta/ui";
import { type FormEvent, type ReactNode, useEffect, useMemo, useRef, useState } from "react";
import { entryMessage, type Locale } from "../../catalogues/catalogue";
import { countryByAlpha2, sortedCountries } from "../../catalogues/countries";
import { type AnyEntity, entityMessageId, type FieldDefinition } from "../../entities/defineEntity";
import { catalogueOptionId, formSections } from "../../entities/fieldQueries";
import { checkFormValues } from "../../forms/checkForm";
import { formScope, hasFieldInput } from "../../forms/formScope";
import { type DocumentFormValues, FORM_INTENT_FIELD, postedEntityValues } from "../../forms/postedForm";
import { formErrorSummary } from "../../rules/issues";
import { sectionMessage } from "../../state/entityForm";
import { wizardActionMessages } from "../../state/registrationWizard";
import * as barCss from "../BottomActionBar/BottomActionBar.css";
import { useLocale, useMessage } from "../useMessage";
import * as css from "./EntityForm.css";
import { FIELD_INPUTS, type FormEnhancements } from "./fieldInputs";
import { entityFormWidgetMessages } from "./messages";
import { WIDE_KINDS } from "./structures";

const M = entityFormWidgetMessages.messages;
const W = wizardActionMessages.messages;

/** What scripts add to the form: richer controls, checks as you type, a post through the router. */
export type EnhancedForm = FormEnhancements & {
  /** Posts the form with the button pressed (React Router's `submit`): a save, or a row's button. */
  readonly submit: (form: HTMLFormElement, submitter: HTMLElement | null) => void;
  /** Told each time the form becomes changed or unchanged: the page asks before leaving meanwhile. */
  readonly onDirtyChange?: (isDirty: boolean) => void;
  /** A post is on its way: Save shows it is busy. */
  readonly isSubmitting?: boolean;
};

export type EntityFormProps = {
  readonly entity: AnyEntity;
  /** The fields shown, in their sections' order; every field the form can edit by default. */
  readonly scope?: readonly string[];
  /** Only these sections, in this order. */
  readonly sections?: readonly string[];
  /** The record as the API returned it, or what was posted, or those with a row's button applied. */
  readonly values?: DocumentFormValues;
  /** Messages by field path (`cpf`, `skills.0.name`), e.g. a refused post's. */
  readonly errors?: Readonly<Record<string, string>>;
  /** The refusal's own words above the form (a failure naming no field); fields' messages say the form's summary. */
  readonly summary?: string;
  /** A new record is checked whole, an edit by the fields it sends. Default: `update` when `values` has an id. */
  readonly mode?: "create" | "update";
  /** A text under a section's title (why sensitive data is asked), by section. */
  readonly sectionNotes?: Readonly<Record<string, string>>;
  /** A relation's options, by field key (a select or checkboxes; where scripts run, the names of those chosen). */
  readonly relationOptions?: Readonly<Record<string, readonly FieldOption[]>>;
  /** The page's path, where the form posts. */
  readonly action: string;
  /** The save button's text ("Salvar" by default). */
  readonly submitLabel?: string;
  /** Fields this form requires besides those the registry requires everywhere (a registration stage's). */
  readonly required?: readonly string[];
  /** The form's id, for a summary or a button outside it. */
  readonly id?: string;
  /** Where Back goes (the record's page, the list): given, the form ends in the bottom action bar. */
  readonly backHref?: string;
  readonly enhanced?: EnhancedForm;
};

/** The field's options: its catalogue labelled in the page's language, or the relation's options passed in. */
function useFieldOptions(relationOptions: EntityFormProps["relationOptions"]) {
  const text = useMessage();
  return (field: FieldDefinition): readonly FieldOption[] => {
    const catalogue = field.catalogue;
    if (catalogue)
      return catalogue.entries.map((entry) => ({
        id: catalogueOptionId(field, entry),
        label: text(entryMessage(catalogue, entry)),
      }));
    return relationOptions?.[field.key] ?? [];
  };
}

/** The form's entries as one comparable text, the buttons' intent left out: equal texts hold the same values. */
function formText(form: HTMLFormElement): string {
  const entries: string[] = [];
  for (const [name, value] of new FormData(form)) {
    if (name === FORM_INTENT_FIELD) continue;
    entries.push(`${name}=${typeof value === "string" ? value : `${value.name}:${value.size}`}`);
  }
  return entries.join("\n");
}

/** The field a control belongs to: the first step of its name (`skills.0.name` → `skills`). */
const fieldOfName = (name: string) => name.split(".")[0] ?? name;

type Checks = {
  /** Messages of the form's own checks, for the fields the user has left or changed. */
  readonly errors: Readonly<Record<string, string>>;
  readonly touched: ReadonlySet<string>;
  /** Counts refused saves: each moves the focus to the first message. */
  readonly refusals: number;
};

const NO_CHECKS: Checks = { errors: {}, touched: new Set(), refusals: 0 };

/**
 * The enhanced form's checks: as a field is left or changed its messages follow what it holds; a save is checked
 * whole before it is posted. Messages a refused post brought stay on the fields not touched since.
 */
function useFormChecks(props: EntityFormProps, scope: readonly string[], locale: Locale) {
  const { entity, enhanced, values, errors: posted = {} } = props;
  const formRef = useRef<HTMLFormElement>(null);
  const [checks, setChecks] = useState<Checks>(NO_CHECKS);
  const initialText = useRef<string | null>(null);
  const dirty = useRef(false);
  const mode = props.mode ?? (values?.id != null ? "update" : "create");
  const isEnhanced = Boolean(enhanced);
  const check = (form: HTMLFormElement) =>
    checkFormValues(entity, scope, postedEntityValues(entity, scope, new FormData(form)), {
      locale,
      mode,
      required: props.required,
    });

  // The form as drawn (a record, or a refused post) is the unchanged state; a new drawing starts the checks over.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the form is drawn from new values.
  useEffect(() => {
    if (!enhanced || !formRef.current) return;
    initialText.current = formText(formRef.current);
    dirty.current = false;
    setChecks(NO_CHECKS);
    enhanced.onDirtyChange?.(false);
  }, [values, props.errors, isEnhanced]);

  // After a refused save the first field with a message takes the focus.
  useEffect(() => {
    if (checks.refusals === 0) return;
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [checks.refusals]);

  // A field typed in, changed or left: its messages follow what it holds once it was left or changed, and the page
  // hears whether the form still holds what it was drawn with. Native listeners: react-aria's hidden inputs change
  // without React's events, and leaving a field is `focusout`.
  const onEdited = (event: Event) => {
    const form = formRef.current;
    // The field is the drawn box the control is in (a picker's text box has no name: its hidden input has).
    const target = event.target instanceof Element ? event.target : null;
    const field = target?.closest("[data-field]")?.getAttribute("data-field");
    if (!enhanced || !form || !field) return;
    const changed = initialText.current !== null && formText(form) !== initialText.current;
    if (changed !== dirty.current) {
      dirty.current = changed;
      enhanced.onDirtyChange?.(changed);
    }
    // Typing is checked when the field is left or changed, not at each key.
    if (event.type === "input") return;
    setChecks({ ...checks, errors: check(form), touched: new Set(checks.touched).add(field) });
  };
  const latestOnEdited = useRef(onEdited);
  latestOnEdited.current = onEdited;
  useEffect(() => {
    const form = formRef.current;
    if (!isEnhanced || !form) return;
    // After the event's own handlers: a state change while react-aria's handler is still to run loses the keystroke.
    const listener = (event: Event) => queueMicrotask(() => latestOnEdited.current(event));
    for (const type of ["input", "change", "focusout"]) form.addEventListener(type, listener);
    return () => {
      for (const type of ["input", "change", "focusout"]) form.removeEventListener(type, listener);
    };
  }, [isEnhanced]);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    if (!enhanced) return;
    event.preventDefault();
    const form = event.currentTarget;
    const submitter = (event.nativeEvent as SubmitEvent).submitter;
    const intent = submitter?.getAttribute("name") === FORM_INTENT_FIELD ? submitter.getAttribute("value") : "save";
    if (intent === "save") {
      const errors = check(form);
      if (Object.keys(errors).length > 0) {
        setChecks({ errors, touched: new Set(scope), refusals: checks.refusals + 1 });
        return;
      }
    }
    enhanced.submit(form, submitter ?? null);
  };

  const shown: Record<string, string> = {};
  for (const [path, message] of Object.entries(posted))
    if (!checks.touched.has(fieldOfName(path))) shown[path] = message;
  for (const [path, message] of Object.entries(checks.errors))
    if (checks.touched.has(fieldOfName(path))) shown[path] = message;
  const refused = checks.refusals > 0 || Object.keys(posted).length > 0;
  return { formRef, errors: shown, refused, onSubmit };
}

export function EntityForm(props: EntityFormProps) {
  const {
    entity,
    values = {},
    sectionNotes,
    relationOptions,
    action,
    submitLabel,
    id,
    required = [],
    enhanced,
  } = props;
  const text = useMessage();
  const locale = useLocale();
  const scope = useMemo(() => props.scope ?? formScope(entity), [props.scope, entity]);
  const optionsOf = useFieldOptions(relationOptions);
  const { formRef, errors, refused, onSubmit } = useFormChecks(props, scope, locale);
  let countries: readonly FieldOption[] | undefined;
  const countryOptions = () => {
    countries ??= sortedCountries(locale).map((country) => ({ id: country.key, label: country.label[locale] }));
    return countries;
  };
  const countryName = useMemo(() => (code: string) => countryByAlpha2(code)?.label[locale], [locale]);
  const input = (field: FieldDefinition, name: string, value: unknown, withHelp: boolean, label?: string): ReactNode =>
    FIELD_INPUTS[field.kind]({
      field,
      name,
      label: label ?? text({ id: field.messageId, ...field.label }),
      description:
        withHelp && field.help
          ? text({ id: entityMessageId(entity.name, `help.${field.key}`), ...field.help })
          : undefined,
      value,
      error: errors[name],
      options: optionsOf(field),
      countryOptions,
      countryName,
      locale,
      isRequired: field.required || (withHelp && required.includes(field.key)),
      draw: (inner, innerName, innerValue, innerLabel) => input(inner, innerName, innerValue, false, innerLabel),
      errors,
      enhanced,
    });

  const sections = formSections(entity)
    .filter(({ section }) => !props.sections || props.sections.includes(section))
    .map(({ section, fields }) => ({
      section,
      fields: fields.filter((field) => scope.includes(field.key) && hasFieldInput(field)),
    }))
    .filter(({ fields }) => fields.length > 0);
  const order = props.sections;
  if (order) sections.sort((a, b) => order.indexOf(a.section) - order.indexOf(b.section));
  const hasFiles = sections.some(({ fields }) =>
    fields.some((field) => field.kind === "file" || field.kind === "image"),
  );
  // A document's page says why it was refused in its own words (`summary`); where scripts run the form says it too.
  const summary =
    props.summary ?? (enhanced && refused && Object.keys(errors).length > 0 ? formErrorSummary(locale) : undefined);
  const save = submitLabel ?? text(M.save);

  return (
    <form
      ref={formRef}
      id={id}
      method="post"
      action={action}
      encType={hasFiles ? "multipart/form-data" : undefined}
      noValidate
      className={css.form}
      onSubmit={onSubmit}
    >
      {summary ? <FormSummary role="alert">{summary}</FormSummary> : null}
      {/* The form's first submit button, which Enter in a text field presses (the browser's implicit submission
          takes the first one in the form): it saves, so Enter never adds or removes a row. Out of sight and out of
          the tab order; the visible Save button is the one people and screen readers use. */}
      <button
        type="submit"
        name={FORM_INTENT_FIELD}
        value="save"
        tabIndex={-1}
        aria-hidden="true"
        className={visuallyHidden}
      >
        {save}
      </button>
      <div className={css.sections}>
        {sections.map(({ section, fields }) => (
          <Card
            key={section}
            as="section"
            title={text(sectionMessage(section))}
            headingLevel={2}
            description={sectionNotes?.[section]}
          >
            <div className={css.grid}>
              {fields.map((field) => (
                <div
                  key={field.key}
                  className={WIDE_KINDS.has(field.kind) ? css.wide : undefined}
                  data-field={field.key}
                >
                  {input(field, field.key, values[field.key] ?? null, true)}
                </div>
              ))}
            </div>
          </Card>
        ))}
      </div>
      {props.backHref ? (
        <div className={barCss.bar} role="toolbar" aria-label={save}>
          <Link href={props.backHref} variant="subtle">
            {text(W.back)}
          </Link>
          <div className={barCss.end}>
            <Button type="submit" name={FORM_INTENT_FIELD} value="save" isLoading={enhanced?.isSubmitting}>
              {save}
            </Button>
          </div>
        </div>
      ) : (
        <div className={css.actions}>
          <Button type="submit" name={FORM_INTENT_FIELD} value="save" size="lg" isLoading={enhanced?.isSubmitting}>
            {save}
          </Button>
        </div>
      )}
    </form>
  );
}
