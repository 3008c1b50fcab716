/**
 * `/candidates/register`: the three-step registration wizard (spec §2), a document without scripts
 * (renderingModes.ts), one stage per request. The page shows the stage `?stage=` asks for when every stage before
 * it is done, else the first stage not done: the registry's candidate form over that stage's fields
 * (`REGISTRATION_STAGE_FIELDS`) as a document form. Next posts the stage: the action saves its fields to the profile,
 * records the stage done on the server and redirects (303) to the following stage, so a reload resumes on the first
 * stage not done with everything saved; Save on the last stage also completes the registration and goes on to the
 * page the wizard was opened for (`?redirect=`), else home. A refusal draws the stage again with what was typed and
 * each field's message. An unconfirmed candidate is told so above the wizard, with a form that asks for the mail
 * again.
 */
import {
  type CandidateProfilePatch,
  candidateProfileQueries,
  candidateRegistrationQueries,
  completeRegistration,
  completeRegistrationStage,
  getCandidateProfile,
  resendConfirmation,
  updateCandidateProfile,
} from "@seleta/api-client";
import {
  afterRegistrationPath,
  candidates,
  EntityForm,
  isRegistrationStage,
  neighbourStages,
  parseEntityValues,
  postedEntityValues,
  REGISTRATION_STAGE_FIELDS,
  type RegistrationStage,
  RegistrationWizard,
  registrationStageShown,
} from "@seleta/domain/candidate-widgets";
import { Button, Card } from "@seleta/ui";
import { useSuspenseQuery } from "@tanstack/react-query";
import { useIntl } from "react-intl";
import { data, redirect, useActionData, useLoaderData } from "react-router";
import { requestServices } from "../../../services/requestServices.server";
import { useHttp } from "../../../services/ServicesProvider";
import type { AppServices } from "../../../services/services";
import { AreaErrorBoundary } from "../../AreaErrorBoundary";
import { pageData } from "../../pageData";
import { CandidatePage, type CandidatePageStatus } from "../frame/CandidatePage";
import type { Route } from "./+types/register";
import * as css from "./register.css";
import {
  postedRegistrationRequest,
  RESEND_INTENT,
  type RegistrationProblem,
  registerPagePath,
  registrationOutcome,
  registrationRefusal,
} from "./registerForm";

/** The profile and where the candidate stands, at once (the layout has run the guard). */
async function loadRegistration({ http, queryClient }: AppServices) {
  const [, answer] = await pageData(
    Promise.all([
      queryClient.ensureQueryData(candidateProfileQueries.profile(http)),
      queryClient.ensureQueryData(candidateRegistrationQueries.registration(http)),
    ]),
  );
  return answer;
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const answer = await loadRegistration(requestServices({ request, context }));
  const url = new URL(request.url);
  return {
    stage: registrationStageShown(url.searchParams.get("stage"), answer.registration.stages_done.length),
    returnTo: url.searchParams.get("redirect"),
    outcome: registrationOutcome(url),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const url = new URL(request.url);
  const returnTo = url.searchParams.get("redirect");
  const form = await request.formData();
  const asked = postedRegistrationRequest(form, url);
  if (!asked) throw data(null, { status: 400 });
  const { http } = requestServices({ request, context });

  if (asked.intent === RESEND_INTENT) {
    // POST /confirmations answers alike for any e-mail (no account enumeration), and brings the candidate back here.
    try {
      const profile = await getCandidateProfile(http);
      await resendConfirmation(http, String(profile.email ?? ""), "/candidates/register");
    } catch (error) {
      const { httpStatus, ...refusal } = registrationRefusal(error, null);
      return data({ refusal }, { status: httpStatus });
    }
    const stage = url.searchParams.get("stage");
    const shown = isRegistrationStage(stage) ? stage : undefined;
    throw redirect(registerPagePath({ stage: shown, redirect: returnTo, outcome: "resent" }), 303);
  }

  const { stage } = asked;
  const { fields } = REGISTRATION_STAGE_FIELDS[stage];
  const values = postedEntityValues(candidates, fields, form);
  const next = neighbourStages(stage).next;
  try {
    await updateCandidateProfile(http, parseEntityValues(candidates, fields, values) as CandidateProfilePatch);
    await completeRegistrationStage(http, stage);
    if (!next) await completeRegistration(http);
  } catch (error) {
    const { httpStatus, ...refusal } = registrationRefusal(error, values, fields);
    return data({ refusal }, { status: httpStatus });
  }
  throw redirect(
    next ? registerPagePath({ stage: next, redirect: returnTo, outcome: "saved" }) : afterRegistrationPath(returnTo),
    303,
  );
}

export const ErrorBoundary = AreaErrorBoundary;

export default function CandidateRegister() {
  const intl = useIntl();
  const http = useHttp();
  const { stage, returnTo, outcome } = useLoaderData<typeof loader>();
  const refusal = useActionData<typeof action>()?.refusal;
  const { data: profile } = useSuspenseQuery(candidateProfileQueries.profile(http));
  const { data: answer } = useSuspenseQuery(candidateRegistrationQueries.registration(http));
  const text = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const stageHref = (shown: RegistrationStage) => registerPagePath({ stage: shown, redirect: returnTo });
  const problemText = (problem: RegistrationProblem) =>
    problem.kind === "refused"
      ? problem.text
      : text(problem.kind === "fields" ? "candidateWizard.fieldsRefused" : "candidateWizard.saveFailed");
  const status: CandidatePageStatus | undefined = refusal
    ? { tone: "danger", text: problemText(refusal.problem) }
    : outcome
      ? {
          tone: "success",
          text: text(outcome === "saved" ? "candidateWizard.stageSaved" : "candidateWizard.unconfirmed.sent"),
        }
      : undefined;
  const areaOptions = answer.business_areas.map((area) => ({ id: String(area.id), label: area.name }));
  const typed = refusal?.values ?? undefined;

  return (
    <CandidatePage title={text("candidateWizard.title")} lead={text("candidateWizard.lead")} status={status}>
      {answer.registration.confirmed ? null : (
        <UnconfirmedNotice email={String(profile.email ?? "")} action={stageHref(stage)} />
      )}
      <RegistrationWizard
        stage={stage}
        completed={answer.registration.stages_done}
        stageHref={stageHref}
        renderStage={(submitLabel) => (
          <EntityForm
            key={stage}
            entity={candidates}
            scope={REGISTRATION_STAGE_FIELDS[stage].fields}
            required={REGISTRATION_STAGE_FIELDS[stage].required}
            values={typed ?? (profile as Record<string, unknown>)}
            errors={refusal?.errors}
            relationOptions={{ business_areas: areaOptions }}
            action={stageHref(stage)}
            submitLabel={submitLabel}
          />
        )}
      />
    </CandidatePage>
  );
}

/** Spec §2: a candidate whose e-mail is not confirmed yet is told so, and may ask for the mail again. */
function UnconfirmedNotice({ email, action }: { email: string; action: string }) {
  const intl = useIntl();
  const text = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  return (
    <div className={css.notice}>
      <Card as="section" title={text("candidateWizard.unconfirmed.title")} headingLevel={2}>
        <form method="post" action={action} noValidate className={css.noticeBody}>
          <p className={css.lead}>{text("candidateWizard.unconfirmed.body", { email })}</p>
          <div>
            <Button type="submit" name="intent" value={RESEND_INTENT} variant="outline">
              {text("candidateWizard.unconfirmed.resend")}
            </Button>
          </div>
        </form>
      </Card>
    </div>
  );
}
