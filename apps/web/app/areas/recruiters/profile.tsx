/**
 * `/recruiters/profile` (spec §2/§7 `GET /recruiters/profile`): who the recruiter is, their photo, whether their
 * Microsoft account is linked, and their e-mail signature as it goes out, with the way to edit it.
 */
import { recruiterQueries } from "@seleta/api-client";
import { Avatar, Button, ButtonLink } from "@seleta/ui";
import { useQuery } from "@tanstack/react-query";
import { useIntl } from "react-intl";
import { useHttp } from "../../services/ServicesProvider";
import { useRecruiter } from "./layout";
import * as css from "./shell/pages.css";

export default function RecruiterProfile() {
  const intl = useIntl();
  const http = useHttp();
  const signedIn = useRecruiter();
  const profile = useQuery(recruiterQueries.profile(http));
  // The session's copy shows at once; the profile's answer replaces it (a signature saved elsewhere, a new photo).
  const me = profile.data ?? signedIn;
  const text = (id: string) => intl.formatMessage({ id });

  return (
    <div className={css.page}>
      <header className={css.header}>
        <h1 className={css.title}>{text("shell.profile.title")}</h1>
      </header>

      {profile.isError ? (
        <p className={css.muted} role="alert">
          {text("shell.profile.loadFailed")}{" "}
          <Button size="sm" variant="ghost" onPress={() => void profile.refetch()}>
            {text("shell.retry")}
          </Button>
        </p>
      ) : null}

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
