/**
 * `/recruiters/profile` (spec §2/§7 `GET /recruiters/profile`): who the recruiter is, their photo, whether their
 * Microsoft account is linked, and their e-mail signature as it goes out, with the way to edit it.
 */
import { recruiterQueries } from "@seleta/api-client";
import { Avatar, ButtonLink } from "@seleta/ui";
import { useSuspenseQuery } from "@tanstack/react-query";
import { useIntl } from "react-intl";
import { requestServices } from "../../services/requestServices.server";
import { useHttp } from "../../services/ServicesProvider";
import { type AppServices, appServices } from "../../services/services";
import { AreaErrorBoundary } from "../AreaErrorBoundary";
import { pageData } from "../pageData";
import type { Route } from "./+types/profile";
import * as css from "./shell/pages.css";

// The profile, not the session's copy of the recruiter: a signature saved elsewhere, a new photo show at once.
async function loadProfile({ http, queryClient }: AppServices) {
  await pageData(queryClient.ensureQueryData(recruiterQueries.profile(http)));
  return null;
}

export async function loader({ request, context }: Route.LoaderArgs) {
  return loadProfile(requestServices({ request, context }));
}

export async function clientLoader() {
  return loadProfile(appServices());
}

export const ErrorBoundary = AreaErrorBoundary;

export default function RecruiterProfile() {
  const intl = useIntl();
  const http = useHttp();
  const { data: me } = useSuspenseQuery(recruiterQueries.profile(http));
  const text = (id: string) => intl.formatMessage({ id });

  return (
    <div className={css.page}>
      <header className={css.header}>
        <h1 className={css.title}>{text("shell.profile.title")}</h1>
      </header>

      <section className={css.section} aria-labelledby="profile-identity">
        <div className={css.identity}>
          <Avatar name={me.name} src={me.photoUrl} size="lg" />
          <h2 id="profile-identity" className={css.sectionTitle}>
            {me.name}
          </h2>
        </div>
        <dl className={css.details}>
          <dt className={css.term}>{text("shell.profile.name")}</dt>
          <dd className={css.definition}>{me.name}</dd>
          <dt className={css.term}>{text("shell.profile.email")}</dt>
          <dd className={css.definition}>{me.email}</dd>
          <dt className={css.term}>{text("shell.profile.role")}</dt>
          <dd className={css.definition}>{text(me.is_admin ? "shell.profile.admin" : "shell.profile.recruiter")}</dd>
          <dt className={css.term}>{text("shell.profile.microsoft")}</dt>
          <dd className={css.definition}>
            {text(me.logged_in_with_microsoft ? "shell.profile.microsoftLinked" : "shell.profile.microsoftNotLinked")}
          </dd>
        </dl>
      </section>

      <section className={css.section} aria-labelledby="profile-signature">
        <h2 id="profile-signature" className={css.sectionTitle}>
          {text("shell.profile.signature")}
        </h2>
        {me.signature ? (
          <div
            className={css.signaturePaper}
            data-testid="profile-signature"
            // biome-ignore lint/security/noDangerouslySetInnerHtml: the API stores the signature sanitised (PUT /recruiters/) and answers it so.
            dangerouslySetInnerHTML={{ __html: me.signature }}
          />
        ) : (
          <p className={css.muted}>{text("shell.profile.noSignature")}</p>
        )}
        <div>
          <ButtonLink href="/recruiters/signatures" variant="outline">
            {text(me.signature ? "shell.profile.editSignature" : "shell.profile.addSignature")}
          </ButtonLink>
        </div>
      </section>
    </div>
  );
}
