import { Button, Card, NativeCheckbox } from "@seleta/ui";
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
  /** Where the form posts: the page's own path (its route's action). */
  action: string;
  /** The Save button's `intent` (the page's action tells its forms apart by it). */
  intent: string;
  /** The choices as sent, ticked again after a refusal; else each purpose's current choice. */
  values?: Readonly<Partial<Record<ConsentPurpose, boolean>>> | null;
};

/**
 * A candidate's LGPD consents (Lei 13.709/2018, art. 8): a plain form, one native checkbox per purpose (named by the
 * purpose; an unticked box is not sent, which is a refusal) with the text they agree to, when they last answered
 * and the text's version, and one Save; the applications' own consent; and the history of their choices.
 */
export function ConsentsPanel({ current, history, applications, action, intent, values = null }: ConsentsPanelProps) {
  const t = useMessage();
  const locale = useLocale();

  return (
    <Card as="section" title={t(M.title)} headingLevel={2} description={t(M.lead)}>
      <div className={css.panel}>
        <form method="post" action={action} noValidate className={css.form}>
          <ul className={css.purposes}>
            {CONSENT_PURPOSES.map((purpose) => {
              const text = CONSENT_TEXTS[purpose][locale];
              const choice = current[purpose];
              return (
                <li key={purpose} className={css.purpose} data-purpose={purpose}>
                  <NativeCheckbox
                    name={purpose}
                    label={text.title}
                    description={text.body}
                    defaultChecked={values?.[purpose] ?? choice?.granted ?? false}
                  />
                  <p className={css.state}>
                    {choice
                      ? `${t(choice.granted ? M.given : M.refused, { date: formatDateTime(choice.recordedAt) })} · ${t(M.version, { version: choice.textVersion })}`
                      : t(M.never)}
                  </p>
                </li>
              );
            })}
          </ul>
          <div>
            <Button type="submit" name="intent" value={intent}>
              {t(M.save)}
            </Button>
          </div>
        </form>
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
