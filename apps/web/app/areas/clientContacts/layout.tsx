/**
 * The `client_contacts` layout (spec §2): an anonymous visitor of a page of the portal goes to its login
 * (`/client_contacts/`, which is also its home and shows the sign-in, `landing.tsx`), a user of another strategy to
 * their home; a client contact gets the portal's frame (ClientContactShell.tsx) around the page.
 */
import { Outlet } from "react-router";
import { CLIENT_CONTACT_PAGE_SETS } from "../../i18n/messageSets";
import { documentLocale, loadMessageSets } from "../../i18n/messages";
import { requestServices } from "../../services/requestServices.server";
import { appServices } from "../../services/services";
import { AreaErrorBoundary } from "../AreaErrorBoundary";
import type { Route } from "./+types/layout";
import { ClientContactShell } from "./ClientContactShell";
import { clientContactSession } from "./guard";

const messageSets = CLIENT_CONTACT_PAGE_SETS;

// The guard runs on the server for the first request and in the browser for later navigations.
export async function loader({ request, context }: Route.LoaderArgs) {
  return { me: await clientContactSession(request, requestServices({ request, context })), messageSets };
}

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  const [me] = await Promise.all([
    clientContactSession(request, appServices()),
    loadMessageSets(documentLocale(), messageSets),
  ]);
  return { me, messageSets };
}

export const ErrorBoundary = AreaErrorBoundary;

export default function ClientContactsLayout({ loaderData }: Route.ComponentProps) {
  // Nobody signed in: only the home lets them this far, and it is the sign-in, drawn without the portal's frame.
  if (!loaderData.me) return <Outlet />;
  return (
    <ClientContactShell me={loaderData.me}>
      <Outlet />
    </ClientContactShell>
  );
}
