import { getMicrosoftAuthUrl, type RecruiterMe } from "@seleta/api-client";
import { PERSONAL_EMAIL_TOAST_MS, sessionMessages } from "@seleta/domain";
import { showToast } from "@seleta/ui";
import { useEffect, useRef } from "react";
import { useIntl } from "react-intl";
import { useLocation, useNavigate } from "react-router";
import { tabStorage } from "../../../chunkReload";
import { useServices } from "../../../services/ServicesProvider";
import {
  microsoftLoginDue,
  microsoftLoginKey,
  PERSONAL_EMAIL_PARAM,
  readFlag,
  searchWithout,
  writeFlag,
} from "./sessionNotices";

/**
 * Spec §8: back from a personal Outlook account (`?personal_email`), a danger toast for 60 s, then the flag leaves
 * the address (replaced, so Back does not show it again).
 */
export function usePersonalEmailNotice(): void {
  const { toasts } = useServices();
  const intl = useIntl();
  const location = useLocation();
  const navigate = useNavigate();
  const shownFor = useRef<string | null>(null);
  const flagged = new URLSearchParams(location.search).has(PERSONAL_EMAIL_PARAM);

  useEffect(() => {
    if (!flagged || shownFor.current === location.key) return;
    shownFor.current = location.key;
    showToast(
      toasts,
      { title: intl.formatMessage({ id: sessionMessages.messages.personalEmail.id }), tone: "danger" },
      { timeout: PERSONAL_EMAIL_TOAST_MS },
    );
    navigate(
      {
        pathname: location.pathname,
        search: searchWithout(location.search, PERSONAL_EMAIL_PARAM),
        hash: location.hash,
      },
      { replace: true },
    );
  }, [flagged, location, toasts, intl, navigate]);
}

/**
 * Spec §4: a recruiter not yet signed in with Microsoft is sent to the Microsoft sign-in (which links the account
 * and comes back here), where the business has turned Microsoft on (its configuration, `microsoftSignIn`; elsewhere,
 * e.g. the demo, nothing is asked: there is nowhere to go). Guarded against a loop: the flag is stored (the tab's
 * sessionStorage, per recruiter) before leaving, so a recruiter who comes back without linking (refused, cancelled, a
 * personal account) is not sent again in this tab. A failure (the API's 404 `provider_disabled` when the
 * configuration changed meanwhile, anything else) is ignored: the redirect is a convenience, never a gate.
 */
export function useMicrosoftFirstLogin(me: RecruiterMe, microsoftSignIn: boolean): void {
  const { http } = useServices();
  const location = useLocation();
  const returnTo = location.pathname + location.search;
  const latestReturnTo = useRef(returnTo);
  latestReturnTo.current = returnTo;

  useEffect(() => {
    const key = microsoftLoginKey(me.id);
    if (!microsoftLoginDue(me, readFlag(tabStorage(), key), microsoftSignIn)) return;
    writeFlag(tabStorage(), key);
    // Not cancelled when the shell re-renders or the page changes: the flag is spent, the redirect must happen.
    getMicrosoftAuthUrl(http, latestReturnTo.current).then(
      (url) => window.location.assign(url),
      () => undefined,
    );
  }, [me, http, microsoftSignIn]);
}
