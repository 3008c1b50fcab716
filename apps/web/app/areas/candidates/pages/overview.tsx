/**
 * `/candidates/overview` (spec §2 side menu "Visão Geral"): the candidate's profile read-only, page by page of the
 * domain's description, each with the link to edit it.
 */
import { candidateProfileQueries } from "@seleta/api-client";
import type { FieldDefinition } from "@seleta/domain";
import {
  CANDIDATE_PROFILE_PAGES,
  candidateProfilePages,
  candidates,
  displayValue,
  isFilled,
  profilePageFields,
  useLocale,
  useMessage,
} from "@seleta/domain/candidate-widgets";
import { ButtonLink, Card } from "@seleta/ui";
import { useSuspenseQuery } from "@tanstack/react-query";
import { useIntl } from "react-intl";
import { requestServices } from "../../../services/requestServices.server";
import { useHttp } from "../../../services/ServicesProvider";
import { AreaErrorBoundary } from "../../AreaErrorBoundary";
import { CandidatePage } from "../frame/CandidatePage";
import type { Route } from "./+types/overview";
import * as css from "./pages.css";
import { loadCandidateProfile } from "./profileData";

export async function loader({ request, context }: Route.LoaderArgs) {
  return loadCandidateProfile(requestServices({ request, context }));
}

export const ErrorBoundary = AreaErrorBoundary;

type Formatter = (field: FieldDefinition, value: unknown) => string;

/** A structure's items one a line, each as its filled properties ("Acme · CFO · 01/02/2020"). */
function structureText(field: FieldDefinition, value: unknown, format: Formatter): string {
  const items = Array.isArray(value) ? value : [value];
  const properties = field.items ?? [];
  return items
    .map((item) =>
      properties
        .filter((property) => isFilled((item as Record<string, unknown>)[property.key]))
        .map((property) => format(property, (item as Record<string, unknown>)[property.key]))
        .join(" · "),
    )
    .join("\n");
}

export default function CandidateOverview() {
  const intl = useIntl();
  const message = useMessage();
  const locale = useLocale();
  const http = useHttp();
  const { data } = useSuspenseQuery(candidateProfileQueries.profile(http));
  const profile = data as Readonly<Record<string, unknown>>;
  const format: Formatter = (field, value) => displayValue(field, value, locale);
  return (
    <CandidatePage title={intl.formatMessage({ id: "candidateArea.overview.title" })}>
      {CANDIDATE_PROFILE_PAGES.map((name) => {
        const description = candidateProfilePages[name];
        const filled = profilePageFields(candidates, name).filter((field) => isFilled(profile[field.key]));
        const title = message(description.title);
        return (
          <Card
            key={name}
            as="section"
            title={title}
            headingLevel={2}
            actions={
              <ButtonLink href={description.path} variant="outline" size="sm">
                {intl.formatMessage({ id: "candidateArea.overview.edit" }, { section: title })}
              </ButtonLink>
            }
          >
            {filled.length === 0 ? (
              <p className={css.lead}>{intl.formatMessage({ id: "candidateArea.overview.empty" })}</p>
            ) : (
              <dl className={css.details}>
                {filled.map((field) => (
                  <div key={field.key} style={{ display: "contents" }}>
                    <dt className={css.term}>{message({ id: field.messageId, ...field.label })}</dt>
                    <dd className={css.definition}>
                      {field.kind === "list" || field.kind === "object"
                        ? structureText(field, profile[field.key], format)
                        : format(field, profile[field.key])}
                    </dd>
                  </div>
                ))}
              </dl>
            )}
          </Card>
        );
      })}
    </CandidatePage>
  );
}
