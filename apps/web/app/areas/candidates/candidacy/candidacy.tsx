/**
 * `/candidates/candidacy`: the candidate's applications and where each stands, in the candidate's words, with its
 * timeline, and the way to withdraw one. The status moves when a recruiter moves the card on the kanban: the list
 * is read again whenever the tab or the window regains focus. Not live: `/cable` authorises recruiters' sessions
 * only, and a candidate's stream would need its own channel and session checks there.
 */
import { type Candidacy, candidacyMutations, candidacyQueries, isApiError } from "@seleta/api-client";
import { formatDate } from "@seleta/domain";
import { CandidacyTimeline, candidacyStatusMessage, useMessage } from "@seleta/domain/candidate-widgets";
import { Badge, type BadgeTone, Button, ButtonLink, EmptyState, showToast } from "@seleta/ui";
import { useMutation, useQueryClient, useSuspenseQuery } from "@tanstack/react-query";
import { lazy, Suspense, useEffect, useState } from "react";
import { useIntl } from "react-intl";
import { requestServices } from "../../../services/requestServices.server";
import { useHttp, useToasts } from "../../../services/ServicesProvider";
import { type AppServices, appServices } from "../../../services/services";
import { AreaErrorBoundary } from "../../AreaErrorBoundary";
import { pageData } from "../../pageData";
import type { Route } from "./+types/candidacy";
import * as css from "./candidacy.css";

/**
 * The withdrawal's confirmation, and react-aria's dialog code with it, loads when a candidate first asks to withdraw:
 * the page shows every application, and most visits withdraw none.
 */
const WithdrawConfirmation = lazy(() =>
  import("./WithdrawConfirmation").then((module) => ({ default: module.WithdrawConfirmation })),
);

async function loadCandidacy({ http, queryClient }: AppServices) {
  await pageData(queryClient.ensureQueryData(candidacyQueries.list(http)));
  return null;
}

export async function loader({ request, context }: Route.LoaderArgs) {
  return loadCandidacy(requestServices({ request, context }));
}

export async function clientLoader() {
  return loadCandidacy(appServices());
}

export const ErrorBoundary = AreaErrorBoundary;

/** How a status reads at a glance. */
function statusTone(candidacy: Candidacy): BadgeTone {
  if (candidacy.status !== "closed") return candidacy.status === "offer" ? "success" : "info";
  return candidacy.closure === "hired" ? "success" : "neutral";
}

/**
 * The list is read again when the candidate comes back to the page: TanStack Query refetches on the tab's
 * `visibilitychange`; this adds the window's `focus` (another window in front, then this one again).
 */
function useRefetchOnFocus() {
  const client = useQueryClient();
  useEffect(() => {
    const refetch = () => void client.refetchQueries({ queryKey: candidacyQueries.all, type: "active" });
    window.addEventListener("focus", refetch);
    return () => window.removeEventListener("focus", refetch);
  }, [client]);
}

function CandidacyCard({ candidacy }: { candidacy: Candidacy }) {
  const intl = useIntl();
  const text = useMessage();
  const http = useHttp();
  const toasts = useToasts();
  const withdraw = useMutation(candidacyMutations.withdraw(http));
  const headingId = `candidacy-${candidacy.id}`;
  const status = text(candidacyStatusMessage(candidacy.status));
  const [isConfirming, setConfirming] = useState(false);
  // Mounted from the first question on, so closing it returns focus to the button like any dialog.
  const [confirmUsed, setConfirmUsed] = useState(false);
  const askToWithdraw = () => {
    setConfirmUsed(true);
    setConfirming(true);
  };

  async function handleWithdraw() {
    try {
      await withdraw.mutateAsync(candidacy.id);
      showToast(toasts, {
        title: intl.formatMessage({ id: "candidacy.withdrawn" }, { job: candidacy.job.title }),
        tone: "success",
      });
    } catch (error) {
      const message = isApiError(error) ? error.message : String(error);
      showToast(toasts, { title: intl.formatMessage({ id: "candidacy.withdrawFailed" }, { message }), tone: "danger" });
    }
  }

  return (
    <li className={css.card} aria-labelledby={headingId}>
      <div className={css.cardHeader}>
        <div>
          <h2 id={headingId} className={css.jobTitle}>
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
      {candidacy.withdrawable ? (
        <div className={css.actions}>
          <Button variant="outline" tone="danger" onPress={askToWithdraw}>
            {intl.formatMessage({ id: "candidacy.withdraw" })}
          </Button>
          {confirmUsed ? (
            <Suspense fallback={null}>
              <WithdrawConfirmation
                label={intl.formatMessage({ id: "candidacy.withdrawLabel" })}
                title={intl.formatMessage({ id: "candidacy.withdrawTitle" })}
                message={intl.formatMessage({ id: "candidacy.withdrawQuestion" }, { job: candidacy.job.title })}
                confirmLabel={intl.formatMessage({ id: "candidacy.withdrawConfirm" })}
                onConfirm={handleWithdraw}
                isOpen={isConfirming}
                onOpenChange={setConfirming}
              />
            </Suspense>
          ) : null}
        </div>
      ) : null}
    </li>
  );
}

export default function CandidacyPage() {
  const intl = useIntl();
  const http = useHttp();
  const { data } = useSuspenseQuery({ ...candidacyQueries.list(http), refetchOnWindowFocus: "always" });
  useRefetchOnFocus();
  const text = (id: string) => intl.formatMessage({ id });

  return (
    <div className={css.page}>
      <header className={css.header}>
        <h1 className={css.title}>{text("candidacy.title")}</h1>
        <p className={css.lead}>{text("candidacy.lead")}</p>
      </header>
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
            <CandidacyCard key={candidacy.id} candidacy={candidacy} />
          ))}
        </ul>
      )}
    </div>
  );
}
