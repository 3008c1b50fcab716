/**
 * The spec's `shortlist` layout (§2), for whoever holds a shortlist's link: the brand's bar (its logo, or the
 * business's) over a reading column, no menu and no account. A document (renderingModes.ts): no script of the app.
 */
import { Logo } from "@seleta/ui";
import { FormattedMessage } from "react-intl";
import { Outlet, useRouteLoaderData } from "react-router";
import { seletaLoadContext } from "../../loadContext";
import type { loader as rootLoader } from "../../root";
import type { SiteStylesheetData } from "../../siteStylesheet";
import { loadAsDocument } from "../loadAsDocument";
import type { Route } from "./+types/layout";
import { shortlistPageHeaders } from "./headers";
import * as css from "./shortlist.css";

export const headers = shortlistPageHeaders;

/** The shortlist's one stylesheet, which the root links (siteStylesheet.ts): a client's phone pays one request. */
export function loader({ context }: Route.LoaderArgs): SiteStylesheetData {
  return { siteStylesheet: seletaLoadContext(context).documentStylesheets?.["shortlist/layout"] ?? null };
}

export const clientLoader = loadAsDocument;

export default function ShortlistLayout() {
  const root = useRouteLoaderData<typeof rootLoader>("root");
  return (
    <div className={css.frame}>
      <header className={css.bar}>
        <Logo brand={root?.brand ?? "default"} src={root?.business.logoUrl} alt={root?.business.title} />
        <p className={css.private_}>
          <FormattedMessage id="shortlistLink.private" />
        </p>
      </header>
      <main className={css.main}>
        <Outlet />
      </main>
    </div>
  );
}
