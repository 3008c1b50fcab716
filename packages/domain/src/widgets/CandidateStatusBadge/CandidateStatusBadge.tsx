import { candidateStatus, candidateStatusEmphasis, candidateStatusEntry, entryMessage } from "../../catalogues";
import { useMessage } from "../useMessage";
import { badge, emphasis } from "./CandidateStatusBadge.css";

export type CandidateStatusBadgeProps = {
  /** A candidate status id (spec §4: 0–9). */
  status: number;
};

/** A candidate's status as a coloured pill, labelled in the user's language. */
export function CandidateStatusBadge({ status }: CandidateStatusBadgeProps) {
  const text = useMessage();
  const entry = candidateStatusEntry(status);
  const label = entry ? text(entryMessage(candidateStatus, entry)) : String(status);
  return <span className={`${badge} ${emphasis[candidateStatusEmphasis(status)]}`}>{label}</span>;
}
