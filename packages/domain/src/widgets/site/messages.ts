import { defineMessages } from "../../i18n/messageSet";

/**
 * The public site's chrome texts (navbar, footer, terms banner). Kept with the widgets, out of the model's `.`
 * entry; the app adds them with `widgetMessageSets`, and the widgets fall back to these texts where it has not.
 */
export const siteChromeMessages = defineMessages("siteChrome", {
  "nav.label": { "pt-BR": "Principal", en: "Main" },
  "nav.menu": { "pt-BR": "Menu", en: "Menu" },
  "nav.solutions": { "pt-BR": "Soluções", en: "Solutions" },
  "nav.jobs": { "pt-BR": "Oportunidades", en: "Opportunities" },
  "nav.specialties": { "pt-BR": "Áreas de atuação", en: "Business areas" },
  "nav.contact": { "pt-BR": "Contato", en: "Contact" },
  "nav.workWithUs": { "pt-BR": "Trabalhe conosco", en: "Work with us" },
  "nav.register": { "pt-BR": "Cadastre-se", en: "Register" },
  "footer.label": { "pt-BR": "Rodapé", en: "Footer" },
  "footer.offices": { "pt-BR": "Escritórios", en: "Offices" },
  "footer.links": { "pt-BR": "Institucional", en: "About" },
  "footer.rights": {
    "pt-BR": "© {year} {name}. Todos os direitos reservados.",
    en: "© {year} {name}. All rights reserved.",
  },
  "terms.label": { "pt-BR": "Termos de uso e cookies", en: "Terms of use and cookies" },
  "terms.acceptAll": { "pt-BR": "Aceitar todos", en: "Accept all" },
  "terms.necessaryOnly": { "pt-BR": "Somente necessários", en: "Necessary only" },
  "terms.analytics": {
    "pt-BR": "“Aceitar todos” também permite cookies de análise de audiência (Google Analytics).",
    en: "“Accept all” also allows audience analytics cookies (Google Analytics).",
  },
  "terms.termsLink": { "pt-BR": "Termos de uso", en: "Terms of use" },
  "terms.privacyLink": { "pt-BR": "Política de privacidade", en: "Privacy policy" },
});
