/**
 * `/candidates/cultural_fit`. The spec names the route and shows nothing of it; our choice: a short personality
 * questionnaire a candidate of an executive-search firm can answer in ten minutes — the public-domain IPIP Big-Five
 * 50 items (texts in this area's messages, the scoring key in the domain's `assessments/bigFive.ts`). Each statement
 * is a radio group of the five-point scale (Tab moves between statements, arrows choose), the count of answers shows
 * as they go, and sending posts the 50 answers to `POST /api/v1/candidates/cultural_fit`, which scores them into the
 * candidate's `bigfive_50`; then the result page (`/candidates/cultural_fit/Show`). A statement left out is named and
 * focused, nothing is lost.
 */
import { candidatePageMutations, candidatePageQueries, isApiError } from "@seleta/api-client";
import { BIG_FIVE_ITEMS, BIG_FIVE_SCALE } from "@seleta/domain/candidate-portal";
import { useLocale } from "@seleta/domain/candidate-widgets";
import { Button, Link, Radio, RadioGroup } from "@seleta/ui";
import { useMutation, useSuspenseQuery } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { useIntl } from "react-intl";
import { useNavigate } from "react-router";
import { requestServices } from "../../../services/requestServices.server";
import { useHttp } from "../../../services/ServicesProvider";
import { type AppServices, appServices } from "../../../services/services";
import { AreaErrorBoundary } from "../../AreaErrorBoundary";
import { loadCandidateQuery } from "../guard";
import type { Route } from "./+types/culturalFit";
import * as css from "./extras.css";
import { formatDay } from "./extrasPage";

const CULTURAL_FIT_RESULT_PATH = "/candidates/cultural_fit/Show";

function loadCulturalFit(request: Request, services: AppServices) {
  return loadCandidateQuery(request, services, (http) => candidatePageQueries.culturalFit(http));
}

export async function loader({ request, context }: Route.LoaderArgs) {
  return loadCulturalFit(request, requestServices({ request, context }));
}

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  return loadCulturalFit(request, appServices());
}

export const ErrorBoundary = AreaErrorBoundary;

/** The first radio of a statement, to bring the candidate to one left unanswered. */
function focusStatement(number: number) {
  const input = document.querySelector<HTMLInputElement>(`#statement-${number} input`);
  input?.focus();
  input?.scrollIntoView({ block: "center" });
}

export default function CulturalFit() {
  const intl = useIntl();
  const locale = useLocale();
  const http = useHttp();
  const navigate = useNavigate();
  const { data } = useSuspenseQuery(candidatePageQueries.culturalFit(http));
  const answer = useMutation(candidatePageMutations.answerCulturalFit(http));
  const [answers, setAnswers] = useState<Record<number, number>>({});
  const [problem, setProblem] = useState<string | null>(null);
  const text = (id: string, values?: Record<string, string | number>) =>
    intl.formatMessage({ id: `candidatePages.culturalFit.${id}` }, values);
  const answered = Object.keys(answers).length;
  const previous = data.bigfive_50;

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const missing = BIG_FIVE_ITEMS.filter((item) => answers[item.number] === undefined);
    const first = missing[0];
    if (first) {
      setProblem(text("missing", { count: missing.length }));
      focusStatement(first.number);
      return;
    }
    setProblem(null);
    try {
      await answer.mutateAsync(BIG_FIVE_ITEMS.map((item) => answers[item.number] as number));
      navigate(CULTURAL_FIT_RESULT_PATH);
    } catch (error) {
      setProblem(isApiError(error) ? error.message : String(error));
    }
  }

  return (
    <div className={css.page}>
      <header className={css.header}>
        <h1 className={css.title}>{text("title")}</h1>
        <p className={css.lead}>{text("lead")}</p>
        <p className={css.meta}>{text("source")}</p>
        {previous && (
          <p className={css.text}>
            {previous.answered_at ? text("answeredBefore", { date: formatDay(previous.answered_at, locale) }) : null}{" "}
            <Link href={CULTURAL_FIT_RESULT_PATH}>{text("seeResult")}</Link>
          </p>
        )}
      </header>
      <form className={css.section} onSubmit={handleSubmit} noValidate aria-labelledby="cultural-fit-title">
        <h2 id="cultural-fit-title" className={css.sectionTitle}>
          {text("progress", { answered, total: BIG_FIVE_ITEMS.length })}
        </h2>
        <ol className={css.questions}>
          {BIG_FIVE_ITEMS.map((item) => (
            <li key={item.number} id={`statement-${item.number}`} className={css.question}>
              <RadioGroup
                label={text("question", { number: item.number, text: text(`item.${item.number}`) })}
                orientation="horizontal"
                value={answers[item.number] === undefined ? null : String(answers[item.number])}
                onChange={(value) => setAnswers((current) => ({ ...current, [item.number]: Number(value) }))}
              >
                {BIG_FIVE_SCALE.map((point) => (
                  <Radio key={point} value={String(point)}>
                    {text(`scale.${point}`)}
                  </Radio>
                ))}
              </RadioGroup>
            </li>
          ))}
        </ol>
        <p className={css.meta} aria-live="polite">
          {text("progress", { answered, total: BIG_FIVE_ITEMS.length })}
        </p>
        {problem && (
          <p className={css.error} role="alert">
            {problem}
          </p>
        )}
        <div className={css.actions}>
          <Button type="submit" isLoading={answer.isPending}>
            {text("submit")}
          </Button>
        </div>
      </form>
    </div>
  );
}
