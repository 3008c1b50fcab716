/**
 * `/administrator`, the area's landing: what the area configures, as cards of its entities (the same list as the
 * menu). Spec §2 also names a dashboard, a business selector and a credit counter; they land with the area's pages.
 */
import { entityRoute } from "@seleta/domain";
import { ButtonLink } from "@seleta/ui";
import { useIntl } from "react-intl";
import * as css from "./administrator.css";
import { useAdministratorEntities } from "./useAdministratorEntities";

export default function AdministratorHome() {
  const intl = useIntl();
  const entries = useAdministratorEntities();
  return (
    <div className={css.page}>
      <header>
        <h1 className={css.title}>{intl.formatMessage({ id: "areas.admin.home.title" })}</h1>
        <p className={css.lead}>{intl.formatMessage({ id: "areas.admin.home.lead" })}</p>
      </header>
      <ul className={css.cards}>
        {entries.map(({ entity, label }) => (
          <li key={entity.name}>
            <ButtonLink href={entityRoute(entity)} variant="outline">
              {label}
            </ButtonLink>
          </li>
        ))}
      </ul>
    </div>
  );
}
