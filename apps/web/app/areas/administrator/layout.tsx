/**
 * The `administrator` layout (spec §2): recruiter_is_admin sends anyone who is not an administrator recruiter to
 * /; an administrator gets the area's shell (its entities from the registry) around the page. The first request
 * renders on the server (`loader`), later navigations load in the browser (`clientLoader`), as in every area.
 */
import { useMemo } from "react";
import { Outlet } from "react-router";
import { EntityAreaProvider } from "../../entities/entityArea";
import { documentLocale, loadFieldMessages } from "../../i18n/messages";
import { requestServices } from "../../services/requestServices.server";
import { appServices } from "../../services/services";
import { AreaErrorBoundary } from "../AreaErrorBoundary";
import { requireSession } from "../session";
import type { Route } from "./+types/layout";
import { AdministratorShell } from "./AdministratorShell";

const requireAdministrator = requireSession({ strategy: "recruiters", adminOnly: true });

// Every page of the area labels the registry's fields (and the menu its entities).
export async function loader({ request, context }: Route.LoaderArgs) {
  return { me: await requireAdministrator(request, requestServices({ request, context })), fieldMessages: true };
}

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  // The field labels load beside the guard.
  const [me] = await Promise.all([requireAdministrator(request, appServices()), loadFieldMessages(documentLocale())]);
  return { me, fieldMessages: true };
}

// The administrator and their permissions are cached: checking every navigation against them costs nothing.
export function shouldRevalidate() {
  return true;
}

export const ErrorBoundary = AreaErrorBoundary;

export default function AdministratorLayout({ loaderData }: Route.ComponentProps) {
  const area = useMemo(() => ({ area: "administrator" as const, me: loaderData.me }), [loaderData.me]);
  return (
    <AdministratorShell me={loaderData.me}>
      <EntityAreaProvider value={area}>
        <Outlet />
      </EntityAreaProvider>
    </AdministratorShell>
  );
}
