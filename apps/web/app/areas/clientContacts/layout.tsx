/**
 * The `client_contacts` layout (spec §2): anonymous visitors go to the client contacts' login
 * (/client_contacts/), users of another strategy to their home.
 */
import { Outlet } from "react-router";
import { requestServices } from "../../services/requestServices.server";
import { appServices } from "../../services/services";
import { AreaErrorBoundary } from "../AreaErrorBoundary";
import { requireSession } from "../session";
import type { Route } from "./+types/layout";

const requireClientContact = requireSession({ strategy: "client_contacts" });

// The guard runs on the server for the first request and in the browser for later navigations.
export async function loader({ request, context }: Route.LoaderArgs) {
  return { me: await requireClientContact(request, requestServices({ request, context })) };
}

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  return { me: await requireClientContact(request, appServices()) };
}

export const ErrorBoundary = AreaErrorBoundary;

export default function ClientContactsLayout() {
  return <Outlet />;
}
