import type { ReactNode } from "react";
import { contractModels } from "../../../catalogues/contractOptions";
import { hiringRegimes } from "../../../catalogues/hiringRegimes";
import type { PublicJob } from "../../../wire/publicJobs";
import { useLocale, useMessage } from "../../useMessage";
import { catalogueText, dateText, jobLocationText, salaryText, workTypeText } from "../jobBoard/jobText";
import { jobBoardMessages } from "../jobBoard/messages";
import * as styles from "./JobFacts.css";

const M = jobBoardMessages.messages;

export type JobFactsProps = {
  job: PublicJob;
};

/**
 * A job's facts at a glance: area, place, work type, regime, and — only when the answer has them, as the business's
 * switches decide on the server — salary, contract type, benefits and opening data; then its dates.
 */
export function JobFacts({ job }: JobFactsProps) {
  const say = useMessage();
  const locale = useLocale();
  const facts: [label: string, value: ReactNode][] = [];
  const add = (label: string, value: ReactNode | null) => {
    if (value !== null && value !== "") facts.push([label, value]);
  };
  add(say(M.factSpecialty), job.specialty?.name ?? null);
  add(say(M.factLocation), jobLocationText(job, say));
  add(say(M.factWorkType), workTypeText(job.work_type, locale));
  add(say(M.factHiringRegime), catalogueText(hiringRegimes, job.hiring_regime, locale));
  add(say(M.factSalary), salaryText(job.salary, locale, say));
  add(say(M.factContract), catalogueText(contractModels, job.contract_model, locale));
  if (job.benefits && job.benefits.length > 0) {
    add(
      say(M.factBenefits),
      <ul className={styles.benefits}>
        {job.benefits.map((benefit) => (
          <li key={benefit}>{benefit}</li>
        ))}
      </ul>,
    );
  }
  add(say(M.factOpenedAt), dateText(job.opening?.opened_at));
  add(say(M.factOpenings), job.opening?.openings != null ? String(job.opening.openings) : null);
  add(say(M.factPosted), dateText(job.date_posted));
  add(say(M.factValidThrough), dateText(job.valid_through));
  return (
    <dl className={styles.facts}>
      {facts.map(([label, value]) => (
        <div key={label} className={styles.fact}>
          <dt className={styles.term}>{label}</dt>
          <dd className={styles.value}>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
