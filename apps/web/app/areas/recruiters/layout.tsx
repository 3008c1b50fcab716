/**
 * The `recruiters` layout (spec §2): every page of the recruiter area renders inside its shell, after its guard.
 * The area is rendered in the browser only (client loaders): the server sends the shell's loading state, and the
 * session cookie never has to travel through a server-side fetch.
 */
import type { RecruiterMe } from "@seleta/api-client";
import { entityForPath } from "@seleta/domain";
import { Spinner } from "@seleta/ui";
import { useMemo } from "react";
import { Outlet, redirect, useRouteLoaderData } from "react-router";
import { tabStorage } from "../../chunkReload";
import { EntityAreaProvider } from "../../entities/entityArea";
import { documentLocale, loadFieldMessages } from "../../i18n/messages";
import { appServices } from "../../services/services";
import * as css from "../areaShell.css";
import type { Route } from "./+types/layout";
import { recruiterEntityGuard, requireRecruiter } from "./session";
import { RecruiterShell } from "./shell/RecruiterShell";
import { readFlag, signaturePromptDue, signaturePromptKey } from "./shell/sessionNotices";

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  const url = new URL(request.url);
  // An entity's pages (lists, forms, details, applies) label the registry's fields: their texts load beside the
  // recruiter, only for those pages (compileMessages.ts keeps them apart).
  const [me] = await Promise.all([
    requireRecruiter(request, appServices()),
    entityForPath(url.pathname) ? loadFieldMessages(documentLocale()) : undefined,
  ]);
  const to = recruiterEntityGuard(me, url);
  if (to) throw redirect(to);
  // The first-signature dialog is loaded on demand: when it is due, fetch it beside the page, not after it.
  if (signaturePromptDue(me, readFlag(tabStorage(), signaturePromptKey(me.id)))) {
    void import("./shell/FirstSignatureDialog");
  }
  return { me };
}
clientLoader.hydrate = true as const;

// The recruiter and their permissions are cached: checking every navigation against them costs nothing.
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

/** The signed-in recruiter, for any page inside the layout. */
export function useRecruiter(): RecruiterMe {
  const data = useRouteLoaderData<typeof clientLoader>("recruiters/layout");
  if (!data) throw new Error("useRecruiter() outside the recruiters layout");
  return data.me;
}

export default function RecruitersLayout({ loaderData }: Route.ComponentProps) {
  const area = useMemo(() => ({ area: "recruiter" as const, me: loaderData.me }), [loaderData.me]);
  return (
    <RecruiterShell me={loaderData.me}>
      <EntityAreaProvider value={area}>
        <Outlet />
      </EntityAreaProvider>
    </RecruiterShell>
  );
}
