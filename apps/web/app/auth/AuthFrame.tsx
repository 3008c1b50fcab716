import { Button, Logo } from "@seleta/ui";
import type { ReactNode } from "react";
import { useRouteLoaderData } from "react-router";
import type { loader as rootLoader } from "../root";
import * as css from "./auth.css";

/**
 * The sign-in pages' head: the business's title (a page's `meta` replaces the root's, so it is repeated here) and
 * no indexing.
 */
export function authMeta(matches: readonly ({ id: string; data?: unknown } | undefined)[]) {
  const root = matches.find((match) => match?.id === "root")?.data as { business?: { title?: string } } | undefined;
  return [{ title: root?.business?.title ?? "Seleta" }, { name: "robots", content: "noindex" }];
}

/** What the screen says about the form just sent: after a redirect (`?sent=1`) or a refusal. */
export type AuthFrameStatus = { readonly tone: "success" | "danger"; readonly text: string };

export type AuthFrameProps = {
  readonly title: string;
  readonly lead?: string;
  /**
   * Shown under the heading and focused as the page opens, so a screen reader hears first the outcome of what was
   * just sent (a page without scripts cannot announce it later).
   */
  readonly status?: AuthFrameStatus | undefined;
  readonly children?: ReactNode;
};

/** The sign-in screens' card: the brand's (or the business's) logo, a heading, the outcome of the last form, the form. */
export function AuthFrame({ title, lead, status, children }: AuthFrameProps) {
  const root = useRouteLoaderData<typeof rootLoader>("root");
  return (
    <main className={css.page}>
      <div className={css.card}>
        <div className={css.logo}>
          <Logo brand={root?.brand ?? "default"} src={root?.business.logoUrl} alt={root?.business.title} href="/" />
        </div>
        <h1 className={css.title}>{title}</h1>
        {lead ? <p className={css.lead}>{lead}</p> : null}
        {status ? (
          <p
            role={status.tone === "danger" ? "alert" : "status"}
            tabIndex={-1}
            // biome-ignore lint/a11y/noAutofocus: the page opens on the outcome of what was just sent.
            autoFocus
            className={status.tone === "danger" ? css.problem : css.status}
          >
            {status.text}
          </p>
        ) : null}
        {children}
      </div>
    </main>
  );
}

export type AuthFormProps = {
  /** Where the form posts: the page's own route (its action). */
  readonly action: string;
  /** The form's name (the screen's title). */
  readonly label: string;
  readonly submitLabel: string;
  /** The form's fields. */
  readonly children: ReactNode;
  /** Under the submit button: the way elsewhere (back to the sign-in, a new link). */
  readonly footer: ReactNode;
};

/**
 * A sign-in screen's form, sent without any script: a plain `<form method="post">` to its page, checked by the server
 * alone (`noValidate`: the browser's own bubbles would speak the browser's language), its fields, then its button.
 */
export function AuthForm({ action, label, submitLabel, children, footer }: AuthFormProps) {
  return (
    <form method="post" action={action} noValidate aria-label={label}>
      <div className={css.form}>
        <div className={css.fields}>{children}</div>
        <div className={css.actions}>
          <div className={css.submit}>
            <Button type="submit" fullWidth>
              {submitLabel}
            </Button>
          </div>
          {footer}
        </div>
      </div>
    </form>
  );
}
