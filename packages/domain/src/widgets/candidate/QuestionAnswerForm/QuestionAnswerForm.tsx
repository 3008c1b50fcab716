import { Button, NativeCheckbox, NativeFileInput, NativeRadioGroup, TextArea } from "@seleta/ui";
import {
  type AnswerFormValues,
  answerFieldName,
  CONSENT_FIELD,
  NO_ANSWER,
  videoFieldName,
  YES_ANSWER,
} from "../../../questionnaire/posted";
import { type AnswerLimits, type Question, questionKind } from "../../../questionnaire/questions";
import { useMessage } from "../../useMessage";
import { questionAnswerFormMessages } from "./messages";
import * as css from "./QuestionAnswerForm.css";

const M = questionAnswerFormMessages.messages;

/**
 * The mark of a video answer's file input: the video island (apps/web/islands/videoAnswer.ts) adds the camera's
 * Record and Stop buttons beside each input carrying it, with the texts and limits of its other `data-` attributes.
 */
export const VIDEO_ANSWER_ATTRIBUTE = "data-video-answer";
/** The (empty) place after a video input where the island puts its buttons, its status and the camera's picture. */
export const VIDEO_CONTROLS_ATTRIBUTE = "data-video-controls";

export type QuestionAnswerFormProps = {
  /** Where the form posts (multipart): the page's own path, its route's action. */
  readonly action: string;
  readonly questions: readonly Question[];
  readonly limits: AnswerLimits;
  /** Asks for the consent to the processing of the candidate's data (an application). */
  readonly askConsent?: boolean;
  /** Posted as they are (the questions' and the consent's versions the page showed). */
  readonly hiddenFields?: Readonly<Record<string, string>>;
  readonly submitLabel?: string;
  /** What was sent, when the form comes back refused. */
  readonly values?: AnswerFormValues;
  /** Each field's message (`answers.<index>`, `consent`): the server's refusal. */
  readonly errors?: Readonly<Record<string, string>>;
};

const NO_ERRORS: Readonly<Record<string, string>> = {};
const NO_VALUES: AnswerFormValues = {};

/**
 * The answers to a set of questions (spec §1 evaluations), drawn on the server and sent without any script: a
 * multipart `<form method="post">` to its page. Free text is a text area, yes/no and multiple choice native radio
 * groups, a video a file input that a phone opens on its camera (`capture`); a desktop camera records through the
 * video island, which fills the same input. The server checks everything; a refused form shows what was typed and
 * each question's message under it.
 */
export function QuestionAnswerForm({
  action,
  questions,
  limits,
  askConsent = false,
  hiddenFields = {},
  submitLabel,
  values = NO_VALUES,
  errors = NO_ERRORS,
}: QuestionAnswerFormProps) {
  const text = useMessage();
  const answers = values.answers ?? {};
  return (
    <form method="post" action={action} encType="multipart/form-data" noValidate className={css.form}>
      {Object.entries(hiddenFields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      {questions.length > 0 ? (
        <ol className={css.questions} aria-label={text(M.questions)}>
          {questions.map((question, index) => {
            const error = errors[`answers.${index}`];
            const label = question.required ? question.text : `${question.text} ${text(M.optional)}`;
            const kind = questionKind(question);
            const name = answerFieldName(index);
            const value = answers[index] ?? "";
            return (
              // The questions never change order on the page: the place is the question's identity.
              // biome-ignore lint/suspicious/noArrayIndexKey: answers are held by the questions' places.
              <li key={index} className={css.question}>
                {kind === "text" ? (
                  <TextArea
                    name={name}
                    label={label}
                    description={text(M.textHelp, { n: limits.text_max })}
                    defaultValue={value}
                    isRequired={question.required}
                    isInvalid={Boolean(error)}
                    errorMessage={error}
                  />
                ) : null}
                {kind === "yesNo" ? (
                  <NativeRadioGroup
                    name={name}
                    label={label}
                    orientation="horizontal"
                    options={[
                      { id: YES_ANSWER, label: text(M.yes) },
                      { id: NO_ANSWER, label: text(M.no) },
                    ]}
                    defaultValue={value}
                    isRequired={question.required}
                    errorMessage={error}
                  />
                ) : null}
                {kind === "choice" ? (
                  <NativeRadioGroup
                    name={name}
                    label={label}
                    options={question.options.map((option) => ({ id: option, label: option }))}
                    defaultValue={value}
                    isRequired={question.required}
                    errorMessage={error}
                  />
                ) : null}
                {kind === "video" ? (
                  <VideoAnswer
                    index={index}
                    label={label}
                    limits={limits}
                    isRequired={question.required}
                    chosenBefore={values.videoNames?.[index]}
                    error={error}
                  />
                ) : null}
              </li>
            );
          })}
        </ol>
      ) : null}
      {askConsent ? (
        <NativeCheckbox
          name={CONSENT_FIELD}
          label={text(M.consent)}
          defaultChecked={values.consent ?? false}
          isRequired
          errorMessage={errors.consent}
        />
      ) : null}
      <div>
        <Button type="submit">{submitLabel ?? text(M.send)}</Button>
      </div>
    </form>
  );
}

type VideoAnswerProps = {
  readonly index: number;
  readonly label: string;
  readonly limits: AnswerLimits;
  readonly isRequired: boolean;
  /** The file chosen before a refusal, which the candidate must choose again. */
  readonly chosenBefore: string | undefined;
  readonly error: string | undefined;
};

/**
 * A video answer: a file input for a clip (a phone films one), which the island can fill with a recording from the
 * desktop's camera. Its texts for the island travel as data attributes, in the page's language.
 */
function VideoAnswer({ index, label, limits, isRequired, chosenBefore, error }: VideoAnswerProps) {
  const text = useMessage();
  const id = `video-answer-${index}`;
  const minutes = limits.video_max_seconds / 60;
  const described = [`${id}-help`, chosenBefore ? `${id}-again` : "", error ? `${id}-error` : ""]
    .filter(Boolean)
    .join(" ");
  const islandTexts = {
    [VIDEO_ANSWER_ATTRIBUTE]: "",
    "data-max-seconds": String(limits.video_max_seconds),
    "data-max-bytes": String(limits.video_max_mb * 1_000_000),
    "data-record-label": text(M.record),
    "data-stop-label": text(M.stop),
    "data-recording-text": text(M.recording, { minutes }),
    "data-recorded-text": text(M.recorded),
    "data-camera-denied-text": text(M.cameraDenied),
    "data-too-large-text": text(M.videoTooLarge, { mb: limits.video_max_mb }),
  };
  return (
    <div className={css.video}>
      <label htmlFor={id} className={css.videoLabel}>
        {label}
        {isRequired ? (
          <span className={css.requiredMarker} aria-hidden="true">
            *
          </span>
        ) : null}
      </label>
      <p id={`${id}-help`} className={css.help}>
        {text(M.videoHelp, { mb: limits.video_max_mb, minutes })}
      </p>
      <NativeFileInput
        id={id}
        name={videoFieldName(index)}
        accept="video/*"
        capture="user"
        required={isRequired}
        aria-invalid={error ? true : undefined}
        aria-describedby={described}
        {...islandTexts}
      />
      <div className={css.videoControls} {...{ [VIDEO_CONTROLS_ATTRIBUTE]: id }} />
      {chosenBefore ? (
        <p id={`${id}-again`} className={css.again}>
          {text(M.chooseAgain, { name: chosenBefore })}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className={css.fieldError}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
