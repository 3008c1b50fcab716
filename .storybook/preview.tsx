// Bundled font: screenshots must not depend on the fonts a machine happens to have.
import "@fontsource-variable/inter";
import { BRAND_KEYS, BRANDS, type BrandKey, isBrandKey, themeClass, vars } from "@seleta/brand-themes";
import { DEFAULT_LOCALE, domainMessages, LOCALES, type Locale } from "@seleta/domain";
import { siteWidgetMessages, widgetMessages } from "@seleta/domain/widget-messages";
import { uiMessages } from "@seleta/ui";
import type { Decorator, Preview } from "@storybook/react-vite";
import { I18nProvider } from "react-aria-components";
import { IntlProvider } from "react-intl";

/** The toolbar's first brand. Story tests override it per Vitest project (vitest.setup.ts). */
const initialBrand: BrandKey = "default";

const LOCALE_TITLES: Record<Locale, string> = { "pt-BR": "Português (Brasil)", en: "English" };

const allThemeClasses = Object.values(themeClass);

/**
 * Puts `brand`'s theme class on `element` in place of any other brand's, keeping its other classes (Storybook keeps
 * its own on <body>, `sb-show-main`…, and the story disappears without them). The decorator and the story tests'
 * brand checks (brandChecks.ts) both theme through it.
 */
export function wearTheme(element: HTMLElement, brand: BrandKey): void {
  element.classList.remove(...allThemeClasses);
  element.classList.add(themeClass[brand]);
}

/**
 * Themes the story and everything portalled out of it: the class goes on <body> (Radix and react-aria portals
 * render there) and on the story's own wrapper.
 */
const withBrandAndLocale: Decorator = (Story, { globals }) => {
  const brand: BrandKey = isBrandKey(globals.brand) ? globals.brand : initialBrand;
  const locale: Locale = globals.locale === "en" ? "en" : DEFAULT_LOCALE;
  wearTheme(document.body, brand);
  return (
    <IntlProvider
      locale={locale}
      messages={{
        ...uiMessages(locale),
        ...domainMessages(locale),
        ...widgetMessages(locale),
        ...siteWidgetMessages(locale),
      }}
      defaultLocale={DEFAULT_LOCALE}
    >
      {/* react-aria's own strings (table checkboxes, sort announcements, date fields) in the story's language. */}
      <I18nProvider locale={locale}>
        <div className={themeClass[brand]} data-brand={brand} style={{ padding: vars.space.lg }}>
          <Story />
        </div>
      </I18nProvider>
    </IntlProvider>
  );
};

const preview: Preview = {
  tags: ["autodocs"],
  globalTypes: {
    brand: {
      description: "Brand (theme) the stories render in",
      toolbar: {
        title: "Brand",
        icon: "paintbrush",
        items: BRAND_KEYS.map((key) => ({ value: key, title: BRANDS[key].name, right: key })),
        dynamicTitle: true,
      },
    },
    locale: {
      description: "Language of the messages (react-intl)",
      toolbar: {
        title: "Locale",
        icon: "globe",
        items: LOCALES.map((locale) => ({ value: locale, title: LOCALE_TITLES[locale], right: locale })),
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { brand: initialBrand, locale: DEFAULT_LOCALE },
  decorators: [withBrandAndLocale],
  parameters: {
    // The themed wrapper carries the padding, so the Storybook canvas and the test screenshots look the same.
    layout: "fullscreen",
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
    // Axe violations fail the story tests (the addon's default, "todo", only warns).
    a11y: { test: "error" },
  },
};

export default preview;
