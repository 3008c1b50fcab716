import type { RecruiterMe } from "@seleta/api-client";
import { AppFrame, lazyWithPreload } from "@seleta/ui";
import { type ReactNode, Suspense, useEffect, useRef, useState } from "react";
import { useIntl } from "react-intl";
import { tabStorage } from "../../../chunkReload";
import { GlobalLoadingProvider } from "./GlobalLoading";
import { RecentPagesDial } from "./RecentPagesDial";
import * as css from "./RecruiterShell.css";
import { readFlag, signaturePromptDue, signaturePromptKey } from "./sessionNotices";
import { TopBar } from "./TopBar";
import { useMicrosoftFirstLogin, usePersonalEmailNotice } from "./useArrivalNotices";
import { type RecentPageTitle, RecentPageTitleContext } from "./useRecentPageTitle";
import { useSessionExpiry } from "./useSessionExpiry";

// The signature editor (company select, phone fields, the HTML renderer) is only for a recruiter without a
// signature: its code loads when the dialog is due, not with every page of the area.
const FirstSignatureDialog = lazyWithPreload(() =>
  import("./FirstSignatureDialog").then((module) => module.FirstSignatureDialog),
);

export type RecruiterShellProps = {
  readonly me: RecruiterMe;
  /** Whether the business lets recruiters sign in with Microsoft (the first login sends them there). */
  readonly microsoftSignIn: boolean;
  readonly children: ReactNode;
};

/**
 * The recruiter area's frame (spec §2): top bar, the page, the history speed-dial, the global loading dialog, and
 * what arrival brings (spec §4/§8): session expiry, the personal-Outlook warning, the Microsoft first login and the
 * first-signature dialog. Pages set their own bottom action bar.
 */
export function RecruiterShell({ me, microsoftSignIn, children }: RecruiterShellProps) {
  const intl = useIntl();
  const signingOut = useRef(false);
  useSessionExpiry(signingOut);
  usePersonalEmailNotice();
  useMicrosoftFirstLogin(me, microsoftSignIn);
  const [signatureDue, setSignatureDue] = useState(false);
  const [pageTitle, setPageTitle] = useState<RecentPageTitle | null>(null);
  // After hydration (the flag is in the tab's sessionStorage); once loaded, the dialog stays until the shell goes.
  useEffect(() => {
    const due = signaturePromptDue(me, readFlag(tabStorage(), signaturePromptKey(me.id)));
    setSignatureDue((loaded) => loaded || due);
  }, [me]);
  return (
    <GlobalLoadingProvider>
      <AppFrame mainId="recruiter-main" skipLabel={intl.formatMessage({ id: "shell.skipToContent" })}>
        <TopBar me={me} signingOut={signingOut} />
        <main id="recruiter-main" className={css.main} tabIndex={-1}>
          <RecentPageTitleContext.Provider value={setPageTitle}>{children}</RecentPageTitleContext.Provider>
        </main>
        <RecentPagesDial title={pageTitle} />
        {signatureDue ? (
          <Suspense fallback={null}>
            <FirstSignatureDialog me={me} />
          </Suspense>
        ) : null}
      </AppFrame>
    </GlobalLoadingProvider>
  );
}
