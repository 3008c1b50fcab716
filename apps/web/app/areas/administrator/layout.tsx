/**
 * The `administrator` layout (spec §2): recruiter_is_admin sends anyone who is not an administrator recruiter to
 * /, except on `/administrator` itself, where they see the area's landing (AdministratorLanding.tsx); an
 * administrator gets the area's shell (its entities from the registry) around the page. The first request
 * renders on the server (`loader`), later navigations load in the browser (`clientLoader`), as in every area.
 */
import { ADMINISTRATOR_LANDING } from "@seleta/domain";
import { useMemo } from "react";
import { Outlet } from "react-router";
import { EntityAreaProvider } from "../../entities/entityArea";
import { ADMINISTRATOR_PAGE_SETS } from "../../i18n/messageSets";
import { documentLocale, loadMessageSets } from "../../i18n/messages";
import { requestServices } from "../../services/requestServices.server";
import { appServices } from "../../services/services";
import { AreaErrorBoundary } from "../AreaErrorBoundary";
import { requireSessionOrLanding } from "../session";
import type { Route } from "./+types/layout";
import { AdministratorLanding } from "./AdministratorLanding";
import { AdministratorShell } from "./AdministratorShell";

const requireAdministrator = requireSessionOrLanding({
  strategy: "recruiters",
  adminOnly: true,
  landing: ADMINISTRATOR_LANDING,
});

export async function loader({ request, context }: Route.LoaderArgs) {
  const access = await requireAdministrator(request, requestServices({ request, context }));
  return { ...access, messageSets: ADMINISTRATOR_PAGE_SETS };
}

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  // The sets load beside the guard.
  const [access] = await Promise.all([
    requireAdministrator(request, appServices()),
    loadMessageSets(documentLocale(), ADMINISTRATOR_PAGE_SETS),
  ]);
  return { ...access, messageSets: ADMINISTRATOR_PAGE_SETS };
}

// The administrator and their permissions are cached: checking every navigation against them costs nothing.
export function shouldRevalidate() {
  return true;
}

export const ErrorBoundary = AreaErrorBoundary;

export default function AdministratorLayout({ loaderData }: Route.ComponentProps) {
  if (loaderData.me === null) return <AdministratorLanding signedIn={loaderData.landing.signedIn} />;
  return <AdministratorArea me={loaderData.me} />;
}

function AdministratorArea({ me }: { me: NonNullable<Route.ComponentProps["loaderData"]["me"]> }) {
  const area = useMemo(() => ({ area: "administrator" as const, me }), [me]);
  return (
    <AdministratorShell me={me}>
      <EntityAreaProvider value={area}>
        <Outlet />
      </EntityAreaProvider>
    </AdministratorShell>
  );
}
