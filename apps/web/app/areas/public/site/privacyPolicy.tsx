import type { Route } from "./+types/privacyPolicy";
import { LegalPage, legalPageMeta } from "./LegalPage";

/** `/politica_de_privacidade`: the LGPD privacy policy, with the site's business as the controller. */
export function meta({ matches }: Route.MetaArgs) {
  return legalPageMeta("privacyPolicy", "/politica_de_privacidade", matches);
}

export default function PrivacyPolicy() {
  return <LegalPage document="privacyPolicy" />;
}
