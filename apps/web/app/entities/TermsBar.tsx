import { type SearchTerms, termsToText, textToTerms } from "@seleta/domain";
import { Button, TextField } from "@seleta/ui";
import { useState } from "react";
import * as css from "./entityPages.css";
import { useEntityText } from "./useEntityText";

type Props = {
  readonly terms: SearchTerms;
  /** The boxes' words and phrases, applied together (one search, one history entry). */
  readonly onApply: (terms: Pick<SearchTerms, "required" | "optional" | "excluded">) => void;
};

/**
 * The boolean term search of a list (spec §3 terms_required/optional/excluded): what must, may and must not be in
 * a record (for candidates, their CV too). Enter in any box or the button applies the three.
 */
export function TermsBar({ terms, onApply }: Props) {
  const { t } = useEntityText();
  const [required, setRequired] = useState(() => termsToText(terms.required));
  const [optional, setOptional] = useState(() => termsToText(terms.optional));
  const [excluded, setExcluded] = useState(() => termsToText(terms.excluded));
  // Terms that change from outside (back, a saved view, an applied search) replace what the boxes hold.
  const applied = [terms.required, terms.optional, terms.excluded].map(termsToText);
  const [shown, setShown] = useState(applied);
  if (applied.some((text, index) => text !== shown[index])) {
    setShown(applied);
    setRequired(applied[0] ?? "");
    setOptional(applied[1] ?? "");
    setExcluded(applied[2] ?? "");
  }

  return (
    <form
      className={css.terms}
      aria-label={t("entities.terms.label")}
      onSubmit={(event) => {
        event.preventDefault();
        onApply({ required: textToTerms(required), optional: textToTerms(optional), excluded: textToTerms(excluded) });
      }}
    >
      <div className={css.termField}>
        <TextField label={t("entities.terms.required")} value={required} onChange={setRequired} />
      </div>
      <div className={css.termField}>
        <TextField label={t("entities.terms.optional")} value={optional} onChange={setOptional} />
      </div>
      <div className={css.termField}>
        <TextField label={t("entities.terms.excluded")} value={excluded} onChange={setExcluded} />
      </div>
      <Button type="submit" variant="outline" tone="neutral" size="sm">
        {t("entities.terms.apply")}
      </Button>
      <p className={css.termsHint}>{t("entities.terms.hint")}</p>
    </form>
  );
}
