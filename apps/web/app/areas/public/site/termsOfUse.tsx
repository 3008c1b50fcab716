import { ButtonLink } from "@seleta/ui";
import { useIntl } from "react-intl";
import type { Route } from "./+types/termsOfUse";
import { LegalPage, legalPageMeta } from "./LegalPage";

/** `/termos_de_uso`: the terms of use in short, with the way to the full text and the privacy policy. */
export function meta({ matches }: Route.MetaArgs) {
  return legalPageMeta("termsSummary", "/termos_de_uso", matches);
}

export default function TermsOfUse() {
  const intl = useIntl();
  return (
    <LegalPage document="termsSummary">
      <ButtonLink href="/termos_de_uso/completo">{intl.formatMessage({ id: "site.legal.readFull" })}</ButtonLink>
      <ButtonLink href="/politica_de_privacidade" variant="outline">
        {intl.formatMessage({ id: "site.legal.privacy" })}
      </ButtonLink>
    </LegalPage>
  );
}
