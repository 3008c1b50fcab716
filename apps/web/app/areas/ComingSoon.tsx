import { ButtonLink } from "@seleta/ui";
import { useIntl } from "react-intl";
import * as css from "./comingSoon.css";

/** The page of an area whose screens are not built yet: what it will be, and a way on. */
export function ComingSoon({ lead, action }: { lead: string; action: { href: string; label: string } }) {
  const intl = useIntl();
  return (
    <main className={css.page}>
      <h1 className={css.title}>{intl.formatMessage({ id: "areas.soon.title" })}</h1>
      <p className={css.lead}>{intl.formatMessage({ id: lead })}</p>
      <div>
        <ButtonLink href={action.href} variant="outline">
          {intl.formatMessage({ id: action.label })}
        </ButtonLink>
      </div>
    </main>
  );
}
