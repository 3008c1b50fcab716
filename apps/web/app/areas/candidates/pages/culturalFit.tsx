/**
 * `/candidates/cultural_fit`. The spec names the route and shows nothing of it; our choice: a short personality
 * questionnaire a candidate of an executive-search firm can answer in ten minutes — the public-domain IPIP Big-Five
 * 50 items (texts in this area's messages, the scoring key in the domain's `assessments/bigFive.ts`). Each statement
 * is a native radio group of the five-point scale (Tab moves between statements, arrows choose), all in one form.
 *
 * A document without the app's scripts (renderingModes.ts): the form posts to this route's `action`, which sends
 * the 50 answers to `POST /api/v1/candidates/cultural_fit` in-process as the candidate (it scores them into their
 * `bigfive_50`) and redirects (303) to the result page (`/candidates/cultural_fit/Show`). A statement left out
 * draws the form again with every answer given kept, the missing ones named in the summary and marked.
 */
import { answerCulturalFit, candidatePageQueries } from "@seleta/api-client";
import { BIG_FIVE_ITEMS, BIG_FIVE_SCALE } from "@seleta/domain/candidate-portal";
import { useLocale } from "@seleta/domain/candidate-widgets";
import { Button, Link, NativeRadioGroup } from "@seleta/ui";
import { useSuspenseQuery } from "@tanstack/react-query";
import { useIntl } from "react-intl";
import { data, redirect, useActionData } from "react-router";
import { requestServices } from "../../../services/requestServices.server";
import { useHttp } from "../../../services/ServicesProvider";
import type { AppServices } from "../../../services/services";
import { AreaErrorBoundary } from "../../AreaErrorBoundary";
import { CandidatePage, type CandidatePageStatus } from "../frame/CandidatePage";
import { loadCandidateQuery, requireCandidate } from "../guard";
import { readPostedForm } from "../questionnaire/postedBody";
import type { Route } from "./+types/culturalFit";
import {
  type CulturalFitRefusal,
  type CulturalFitValues,
  culturalFitRefusal,
  postedCulturalFit,
  statementField,
  TOO_LARGE_REFUSAL,
  unansweredRefusal,
} from "./culturalFitForm";
import * as css from "./extras.css";
import { formatDay } from "./extrasPage";

const CULTURAL_FIT_PATH = "/candidates/cultural_fit";
const CULTURAL_FIT_RESULT_PATH = "/candidates/cultural_fit/Show";
/** The summary names the statements left out up to this many; past it, each is marked where it is. */
const MISSING_NAMED_AT_MOST = 10;
/** Fifty short fields: anything much bigger is not this form. */
const CULTURAL_FIT_MAX_BYTES = 64 * 1024;

function loadCulturalFit(request: Request, services: AppServices) {
  return loadCandidateQuery(request, services, (http) => candidatePageQueries.culturalFit(http));
}

export async function loader({ request, context }: Route.LoaderArgs) {
  return loadCulturalFit(request, requestServices({ request, context }));
}

export async function action({ request, context }: Route.ActionArgs) {
  const services = requestServices({ request, context });
  await requireCandidate(request, services);
  const form = await readPostedForm(request, CULTURAL_FIT_MAX_BYTES);
  const refused = (refusal: CulturalFitRefusal) => data(refusal, { status: refusal.httpStatus });
  if (!form) return refused(TOO_LARGE_REFUSAL);
  const posted = postedCulturalFit(form);
  if (!posted.complete) return refused(unansweredRefusal(posted));
  try {
    await answerCulturalFit(services.http, posted.answers);
  } catch (error) {
    return refused(culturalFitRefusal(error, posted.answers));
  }
  throw redirect(CULTURAL_FIT_RESULT_PATH, 303);
}

export const ErrorBoundary = AreaErrorBoundary;

export default function CulturalFit() {
  const intl = useIntl();
  const locale = useLocale();
  const http = useHttp();
  const refusal = useActionData<typeof action>();
  const { data: answered } = useSuspenseQuery(candidatePageQueries.culturalFit(http));
  const text = (id: string, values?: Record<string, string | number>) =>
    intl.formatMessage({ id: `candidatePages.culturalFit.${id}` }, values);
  const previous = answered.bigfive_50;
  const given: CulturalFitValues = refusal?.values ?? {};
  const missing = new Set(refusal?.problem.kind === "missing" ? refusal.problem.numbers : []);
  const status: CandidatePageStatus | undefined = refusal
    ? {
        tone: "danger",
        text:
          missing.size > MISSING_NAMED_AT_MOST
            ? text("missingMany", { count: missing.size })
            : missing.size > 0
              ? text("missing", { count: missing.size, numbers: intl.formatList([...missing].map(String)) })
              : refusal.problem.kind === "message"
                ? refusal.problem.text
                : text("sendError"),
      }
    : undefined;

  return (
    <CandidatePage title={text("title")} lead={text("lead")} status={status}>
      <p className={css.meta}>{text("source")}</p>
      {previous ? (
        <p className={css.text}>
          {previous.answered_at ? text("answeredBefore", { date: formatDay(previous.answered_at, locale) }) : null}{" "}
          <Link href={CULTURAL_FIT_RESULT_PATH}>{text("seeResult")}</Link>
        </p>
      ) : null}
      <form method="post" action={CULTURAL_FIT_PATH} noValidate className={css.section} aria-label={text("title")}>
        {refusal ? (
          <p className={css.meta}>
            {text("progress", { answered: Object.keys(given).length, total: BIG_FIVE_ITEMS.length })}
          </p>
        ) : null}
        <ol className={css.questions}>
          {BIG_FIVE_ITEMS.map((item) => (
            <li key={item.number} id={`statement-${item.number}`} className={css.question}>
              <NativeRadioGroup
                name={statementField(item.number)}
                label={text("question", { number: item.number, text: text(`item.${item.number}`) })}
                orientation="horizontal"
                options={BIG_FIVE_SCALE.map((point) => ({ id: String(point), label: text(`scale.${point}`) }))}
                defaultValue={given[item.number] === undefined ? undefined : String(given[item.number])}
                isRequired
                errorMessage={missing.has(item.number) ? text("unanswered") : undefined}
              />
            </li>
          ))}
        </ol>
        <div className={css.actions}>
          <Button type="submit">{text("submit")}</Button>
        </div>
      </form>
    </CandidatePage>
  );
}
