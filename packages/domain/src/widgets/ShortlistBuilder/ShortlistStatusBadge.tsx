import { Badge, type BadgeTone } from "@seleta/ui";
import { type ShortlistStatus, shortlistStatusMessages } from "../../state/shortlistStatus";
import { useMessage } from "../useMessage";

/** Each status its tone: a draft is the recruiter's alone, a rated one has the client's answer. */
export const SHORTLIST_STATUS_TONES: Readonly<Record<ShortlistStatus, BadgeTone>> = {
  draft: "neutral",
  sent: "info",
  viewed: "warning",
  rated: "success",
};

export type ShortlistStatusBadgeProps = { status: ShortlistStatus };

/** A shortlist's derived status (draft → sent → viewed → rated) as a badge. */
export function ShortlistStatusBadge({ status }: ShortlistStatusBadgeProps) {
  const text = useMessage();
  return (
    <Badge tone={SHORTLIST_STATUS_TONES[status]} variant="soft" size="sm">
      {text(shortlistStatusMessages.messages[status])}
    </Badge>
  );
}
