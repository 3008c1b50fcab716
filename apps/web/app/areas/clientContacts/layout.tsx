/**
 * The `client_contacts` layout (spec §2): anonymous visitors go to the client contacts' login
 * (/client_contacts/), users of another strategy to their home.
 */
import { Outlet } from "react-router";
import { appServices } from "../../services/services";
import { requireSession } from "../session";
import type { Route } from "./+types/layout";

const requireClientContact = requireSession({ strategy: "client_contacts" });

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  return { me: await requireClientContact(request, appServices()) };
}
clientLoader.hydrate = true as const;

export function HydrateFallback() {
  return null;
}

export default function ClientContactsLayout() {
  return <Outlet />;
}
