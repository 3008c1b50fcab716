/**
 * `/candidates/candidacy`: the candidate's applications and where each stands, in the candidate's words, with its
 * timeline, and the way to withdraw one. A document (renderingModes.ts): the status a recruiter changed on the
 * kanban shows the next time the page loads. Not live: `/cable` authorises recruiters' sessions only, and a
 * candidate's stream would need its own channel and session checks there, and a script on this page.
 *
 * Withdrawing asks first: "Retirar candidatura" is a link to `?withdraw=<id>`, which draws the question inside that
 * application's card with a form posting to this page's action (and Cancelar, a link back). The action withdraws
 * through the API as the candidate and answers 303 to `?withdrawn=<id>`, whose status names the job.
 */
import { type Candidacy, candidacyQueries, withdrawCandidacy } from "@seleta/api-client";
import { formatDate } from "@seleta/domain";
import { CandidacyTimeline, candidacyStatusMessage, useMessage } from "@seleta/domain/candidate-widgets";
import { Badge, type BadgeTone, Button, ButtonLink, EmptyState } from "@seleta/ui";
import { useSuspenseQuery } from "@tanstack/react-query";
import { useIntl } from "react-intl";
import { data, redirect, useActionData, useLoaderData } from "react-router";
import { requestServices } from "../../../services/requestServices.server";
import { useHttp } from "../../../services/ServicesProvider";
import type { AppServices } from "../../../services/services";
import { AreaErrorBoundary } from "../../AreaErrorBoundary";
import { pageData } from "../../pageData";
import { CandidatePage, type CandidatePageStatus } from "../frame/CandidatePage";
import { requireCandidate } from "../guard";
import type { Route } from "./+types/candidacy";
import * as css from "./candidacy.css";
import {
  candidacyPageState,
  NO_APPLICATION_REFUSAL,
  postedWithdrawal,
  type WithdrawalRefusal,
  withdrawalRefusal,
} from "./candidacyForm";

const CANDIDACY_PATH = "/candidates/candidacy";

async function loadCandidacy(request: Request, services: AppServices) {
  await requireCandidate(request, services);
  await pageData(services.queryClient.ensureQueryData(candidacyQueries.list(services.http)));
  return candidacyPageState(new URL(request.url).searchParams);
}

export async function loader({ request, context }: Route.LoaderArgs) {
  return loadCandidacy(request, requestServices({ request, context }));
}

export async function action({ request, context }: Route.ActionArgs) {
  const services = requestServices({ request, context });
  await requireCandidate(request, services);
  const id = postedWithdrawal(await request.formData());
  if (id === null) return data(NO_APPLICATION_REFUSAL, { status: NO_APPLICATION_REFUSAL.httpStatus });
  try {
    await withdrawCandidacy(services.http, id);
  } catch (error) {
    const refusal = withdrawalRefusal(error);
    if (!refusal) throw error;
    return data(refusal, { status: refusal.httpStatus });
  }
  throw redirect(`${CANDIDACY_PATH}?withdrawn=${id}`, 303);
}

export const ErrorBoundary = AreaErrorBoundary;

/** How a status reads at a glance. */
function statusTone(candidacy: Candidacy): BadgeTone {
  if (candidacy.status !== "closed") return candidacy.status === "offer" ? "success" : "info";
  return candidacy.closure === "hired" ? "success" : "neutral";
}

function CandidacyCard({ candidacy, isConfirming }: { candidacy: Candidacy; isConfirming: boolean }) {
  const intl = useIntl();
  const text = useMessage();
  const headingId = `candidacy-${candidacy.id}`;
  const status = text(candidacyStatusMessage(candidacy.status));
  return (
    <li className={css.card} aria-labelledby={`${headingId}-title`} id={headingId}>
      <div className={css.cardHeader}>
        <div>
          <h2 id={`${headingId}-title`} className={css.jobTitle}>
            {candidacy.job.title}
          </h2>
          <p className={css.facts}>
            {candidacy.job.company} ·{" "}
            {intl.formatMessage({ id: "candidacy.appliedAt" }, { date: formatDate(candidacy.applied_at) })}
          </p>
        </div>
        <Badge tone={statusTone(candidacy)}>
          <span data-testid="candidacy-status">{intl.formatMessage({ id: "candidacy.status" }, { status })}</span>
        </Badge>
      </div>
      <CandidacyTimeline steps={candidacy.timeline} />
      {candidacy.withdrawable && isConfirming ? (
        <form method="post" action={CANDIDACY_PATH} className={css.confirmation}>
          <p className={css.question}>
            {intl.formatMessage({ id: "candidacy.withdrawQuestion" }, { job: candidacy.job.title })}
          </p>
          <input type="hidden" name="apply_id" value={candidacy.id} />
          <div className={css.actions}>
            <Button type="submit" tone="danger">
              {intl.formatMessage({ id: "candidacy.withdrawConfirm" })}
            </Button>
            <ButtonLink href={`${CANDIDACY_PATH}#${headingId}`} variant="outline">
              {intl.formatMessage({ id: "candidacy.withdrawCancel" })}
            </ButtonLink>
          </div>
        </form>
      ) : candidacy.withdrawable ? (
        <div className={css.actions}>
          <ButtonLink href={`${CANDIDACY_PATH}?withdraw=${candidacy.id}#${headingId}`} variant="outline" tone="danger">
            {intl.formatMessage({ id: "candidacy.withdraw" })}
          </ButtonLink>
        </div>
      ) : null}
    </li>
  );
}

/** The frame's status: the job just withdrawn from, or why the withdrawal was refused. */
function pageStatus(
  applies: readonly Candidacy[],
  withdrawn: number | null,
  refusal: WithdrawalRefusal | undefined,
  text: (id: string, values?: Record<string, string>) => string,
): CandidatePageStatus | undefined {
  if (refusal) {
    const message = refusal.problem.kind === "message" ? refusal.problem.text : "";
    return { tone: "danger", text: text("candidacy.withdrawFailed", { message }).trim() };
  }
  const job = applies.find((candidacy) => candidacy.id === withdrawn)?.job.title;
  return job ? { tone: "success", text: text("candidacy.withdrawn", { job }) } : undefined;
}

export default function CandidacyPage() {
  const intl = useIntl();
  const http = useHttp();
  const { data } = useSuspenseQuery(candidacyQueries.list(http));
  const { confirming, withdrawn } = useLoaderData<typeof loader>();
  const refusal = useActionData<typeof action>();
  const text = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);

  return (
    <CandidatePage
      title={text("candidacy.title")}
      lead={text("candidacy.lead")}
      status={pageStatus(data.applies, withdrawn, refusal, text)}
    >
      {data.applies.length === 0 ? (
        <EmptyState
          headingLevel={2}
          title={text("candidacy.emptyTitle")}
          description={text("candidacy.emptyDescription")}
          action={<ButtonLink href="/jobs">{text("candidacy.emptyAction")}</ButtonLink>}
        />
      ) : (
        <ul className={css.list} aria-label={text("candidacy.list")}>
          {data.applies.map((candidacy) => (
            <CandidacyCard key={candidacy.id} candidacy={candidacy} isConfirming={candidacy.id === confirming} />
          ))}
        </ul>
      )}
    </CandidatePage>
  );
}
