/**
 * The `administrator` layout (spec §2): recruiter_is_admin sends anyone who is not an administrator recruiter to
 * /; an administrator gets the area's shell (its entities from the registry) around the page.
 */
import { Spinner } from "@seleta/ui";
import { useMemo } from "react";
import { Outlet } from "react-router";
import { EntityAreaProvider } from "../../entities/entityArea";
import { documentLocale, loadFieldMessages } from "../../i18n/messages";
import { appServices } from "../../services/services";
import * as css from "../areaShell.css";
import { requireSession } from "../session";
import type { Route } from "./+types/layout";
import { AdministratorShell } from "./AdministratorShell";

const requireAdministrator = requireSession({ strategy: "recruiters", adminOnly: true });

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  // Every page of the area labels the registry's fields (and the menu its entities): their texts load beside the guard.
  const [me] = await Promise.all([requireAdministrator(request, appServices()), loadFieldMessages(documentLocale())]);
  return { me };
}
clientLoader.hydrate = true as const;

// The administrator and their permissions are cached: checking every navigation against them costs nothing.
export function shouldRevalidate() {
  return true;
}

export function HydrateFallback() {
  return (
    <div className={css.loading}>
      <Spinner size="lg" />
    </div>
  );
}

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
