import { questionSchema } from "../../entities/shapes";
import { storedAnswerSchema } from "../../questionnaire/answers";
import { questionKind } from "../../questionnaire/questions";
import { jobQuestionsEditorMessages } from "../JobQuestionsEditor/messages";
import { useMessage } from "../useMessage";
import { applyAnswersMessages } from "./answerMessages";
import * as css from "./EntityDetail.css";

const M = applyAnswersMessages.messages;

/**
 * The answers of an apply, each under its question as it was asked; a video answer plays in place. `fileUrl` is
 * where the area downloads a file (the page knows its API root; the widget fetches nothing itself).
 */
export function ApplyAnswers({ value, fileUrl }: { value: unknown; fileUrl?: (id: number) => string }) {
  const text = useMessage();
  const answers = Array.isArray(value)
    ? value.flatMap((item) => {
        const parsed = storedAnswerSchema.safeParse(item);
        return parsed.success ? [parsed.data] : [];
      })
    : [];
  if (answers.length === 0) return <>{text(M.empty)}</>;
  return (
    <ol className={css.answers}>
      {answers.map((answer, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the answers of an apply never change order.
        <li key={index} className={css.answer}>
          <span className={css.question}>{answer.question}</span>
          {answer.kind === "video" && answer.data_file_id && fileUrl ? (
            // biome-ignore lint/a11y/useMediaCaption: a candidate's recorded answer has no captions to offer.
            <video
              className={css.player}
              src={fileUrl(answer.data_file_id)}
              controls
              preload="metadata"
              aria-label={answer.question}
            />
          ) : (
            <span>
              {answer.value === true
                ? text(M.yes)
                : answer.value === false
                  ? text(M.no)
                  : answer.value === null
                    ? text(M.none)
                    : answer.value}
            </span>
          )}
        </li>
      ))}
    </ol>
  );
}

const KIND_LABELS = {
  text: jobQuestionsEditorMessages.messages.kindText,
  yesNo: jobQuestionsEditorMessages.messages.kindYesNo,
  choice: jobQuestionsEditorMessages.messages.kindChoice,
  video: jobQuestionsEditorMessages.messages.kindVideo,
} as const;

/** A job's (or an evaluation's) questions on its page: each one's text, kind and options. */
export function QuestionList({ value }: { value: unknown }) {
  const text = useMessage();
  const questions = Array.isArray(value)
    ? value.flatMap((item) => {
        const parsed = questionSchema.safeParse(item);
        return parsed.success ? [parsed.data] : [];
      })
    : [];
  if (questions.length === 0) return <>{text(jobQuestionsEditorMessages.messages.empty)}</>;
  return (
    <ol className={css.answers}>
      {questions.map((question, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the list is read, never reordered here.
        <li key={index} className={css.answer}>
          <span className={css.question}>{question.text}</span>
          <span>
            {text(KIND_LABELS[questionKind(question)])}
            {question.options.length > 0 ? `: ${question.options.join(", ")}` : ""}
          </span>
        </li>
      ))}
    </ol>
  );
}
