import { SearchIcon } from "@seleta/ui";
import { useId } from "react";
import { brazilianStates } from "../../../catalogues/brazilianStates";
import { hiringRegimes } from "../../../catalogues/hiringRegimes";
import { workTypes } from "../../../catalogues/workTypes";
import type { PublicSpecialty } from "../../../wire/publicJobs";
import { useLocale, useMessage } from "../../useMessage";
import { primaryAction } from "../jobBoard/actions.css";
import { JOB_BOARD_PATH, type JobSearchValues } from "../jobBoard/jobBoardLinks";
import { jobBoardMessages } from "../jobBoard/messages";
import * as styles from "./JobSearchForm.css";

const M = jobBoardMessages.messages;

/** "Indefinido" says nothing about a job: it is no filter to offer. */
const WORK_TYPE_CHOICES = workTypes.entries.filter((entry) => entry.key !== "undefined");

export type JobSearchFormProps = {
  /** The search being shown: the form opens filled with it. */
  values?: JobSearchValues;
  /** The business areas to filter by (the answer's `specialties`: those with published jobs). */
  specialties?: readonly PublicSpecialty[];
  /** `full`: the board's form with every filter; `compact`: the term alone, for a search box elsewhere (home). */
  variant?: "full" | "compact";
};

type Choice = { value: string; label: string };

function SelectField({
  name,
  label,
  value,
  choices,
  anyLabel,
}: {
  name: string;
  label: string;
  value: string | undefined;
  choices: readonly Choice[];
  anyLabel: string;
}) {
  const id = useId();
  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={id}>
        {label}
      </label>
      <select className={styles.control} id={id} name={name} defaultValue={value ?? ""}>
        <option value="">{anyLabel}</option>
        {choices.map((choice) => (
          <option key={choice.value} value={choice.value}>
            {choice.label}
          </option>
        ))}
      </select>
    </div>
  );
}

/**
 * The board's search: a GET form to `/jobs`, so it works without JavaScript and every search is an address one can
 * share. Empty fields search everything; the page leaves them out of its links.
 */
export function JobSearchForm({ values = {}, specialties = [], variant = "full" }: JobSearchFormProps) {
  const say = useMessage();
  const locale = useLocale();
  const termId = useId();
  const cityId = useId();
  const any = say(M.anyOption);
  const term = (
    <div className={styles.termField}>
      <label className={styles.label} htmlFor={termId}>
        {say(M.term)}
      </label>
      <input
        className={styles.control}
        id={termId}
        type="search"
        name="term"
        defaultValue={values.term ?? ""}
        placeholder={say(M.termPlaceholder)}
        enterKeyHint="search"
      />
    </div>
  );
  const submit = (
    <button className={primaryAction} type="submit">
      <SearchIcon aria-hidden="true" width="1.1em" height="1.1em" />
      {say(M.submit)}
    </button>
  );
  if (variant === "compact") {
    return (
      <search aria-label={say(M.searchTitle)}>
        <form className={styles.compactForm} method="get" action={JOB_BOARD_PATH}>
          {term}
          {submit}
        </form>
      </search>
    );
  }
  return (
    <search aria-label={say(M.searchTitle)}>
      <form className={styles.form} method="get" action={JOB_BOARD_PATH}>
        {term}
        <SelectField
          name="specialty"
          label={say(M.specialty)}
          value={values.specialty}
          anyLabel={any}
          choices={specialties.map((specialty) => ({ value: specialty.slug, label: specialty.name }))}
        />
        <SelectField
          name="state"
          label={say(M.state)}
          value={values.state}
          anyLabel={any}
          choices={brazilianStates.entries.map((entry) => ({ value: entry.key, label: entry.label[locale] }))}
        />
        <div className={styles.field}>
          <label className={styles.label} htmlFor={cityId}>
            {say(M.city)}
          </label>
          <input className={styles.control} id={cityId} type="text" name="city" defaultValue={values.city ?? ""} />
        </div>
        <SelectField
          name="work_type"
          label={say(M.workType)}
          value={values.work_type}
          anyLabel={any}
          choices={WORK_TYPE_CHOICES.map((entry) => ({ value: String(entry.id), label: entry.label[locale] }))}
        />
        <SelectField
          name="hiring_regime"
          label={say(M.hiringRegime)}
          value={values.hiring_regime}
          anyLabel={any}
          choices={hiringRegimes.entries.map((entry) => ({ value: String(entry.id), label: entry.label[locale] }))}
        />
        <div className={styles.actions}>
          {submit}
          <a className={styles.clear} href={JOB_BOARD_PATH}>
            {say(M.clear)}
          </a>
        </div>
      </form>
    </search>
  );
}
