/**
 * Intl formatters, made once per locale and options. Building one costs the browser far more than formatting with
 * it (a list page formats hundreds of dates and amounts per render), so every formatter of the domain comes from
 * here.
 */
const made = new Map<string, unknown>();

function once<F>(kind: string, locale: string, options: object, make: () => F): F {
  const key = `${kind}|${locale}|${JSON.stringify(options)}`;
  if (!made.has(key)) made.set(key, make());
  return made.get(key) as F;
}

export const numberFormat = (locale: string, options: Intl.NumberFormatOptions = {}) =>
  once("n", locale, options, () => new Intl.NumberFormat(locale, options));

export const dateTimeFormat = (locale: string, options: Intl.DateTimeFormatOptions = {}) =>
  once("d", locale, options, () => new Intl.DateTimeFormat(locale, options));

export const relativeTimeFormat = (locale: string, options: Intl.RelativeTimeFormatOptions = {}) =>
  once("r", locale, options, () => new Intl.RelativeTimeFormat(locale, options));
