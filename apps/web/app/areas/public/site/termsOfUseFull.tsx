import { ButtonLink } from "@seleta/ui";
import { useIntl } from "react-intl";
import type { Route } from "./+types/termsOfUseFull";
import { LegalPage, legalPageMeta } from "./LegalPage";

/** `/termos_de_uso/completo`: the full terms of use. */
export function meta({ matches }: Route.MetaArgs) {
  return legalPageMeta("termsFull", "/termos_de_uso/completo", matches);
}

export default function TermsOfUseFull() {
  const intl = useIntl();
  return (
    <LegalPage document="termsFull">
      <ButtonLink href="/termos_de_uso" variant="outline">
        {intl.formatMessage({ id: "site.legal.summary" })}
      </ButtonLink>
      <ButtonLink href="/politica_de_privacidade" variant="outline">
        {intl.formatMessage({ id: "site.legal.privacy" })}
      </ButtonLink>
    </LegalPage>
  );
}
