import { useIntl } from "react-intl";
import { candidateStatus, candidateStatusEmphasis, candidateStatusEntry, messageId } from "../../catalogues";
import { badge, emphasis } from "./CandidateStatusBadge.css";

export type CandidateStatusBadgeProps = {
  /** A candidate status id (spec §4: 0–9). */
  status: number;
};

/** A candidate's status as a coloured pill, labelled in the user's language. */
export function CandidateStatusBadge({ status }: CandidateStatusBadgeProps) {
  const intl = useIntl();
  const entry = candidateStatusEntry(status);
  const label = entry
    ? intl.formatMessage({ id: messageId(candidateStatus, entry), defaultMessage: entry.label["pt-BR"] })
    : String(status);
  return <span className={`${badge} ${emphasis[candidateStatusEmphasis(status)]}`}>{label}</span>;
}
