import {
  AddIcon,
  Button,
  ChevronDownIcon,
  ChevronUpIcon,
  DeleteIcon,
  IconButton,
  Select,
  Switch,
  TextArea,
  TextField,
} from "@seleta/ui";
import { useRef, useState } from "react";
import { type Question, type QuestionKind, questionKind } from "../../questionnaire/questions";
import { useMessage } from "../useMessage";
import * as css from "./JobQuestionsEditor.css";
import { jobQuestionsEditorMessages } from "./messages";
import {
  addedQuestion,
  changedQuestion,
  movedItem,
  movedQuestion,
  optionsFromLines,
  QUESTION_KINDS,
  removedQuestion,
  responseTypeOf,
} from "./questionsEdits";

const M = jobQuestionsEditorMessages.messages;

const KIND_LABELS = { text: M.kindText, yesNo: M.kindYesNo, choice: M.kindChoice, video: M.kindVideo } as const;

export type JobQuestionsEditorProps = {
  readonly label: string;
  readonly value: readonly Question[];
  readonly onChange: (questions: Question[]) => void;
  readonly description?: string;
  /** The form's error of the list (a question without text, a choice without two options). */
  readonly errorMessage?: string;
  readonly isDisabled?: boolean;
};

/**
 * A job's application questions (or an evaluation's): add, edit, reorder and remove, every action a button or a
 * field reached by Tab. Controlled: the form keeps the list and saves it with the record.
 */
export function JobQuestionsEditor({
  label,
  value,
  onChange,
  description,
  errorMessage,
  isDisabled = false,
}: JobQuestionsEditorProps) {
  const text = useMessage();
  // Stable keys, so a moved question keeps its fields (and the focus) rather than their contents changing places.
  const nextKey = useRef(value.length);
  const [keys, setKeys] = useState(() => value.map((_, index) => index));
  const keyOf = (index: number) => keys[index] ?? -1 - index;
  const [added, setAdded] = useState<number | null>(null);
  const kindOptions = QUESTION_KINDS.map((kind) => ({ id: kind, label: text(KIND_LABELS[kind]) }));

  const handleAdd = () => {
    const key = nextKey.current++;
    setKeys([...value.map((_, index) => keyOf(index)), key]);
    setAdded(key);
    onChange(addedQuestion(value));
  };
  const handleMove = (index: number, delta: number) => {
    setKeys(
      movedItem(
        value.map((_, at) => keyOf(at)),
        index,
        delta,
      ),
    );
    onChange(movedQuestion(value, index, delta));
  };
  const handleRemove = (index: number) => {
    setKeys(value.map((_, at) => keyOf(at)).filter((_, at) => at !== index));
    onChange(removedQuestion(value, index));
  };
  const handleChange = (index: number, patch: Partial<Question>) => onChange(changedQuestion(value, index, patch));

  return (
    <fieldset className={css.editor} aria-describedby={errorMessage ? "job-questions-error" : undefined}>
      <legend className={css.legend}>{label}</legend>
      {description ? <p className={css.muted}>{description}</p> : null}
      {value.length === 0 ? <p className={css.muted}>{text(M.empty)}</p> : null}
      <ol className={css.list}>
        {value.map((question, index) => {
          const n = index + 1;
          const kind = questionKind(question);
          return (
            <li key={keyOf(index)} className={css.item} aria-label={text(M.question, { n })}>
              <div className={css.itemHead}>
                <h3 className={css.itemTitle}>{text(M.question, { n })}</h3>
                <div className={css.actions}>
                  <IconButton
                    icon={ChevronUpIcon}
                    label={text(M.moveUp, { n })}
                    variant="ghost"
                    size="sm"
                    isDisabled={isDisabled || index === 0}
                    onPress={() => handleMove(index, -1)}
                  />
                  <IconButton
                    icon={ChevronDownIcon}
                    label={text(M.moveDown, { n })}
                    variant="ghost"
                    size="sm"
                    isDisabled={isDisabled || index === value.length - 1}
                    onPress={() => handleMove(index, 1)}
                  />
                  <IconButton
                    icon={DeleteIcon}
                    label={text(M.remove, { n })}
                    variant="ghost"
                    tone="danger"
                    size="sm"
                    isDisabled={isDisabled}
                    onPress={() => handleRemove(index)}
                  />
                </div>
              </div>
              <TextField
                label={text(M.text)}
                value={question.text}
                isRequired
                isDisabled={isDisabled}
                // A question just added takes the focus: the next thing to do is to write it.
                autoFocus={added === keyOf(index)}
                maxLength={1000}
                onChange={(next) => handleChange(index, { text: next })}
              />
              <div className={css.row}>
                <Select
                  label={text(M.kind)}
                  options={kindOptions}
                  value={kind}
                  isDisabled={isDisabled}
                  onChange={(next) => handleChange(index, { response_type: responseTypeOf(next as QuestionKind) })}
                />
                <Switch
                  isSelected={question.required}
                  isDisabled={isDisabled}
                  onChange={(required) => handleChange(index, { required })}
                >
                  {text(M.required)}
                </Switch>
              </div>
              {kind === "choice" ? (
                <ChoiceOptions
                  options={question.options}
                  isDisabled={isDisabled}
                  label={text(M.options)}
                  description={text(M.optionsHelp)}
                  onChange={(options) => handleChange(index, { options })}
                />
              ) : null}
            </li>
          );
        })}
      </ol>
      {errorMessage ? (
        <p id="job-questions-error" role="alert" className={css.error}>
          {errorMessage}
        </p>
      ) : null}
      <div>
        <Button
          variant="outline"
          icon={<AddIcon size={16} aria-hidden="true" />}
          isDisabled={isDisabled}
          onPress={handleAdd}
        >
          {text(M.add)}
        </Button>
      </div>
    </fieldset>
  );
}

/** The options typed one per line; the lines are kept as typed until the field is left. */
function ChoiceOptions(props: {
  options: readonly string[];
  label: string;
  description: string;
  isDisabled: boolean;
  onChange: (options: string[]) => void;
}) {
  const [draft, setDraft] = useState(props.options.join("\n"));
  return (
    <TextArea
      label={props.label}
      description={props.description}
      value={draft}
      isDisabled={props.isDisabled}
      onChange={(next) => {
        setDraft(next);
        props.onChange(optionsFromLines(next));
      }}
    />
  );
}
