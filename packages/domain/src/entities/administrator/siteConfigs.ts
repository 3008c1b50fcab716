import type { BrandColors } from "@seleta/brand-themes/brands";
import { defineEntity } from "../defineEntity";
import { type AnyField, f, t } from "../field";
import { L } from "../labels";

/**
 * A theme's brand colours: the keys of brand-themes' `BrandColors`, each `#rrggbb` (the compiler holds the two to
 * the same keys: a colour the brands gain and this lacks would be dropped when a site's colours are saved).
 */
const palette = {
  primary: f.color(t("Primária", "Primary")).required(),
  secondary: f.color(t("Secundária", "Secondary")).required(),
  primaryDarkBackground: f.color(t("Fundo escuro primário", "Primary dark background")).required(),
  secondaryDarkBackground: f.color(t("Fundo escuro secundário", "Secondary dark background")).required(),
  primaryLight: f.color(t("Primária clara", "Primary light")).required(),
  primaryFont: f.color(t("Texto primário", "Primary font")).required(),
  secondaryFont: f.color(t("Texto secundário", "Secondary font")).required(),
  signInContainer: f.color(t("Fundo do login", "Sign-in container")).required(),
} satisfies Record<keyof BrandColors, AnyField>;
const labelText = f.text(t("Texto", "Text"), { max: 255 });

/** Spec §3 business configuration, served to a host by GET businesses/config?domain=… (spec §7). */
export const siteConfigs = defineEntity({
  name: "site_configs",
  model: "SiteConfig",
  label: {
    one: t("Configuração do site", "Site configuration"),
    many: t("Configurações de site", "Site configurations"),
  },
  icon: "web",
  area: "administrator",
  titleField: "domain",
  fields: {
    domain: f.text(t("Domínio", "Domain"), { max: 200 }).required().column().sortable().searchable(),
    business: f.relation(L.business, "businesses").required().column(),
    title: f.text(L.title, { max: 120 }).column(),
    logo_url: f.image(t("Logo", "Logo")),
    header_url: f.image(t("Imagem do topo", "Header image")),
    path_assets: f.text(t("Pasta de arquivos", "Assets path"), { max: 200 }),
    path_components: f.text(t("Pasta de componentes", "Components path"), { max: 200 }),
    colors: f.object(t("Cores", "Colours"), {
      light: f.object(t("Tema claro", "Light theme"), palette),
      dark: f.object(t("Tema escuro", "Dark theme"), palette),
    }),
    custom_labels: f.map(t("Rótulos personalizados", "Custom labels"), labelText),
    social_credentials: f
      .map(t("Credenciais de login social", "Social sign-in credentials"), f.text(t("Valor", "Value"), { max: 2000 }))
      .sensitive(),
    /**
     * The brand's address for the public contact form's messages. Without one, messages are still kept (the
     * administrator reads them in Contact messages) and no mail is written.
     */
    contact_email: f.email(t("E-mail de contato", "Contact e-mail")),
    google_analytics: f.text(t("Google Analytics", "Google Analytics"), { max: 40 }),
    show_benefits: f.boolean(t("Exibir benefícios", "Show benefits")),
    show_opening_data: f.boolean(t("Exibir dados de abertura", "Show opening data")),
    show_salary: f.boolean(t("Exibir salário", "Show salary")),
    show_contract_type: f.boolean(t("Exibir tipo de contrato", "Show contract type")),
    rules: f.json(t("Regras", "Rules"), "jsonObject"),
  },
});
