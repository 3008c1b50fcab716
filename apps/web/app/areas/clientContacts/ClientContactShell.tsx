/**
 * The portal's frame wired to the app: the business's logo, the contact's menu (the domain's `clientContactMenu`:
 * entries needing `is_admin` only for portal administrators, whom the API alone lets read them), the page on screen,
 * a navigation loading, and the sign-out, which empties the cache and lands on `/client_contacts/` (spec §2).
 */
import { type ClientContactMe, sessionMutations } from "@seleta/api-client";
import { afterLogoutPath, clientContactMenu } from "@seleta/domain";
import { ClientPortalShell, clientPortalMessages, formatDomainMessage } from "@seleta/domain/widgets";
import { Logo, showToast } from "@seleta/ui";
import { useMutation } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { useIntl } from "react-intl";
import { useLocation, useNavigate, useNavigation, useRouteLoaderData } from "react-router";
import type { loader as rootLoader } from "../../root";
import { useServices } from "../../services/ServicesProvider";

export type ClientContactShellProps = { readonly me: ClientContactMe; readonly children: ReactNode };

export function ClientContactShell({ me, children }: ClientContactShellProps) {
  const { http, toasts } = useServices();
  const intl = useIntl();
  const navigate = useNavigate();
  const navigation = useNavigation();
  const { pathname } = useLocation();
  const root = useRouteLoaderData<typeof rootLoader>("root");
  const signOut = useMutation(sessionMutations.signOut(http, "client_contacts"));

  const handleSignOut = () =>
    signOut.mutate(undefined, {
      onSuccess: () => navigate(afterLogoutPath("client_contacts"), { replace: true }),
      onError: () =>
        showToast(toasts, {
          title: formatDomainMessage(intl, clientPortalMessages.messages.signOutFailed),
          tone: "danger",
        }),
    });

  return (
    <ClientPortalShell
      logo={
        <Logo
          brand={root?.brand ?? "default"}
          src={root?.business.logoUrl}
          alt={root?.business.title}
          href="/client_contacts/"
          height={32}
        />
      }
      contactName={me.name}
      menu={clientContactMenu(me)}
      currentPath={pathname}
      onSignOut={handleSignOut}
      isSigningOut={signOut.isPending}
      isLoading={navigation.state === "loading"}
    >
      {children}
    </ClientPortalShell>
  );
}
