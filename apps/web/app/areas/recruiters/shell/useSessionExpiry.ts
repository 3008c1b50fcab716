import { signOut } from "@seleta/api-client";
import { sessionMessages } from "@seleta/domain";
import { showToast } from "@seleta/ui";
import { type RefObject, useEffect } from "react";
import { useIntl } from "react-intl";
import { useNavigate } from "react-router";
import { useServices } from "../../../services/ServicesProvider";

/**
 * Spec §4/§8: a signed-in call answering 401 shows 'Session expired!', logs out and goes to /. Several queries can
 * fail at once: only the first 401 of a session acts. While the recruiter is logging out (`signingOut`), a 401 is
 * the logout itself, not an expiry: the queries still on screen may refetch once the cache empties.
 */
export function useSessionExpiry(signingOut?: RefObject<boolean>): void {
  const { http, queryClient, toasts } = useServices();
  const intl = useIntl();
  const navigate = useNavigate();
  useEffect(() => {
    let handled = false;
    return http.onSessionExpired(() => {
      if (handled || signingOut?.current) return;
      handled = true;
      showToast(toasts, { title: intl.formatMessage({ id: sessionMessages.messages.expired.id }), tone: "warning" });
      // Clears the cookie if the server still knows the session; an already-ended one is fine too.
      void signOut(http, "recruiters").catch(() => undefined);
      queryClient.clear();
      navigate("/", { replace: true });
    });
  }, [http, queryClient, toasts, intl, navigate, signingOut]);
}
