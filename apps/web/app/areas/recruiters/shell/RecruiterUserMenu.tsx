import { getMicrosoftAuthUrl, isApiError, type RecruiterMe, sessionMutations } from "@seleta/api-client";
import { afterLogoutPath, userMenuMessages } from "@seleta/domain";
import type { UserMenuProps } from "@seleta/domain/widgets";
import { Avatar, ChevronDownIcon, Icon, showToast } from "@seleta/ui";
import { useMutation } from "@tanstack/react-query";
import type { RefObject } from "react";
import { useIntl } from "react-intl";
import { useLocation, useNavigate } from "react-router";
import { useServices } from "../../../services/ServicesProvider";
import * as triggers from "./barTriggers.css";
import { DeferredWidget } from "./DeferredWidget";

const pickUserMenu = (widgets: typeof import("./barWidgets")) => widgets.UserMenu;

/** The user area of the bar (spec §2): Profile, Company Profile and Administrator for admins, Microsoft Login, Log out. */
export type RecruiterUserMenuProps = { readonly me: RecruiterMe; readonly signingOut: RefObject<boolean> };

export function RecruiterUserMenu({ me, signingOut }: RecruiterUserMenuProps) {
  const { http, toasts } = useServices();
  const intl = useIntl();
  const navigate = useNavigate();
  const location = useLocation();
  const signOut = useMutation(sessionMutations.signOut(http, "recruiters"));

  const handleLogout = () => {
    // From here a 401 is the logout itself (the queries on screen refetch once the cache empties), not an expiry.
    signingOut.current = true;
    signOut.mutate(undefined, {
      onSuccess: () => navigate(afterLogoutPath("recruiters"), { replace: true }),
      onError: () => {
        signingOut.current = false;
        showToast(toasts, { title: intl.formatMessage({ id: "shell.logout.failed" }), tone: "danger" });
      },
    });
  };

  // Links the recruiter's Microsoft account (the API answers where to go; back here afterwards).
  const handleMicrosoftLogin = () =>
    getMicrosoftAuthUrl(http, location.pathname + location.search).then(
      (url) => window.location.assign(url),
      (error: unknown) =>
        showToast(toasts, {
          title: intl.formatMessage({
            id: isApiError(error) && error.isNotFound ? "shell.microsoft.notConfigured" : "shell.microsoft.failed",
          }),
          tone: "warning",
        }),
    );

  const greeting = intl.formatMessage({ id: userMenuMessages.messages.greeting.id }, { name: me.name });
  return (
    <DeferredWidget<UserMenuProps>
      pick={pickUserMenu}
      props={{ user: me, onLogout: handleLogout, onMicrosoftLogin: () => void handleMicrosoftLogin() }}
      renderTrigger={(trigger) => (
        <div className={triggers.userRoot}>
          <button type="button" className={triggers.user} aria-haspopup="true" aria-expanded={false} {...trigger}>
            <Avatar name={me.name} src={me.photoUrl} size="sm" />
            <span>{greeting}</span>
            <Icon icon={ChevronDownIcon} size="sm" />
          </button>
        </div>
      )}
    />
  );
}
