import type { ApplyCard } from "@seleta/api-client";
import { entryMessage, findEntry, submissionStatuses } from "@seleta/domain";
import { formatDomainMessage } from "@seleta/domain/widgets";
import {
  Avatar,
  Badge,
  DislikeIcon,
  Icon,
  type IconComponent,
  LikeIcon,
  MessageTemplateIcon,
  ShortlistIcon,
  StarIcon,
  ToggleChip,
  visuallyHidden,
} from "@seleta/ui";
import { memo } from "react";
import { useIntl } from "react-intl";
import * as css from "./applies.css";
import { useCardSelection } from "./cardSelection";

/** The card's height on the board (px): the Virtualizer lays every card out at this height. */
export const APPLY_CARD_HEIGHT = 76;

const COUNTS = [
  { key: "like_candidates", icon: LikeIcon, message: "applies.kanban.likes" },
  { key: "deslike_candidates", icon: DislikeIcon, message: "applies.kanban.dislikes" },
  { key: "star_candidate", icon: StarIcon, message: "applies.kanban.stars" },
  { key: "amount_description", icon: MessageTemplateIcon, message: "applies.kanban.comments" },
] as const satisfies readonly { key: keyof ApplyCard; icon: IconComponent; message: string }[];

/**
 * A kanban card: the candidate, the submission status chip, and the client's evaluation counts (spec §3); on a board
 * with a selection, a toggle that picks the apply (to add it to a shortlist).
 */
export const ApplyCardBody = memo(function ApplyCardBody({ card }: { card: ApplyCard }) {
  const intl = useIntl();
  const selection = useCardSelection();
  const name = card.candidate_name ?? intl.formatMessage({ id: "applies.kanban.noName" });
  const status = card.submission_status === null ? undefined : findEntry(submissionStatuses, card.submission_status);
  return (
    <div className={css.card}>
      <div className={css.who}>
        <Avatar name={name} src={card.candidate_avatar} size="sm" />
        <span className={css.name}>{name}</span>
        {selection ? (
          <span className={css.pick}>
            <ToggleChip size="sm" isSelected={selection.picked.has(card.id)} onChange={() => selection.toggle(card.id)}>
              <Icon icon={ShortlistIcon} size="sm" />
              <span className={visuallyHidden}>
                {intl.formatMessage({ id: "shortlistActions.selection.select" }, { name })}
              </span>
            </ToggleChip>
          </span>
        ) : null}
      </div>
      <div className={css.facts}>
        {status ? (
          <Badge size="sm" tone="info">
            {formatDomainMessage(intl, entryMessage(submissionStatuses, status))}
          </Badge>
        ) : null}
        {COUNTS.map(({ key, icon, message }) => {
          const count = card[key];
          if (!count) return null;
          return (
            <span key={key} className={css.count}>
              <Icon icon={icon} size="sm" />
              <span aria-hidden="true">{count}</span>
              <span className={visuallyHidden}>{intl.formatMessage({ id: message }, { count })}</span>
            </span>
          );
        })}
      </div>
    </div>
  );
});
