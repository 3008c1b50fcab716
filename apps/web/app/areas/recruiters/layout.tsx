/**
 * The `recruiters` layout (spec §2): every page of the recruiter area renders inside its shell, after its guard.
 * The first request renders on the server with the page's data (`loader`, the API called in-process as the
 * visitor); later navigations load in the browser (`clientLoader`), the same function with the tab's services.
 */
import type { RecruiterMe } from "@seleta/api-client";
import { useMemo } from "react";
import { Outlet, redirect, useRouteLoaderData } from "react-router";
import { tabStorage } from "../../chunkReload";
import { EntityAreaProvider } from "../../entities/entityArea";
import { RECRUITER_PAGE_SETS } from "../../i18n/messageSets";
import { documentLocale, loadMessageSets } from "../../i18n/messages";
import type { loader as rootLoader } from "../../root";
import { requestServices } from "../../services/requestServices.server";
import { type AppServices, appServices } from "../../services/services";
import { AreaErrorBoundary } from "../AreaErrorBoundary";
import type { Route } from "./+types/layout";
import { recruiterEntityGuard, requireRecruiter } from "./session";
import { RecruiterShell } from "./shell/RecruiterShell";
import { readFlag, signaturePromptDue, signaturePromptKey } from "./shell/sessionNotices";

/** The guard, and the message sets the page shows (i18n/messageSets.ts), which load beside the recruiter. */
async function loadRecruiterArea(request: Request, services: AppServices) {
  const url = new URL(request.url);
  const me = await requireRecruiter(request, services);
  const to = recruiterEntityGuard(me, url);
  if (to) throw redirect(to);
  return { me, messageSets: RECRUITER_PAGE_SETS };
}

export async function loader({ request, context }: Route.LoaderArgs) {
  return loadRecruiterArea(request, requestServices({ request, context }));
}

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  const [area] = await Promise.all([
    loadRecruiterArea(request, appServices()),
    loadMessageSets(documentLocale(), RECRUITER_PAGE_SETS),
  ]);
  // The first-signature dialog is loaded on demand: when it is due, fetch it beside the page, not after it.
  if (signaturePromptDue(area.me, readFlag(tabStorage(), signaturePromptKey(area.me.id)))) {
    void import("./shell/FirstSignatureDialog");
  }
  return area;
}

// The recruiter and their permissions are cached: checking every navigation against them costs nothing.
export function shouldRevalidate() {
  return true;
}

export const ErrorBoundary = AreaErrorBoundary;

/** The signed-in recruiter, for any page inside the layout. */
export function useRecruiter(): RecruiterMe {
  const data = useRouteLoaderData<typeof clientLoader>("recruiters/layout");
  if (!data) throw new Error("useRecruiter() outside the recruiters layout");
  return data.me;
}

export default function RecruitersLayout({ loaderData }: Route.ComponentProps) {
  const area = useMemo(() => ({ area: "recruiter" as const, me: loaderData.me }), [loaderData.me]);
  const microsoftSignIn = useRouteLoaderData<typeof rootLoader>("root")?.business.microsoftSignIn === true;
  return (
    <RecruiterShell me={loaderData.me} microsoftSignIn={microsoftSignIn}>
      <EntityAreaProvider value={area}>
        <Outlet />
      </EntityAreaProvider>
    </RecruiterShell>
  );
}
