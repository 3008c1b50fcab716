import { QuestionAnswerForm, useLocale } from "@seleta/domain/candidate-widgets";
import { type QuestionnaireForm, questionKind } from "@seleta/domain/wire";
import { ButtonLink, Card } from "@seleta/ui";
import type { ReactNode } from "react";
import { useIntl } from "react-intl";
import { CandidatePage } from "../frame/CandidatePage";
import * as css from "./questionnaire.css";
import { type AnswerRefusal, answerRefusalStatus, QUESTIONS_VERSION_FIELD } from "./questionnaireAction";

/**
 * The ids of a questionnaire page's messages under its prefix (`candidateApply`, `candidateEvaluations`), each
 * formatted with the page's values (`alreadyLead` with `{date}` too).
 */
const MESSAGE_KEYS = [
  "title",
  "questionsHeading",
  "sendError",
  "sentTitle",
  "sentLead",
  "alreadyTitle",
  "alreadyLead",
] as const;

export type QuestionnaireDocumentProps = {
  readonly form: QuestionnaireForm;
  /** Where the form posts: the page's own path, its route's action (questionnaireAction.ts). */
  readonly action: string;
  /** The page's messages: their ids' prefix (`MESSAGE_KEYS` under it) and the values they take. */
  readonly messages: { readonly prefix: string; readonly values: Readonly<Record<string, string>> };
  readonly lead?: string | undefined;
  /** Said over the questions when there are none (the form still sends, with the consent). */
  readonly noQuestions?: string;
  readonly submitLabel?: string;
  /** The way on once answered (the candidate's applications, the area's home). */
  readonly onward: { readonly href: string; readonly label: string };
  /** When the candidate answered it; null while it waits for answers. */
  readonly answeredAt: string | null;
  /** The answers were just sent (`?sent=1`). */
  readonly sent: boolean;
  /** The refusal the action drew the form again with. */
  readonly refusal: Omit<AnswerRefusal, "httpStatus"> | undefined;
  /** Asks for the consent to the processing of the candidate's data (an application). */
  readonly askConsent?: boolean;
  /** Posted as they are beside the questions' fingerprint (the consent's version the page showed). */
  readonly hiddenFields?: Readonly<Record<string, string>>;
  /** The video island's module (recording from a desktop camera), when the build made it. */
  readonly videoIsland: string | null;
  /** What the page shows before the questions: the job's description, the time limit. */
  readonly children?: ReactNode;
};

/**
 * A questionnaire as a document (docs/architecture.md "Rendering modes"): the questions' form, which posts to the
 * page's action and comes back refused with what was typed and each question's message; once answered, the outcome
 * and the way on instead of the form. Its one script is the video island (apps/web/islands/videoAnswer.ts), loaded
 * only for a video question; without it the inputs take a file (a phone films one).
 */
export function QuestionnaireDocument({
  form,
  action,
  messages,
  lead,
  noQuestions,
  submitLabel,
  onward,
  answeredAt,
  sent,
  refusal,
  askConsent = false,
  hiddenFields = {},
  videoIsland,
  children,
}: QuestionnaireDocumentProps) {
  const intl = useIntl();
  const locale = useLocale();
  const t = (key: (typeof MESSAGE_KEYS)[number], values?: Record<string, string>) =>
    intl.formatMessage({ id: `${messages.prefix}.${key}` }, { ...messages.values, ...values });
  const onwardLink = (
    <div>
      <ButtonLink href={onward.href}>{onward.label}</ButtonLink>
    </div>
  );

  if (answeredAt && sent) {
    return (
      <CandidatePage title={t("sentTitle")} status={{ tone: "success", text: t("sentLead") }}>
        {onwardLink}
      </CandidatePage>
    );
  }

  if (answeredAt) {
    return (
      <CandidatePage
        title={t("alreadyTitle")}
        lead={t("alreadyLead", { date: intl.formatDate(answeredAt, { dateStyle: "long" }) })}
      >
        {onwardLink}
      </CandidatePage>
    );
  }

  const status = refusal ? answerRefusalStatus(refusal.problem, locale, t("sendError")) : undefined;
  return (
    <CandidatePage title={t("title")} lead={lead} status={status}>
      {children}
      <Card as="section" title={t("questionsHeading")} headingLevel={2}>
        {form.questions.length === 0 && noQuestions ? <p className={css.muted}>{noQuestions}</p> : null}
        <QuestionAnswerForm
          action={action}
          questions={form.questions}
          limits={form.limits}
          askConsent={askConsent}
          submitLabel={submitLabel}
          hiddenFields={{ [QUESTIONS_VERSION_FIELD]: form.questions_version, ...hiddenFields }}
          values={refusal?.values}
          errors={refusal?.errors}
        />
      </Card>
      {videoIsland && form.questions.some((question) => questionKind(question) === "video") ? (
        <script type="module" src={videoIsland} />
      ) : null}
    </CandidatePage>
  );
}
