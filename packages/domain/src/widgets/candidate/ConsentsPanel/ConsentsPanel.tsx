import { Card, Switch } from "@seleta/ui";
import { formatDate, formatDateTime } from "../../../format/dates";
import { CONSENT_PURPOSES, CONSENT_TEXTS, type ConsentPurpose } from "../../../privacy/consents";
import { useLocale, useMessage } from "../../useMessage";
import * as css from "./ConsentsPanel.css";
import { consentsPanelMessages } from "./messages";

const M = consentsPanelMessages.messages;

export type ConsentChoice = { readonly granted: boolean; readonly textVersion: string; readonly recordedAt: string };

export type ConsentsPanelProps = {
  /** The latest choice per purpose; null: never answered, which counts as not given. */
  current: Readonly<Record<ConsentPurpose, ConsentChoice | null>>;
  /** Every choice, newest first. */
  history: readonly (ConsentChoice & { readonly purpose: ConsentPurpose })[];
  /** The applications, whose consent was given when applying (shown, not changed here). */
  applications: readonly { readonly id: number; readonly jobTitle: string | null; readonly appliedAt: string }[];
  /** A change is being saved: the switches wait. */
  isPending?: boolean;
  onChange: (purpose: ConsentPurpose, granted: boolean) => void;
};

/**
 * A candidate's LGPD consents (Lei 13.709/2018, art. 8): one switch per purpose with the text they agree to, when
 * they last answered and the text's version; the applications' own consent; and the history of their choices.
 */
export function ConsentsPanel({ current, history, applications, isPending = false, onChange }: ConsentsPanelProps) {
  const t = useMessage();
  const locale = useLocale();

  return (
    <Card as="section" title={t(M.title)} headingLevel={2} description={t(M.lead)}>
      <div className={css.panel}>
        <ul className={css.purposes}>
          {CONSENT_PURPOSES.map((purpose) => {
            const text = CONSENT_TEXTS[purpose][locale];
            const choice = current[purpose];
            return (
              <li key={purpose} className={css.purpose} data-purpose={purpose}>
                <Switch
                  isSelected={choice?.granted ?? false}
                  isDisabled={isPending}
                  onChange={(granted) => onChange(purpose, granted)}
                  description={text.body}
                >
                  {text.title}
                </Switch>
                <p className={css.state}>
                  {choice
                    ? `${t(choice.granted ? M.given : M.refused, { date: formatDateTime(choice.recordedAt) })} · ${t(M.version, { version: choice.textVersion })}`
                    : t(M.never)}
                </p>
              </li>
            );
          })}
        </ul>
        {applications.length > 0 ? (
          <div>
            <h3 className={css.subtitle}>{t(M.applications)}</h3>
            <p className={css.lead}>{t(M.applicationsLead)}</p>
            <ul className={css.list}>
              {applications.map((application) => (
                <li key={application.id}>
                  {t(M.appliedOn, {
                    job: application.jobTitle ?? t(M.unnamedJob),
                    date: formatDate(application.appliedAt),
                  })}
                </li>
              ))}
            </ul>
          </div>
        ) : null}
        {history.length > 0 ? (
          <div>
            <h3 className={css.subtitle}>{t(M.history)}</h3>
            <ul className={css.list}>
              {history.map((entry) => (
                <li key={`${entry.purpose}-${entry.recordedAt}`}>
                  {t(M.historyEntry, {
                    date: formatDateTime(entry.recordedAt),
                    purpose: CONSENT_TEXTS[entry.purpose][locale].title,
                    choice: String(entry.granted),
                    version: entry.textVersion,
                  })}
                </li>
              ))}
            </ul>
          </div>
        ) : null}
      </div>
    </Card>
  );
}
