import { Meter } from "react-aria-components";
import { type BigFiveScores, type BigFiveTrait, traitLevel } from "../../../assessments/bigFive";
import { useLocale, useMessage } from "../../useMessage";
import { traitProfileMessages } from "./messages";
import * as css from "./TraitProfile.css";

const M = traitProfileMessages.messages;

/** The order a person reads the traits in: the ones most asked about at work first. */
const READING_ORDER: readonly BigFiveTrait[] = [
  "openness",
  "conscientiousness",
  "extraversion",
  "agreeableness",
  "neuroticism",
];

export type TraitProfileProps = {
  /** Each trait from 0 to 100 (the candidate's `bigfive_50`). */
  scores: BigFiveScores;
  /** When the questionnaire was answered (ISO date-time), shown in the reader's language. */
  answeredAt?: string | undefined;
  /** The heading's level: the page decides where the profile sits in its outline. */
  headingLevel?: 2 | 3;
};

/**
 * A candidate's Big Five as five scales with a plain-language reading of each: the score out of 100, low, average
 * or high, and what that tends to mean. Each scale is a meter named by its trait, so a screen reader reads the
 * trait, the score and its level.
 */
export function TraitProfile({ scores, answeredAt, headingLevel = 2 }: TraitProfileProps) {
  const text = useMessage();
  const locale = useLocale();
  const Heading = `h${headingLevel}` as const;
  const TraitHeading = `h${headingLevel + 1}` as "h3" | "h4";
  const date = answeredAt
    ? new Intl.DateTimeFormat(locale, { dateStyle: "long", timeZone: "UTC" }).format(new Date(answeredAt))
    : undefined;
  return (
    <section className={css.root} aria-labelledby="trait-profile-title">
      <Heading id="trait-profile-title" className={css.heading}>
        {text(M.title)}
      </Heading>
      <p className={css.note}>{text(M.intro)}</p>
      {date && <p className={css.note}>{text(M.answeredAt, { date })}</p>}
      <ul className={css.list}>
        {READING_ORDER.map((trait) => {
          const score = Math.max(0, Math.min(100, Math.round(scores[trait])));
          const level = traitLevel(score);
          const name = text(M[`trait.${trait}`]);
          const levelText = text(M[`level.${level}`]);
          const scoreText = text(M.score, { score });
          return (
            <li key={trait} className={css.trait} data-trait={trait}>
              <div className={css.traitHeader}>
                <TraitHeading className={css.traitName} id={`trait-${trait}`}>
                  {name}
                </TraitHeading>
                <span className={css.traitScore}>
                  {scoreText}
                  <span className={css.level}>{levelText}</span>
                </span>
              </div>
              <Meter
                className={css.track}
                aria-labelledby={`trait-${trait}`}
                value={score}
                valueLabel={`${scoreText}, ${levelText}`}
              >
                <div className={css.fill} style={{ width: `${score}%` }} />
              </Meter>
              <p className={css.explanation}>{text(M[`${trait}.${level}`])}</p>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
