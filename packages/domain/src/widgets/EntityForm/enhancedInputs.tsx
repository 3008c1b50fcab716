/**
 * The controls a registry form gets where scripts run, each posting the same names and values as its document
 * counterpart (`fieldInputs.tsx`), so one parser reads both.
 */
import { Chip, ComboBox, type FieldOption, FileDropZone, NativeFileField, nativeFileUploadName } from "@seleta/ui";
import { useRef, useState } from "react";
import type { Question } from "../../questionnaire/questions";
import { JobQuestionsEditor } from "../JobQuestionsEditor/JobQuestionsEditor";
import * as css from "./EntityForm.css";
import type { LoadRelationOptions } from "./fieldInputs";

type Chrome = {
  readonly name: string;
  readonly label: string;
  readonly description?: string;
  readonly errorMessage?: string;
  readonly isRequired: boolean;
};

type RelationProps = Chrome & {
  readonly target: string;
  readonly loadOptions: LoadRelationOptions;
  /** The options the page read (the current record's among them): they name what is chosen. */
  readonly options: readonly FieldOption[];
};

const labelOf = (options: readonly FieldOption[], id: string) =>
  options.find((option) => option.id === id)?.label ?? `#${id}`;

/** One record of another entity, searched as the user types; posts its id under the field's name. */
export function RelationPicker({
  target,
  loadOptions,
  options,
  current,
  isInvalid,
  ...chrome
}: RelationProps & { readonly current?: string; readonly isInvalid: boolean }) {
  return (
    <ComboBox
      {...chrome}
      isInvalid={isInvalid}
      formValue="key"
      loadOptions={(filterText, signal) => loadOptions(target, filterText, signal)}
      // Uncontrolled: the async list owns the input text, and react-aria only fills it from a selection it owns.
      defaultInputValue={current ? labelOf(options, current) : ""}
      defaultSelectedKey={current ?? null}
    />
  );
}

/** Several records of another entity: picked one at a time, shown as removable chips, each posted under the name. */
export function RelationsPicker({
  target,
  loadOptions,
  options,
  current,
  name,
  ...chrome
}: RelationProps & { readonly current: readonly string[] }) {
  const [chosen, setChosen] = useState<readonly FieldOption[]>(() =>
    current.map((id) => ({ id, label: labelOf(options, id) })),
  );
  return (
    <div className={css.stack}>
      <ComboBox
        {...chrome}
        isRequired={chrome.isRequired && chosen.length === 0}
        loadOptions={(filterText, signal) => loadOptions(target, filterText, signal)}
        selectedKey={null}
        onSelectionChange={(key) => {
          if (key == null) return;
          const id = String(key);
          if (chosen.some((option) => option.id === id)) return;
          setChosen([...chosen, { id, label: labelOf(options, id) }]);
        }}
      />
      {chosen.length > 0 ? (
        <div className={css.chips}>
          {chosen.map((option) => (
            <Chip key={option.id} onRemove={() => setChosen(chosen.filter((other) => other.id !== option.id))}>
              {option.label}
            </Chip>
          ))}
        </div>
      ) : null}
      {chosen.map((option) => (
        <input key={option.id} type="hidden" name={name} value={option.id} />
      ))}
    </div>
  );
}

/** A job's questions in their editor; posted as their JSON under the field's name, as a document's text area is. */
export function QuestionsInput({
  name,
  label,
  description,
  errorMessage,
  value,
}: Chrome & { readonly value: unknown }) {
  const [questions, setQuestions] = useState<readonly Question[]>(() =>
    Array.isArray(value) ? (value as Question[]) : parsedQuestions(value),
  );
  return (
    <>
      <JobQuestionsEditor
        label={label}
        description={description}
        value={questions}
        onChange={setQuestions}
        errorMessage={errorMessage}
      />
      <input type="hidden" name={name} value={questions.length > 0 ? JSON.stringify(questions) : ""} />
    </>
  );
}

/** Questions posted back as text (a refused form drawn again). */
function parsedQuestions(value: unknown): Question[] {
  if (typeof value !== "string" || value === "") return [];
  try {
    const parsed = JSON.parse(value) as unknown;
    return Array.isArray(parsed) ? (parsed as Question[]) : [];
  } catch {
    return [];
  }
}

/**
 * A file: the current one and a file chosen to replace it. Where scripts run, a drop zone whose choice goes into the
 * form's own file input, so the form posts the same multipart body either way and the route's action sends the file
 * through the API's upload gate.
 */
export function FilesInput({
  accept,
  current,
  isEnhanced,
  ...chrome
}: Chrome & { readonly accept?: string; readonly current?: string; readonly isEnhanced: boolean }) {
  const input = useRef<HTMLInputElement>(null);
  if (!isEnhanced) return <NativeFileField {...chrome} accept={accept} current={current} />;
  return (
    <div className={css.stack}>
      <FileDropZone
        label={chrome.label}
        description={chrome.description}
        errorMessage={chrome.errorMessage}
        isInvalid={Boolean(chrome.errorMessage)}
        isRequired={chrome.isRequired && !current}
        acceptedTypes={accept ? [accept] : []}
        onChange={(files) => {
          const transfer = new DataTransfer();
          for (const file of files) transfer.items.add(file);
          if (input.current) input.current.files = transfer.files;
        }}
      />
      {current ? (
        <a href={current} target="_blank" rel="noreferrer noopener">
          {current.split("/").pop()}
        </a>
      ) : null}
      <input type="hidden" name={chrome.name} value={current ?? ""} />
      <input ref={input} type="file" name={nativeFileUploadName(chrome.name)} hidden tabIndex={-1} aria-hidden="true" />
    </div>
  );
}
