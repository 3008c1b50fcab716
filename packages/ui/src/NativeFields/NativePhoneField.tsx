import { ChevronDown } from "lucide-react";
import { useMemo } from "react";
import { useIntl } from "react-intl";
import * as s from "../Field/Field.css";
import { useFieldMessages } from "../Field/useFieldMessages";
import type { PhoneCountry } from "../fieldUtils/phone";
import { nativePhoneFieldNames, splitStoredPhone } from "../fieldUtils/phone";
import { PHONE_COUNTRIES, phoneCountryOptions } from "../fieldUtils/phoneCountries";
import * as n from "./NativeFields.css";
import { NativeFieldFrame, type NativeFieldProps, nativeControlProps, useNativeFieldIds } from "./nativeFieldParts";

export type NativePhoneFieldProps = NativeFieldProps & {
  /**
   * The stored phone (`+5511987654321`, or national digits read in `defaultCountry`). The field POSTS TWO VALUES:
   * `<name>.country` (the ISO alpha-2 code chosen in the selector) and `<name>.number` (the number as typed);
   * `joinPostedPhone(country, number)` turns them into the stored phone (see `nativePhoneFieldNames`).
   */
  defaultValue?: string;
  /** The selector's country when the value does not say (ISO alpha-2); Brazil by default. */
  defaultCountry?: string;
  /** Countries offered; every country with its calling code by default. */
  countries?: readonly PhoneCountry[];
  /**
   * A country's name by its ISO code, from the app's own table: a page hydrated in the browser must draw the names the
   * server drew (the runtime's region names, the default, differ between the two).
   */
  countryName?: (code: string) => string | undefined;
  placeholder?: string;
};

/**
 * A phone with the international selector (spec §5), without scripts: a native `<select>` of countries with their
 * calling codes beside an `<input type="tel">`. The label names the number; the selector is named "País".
 */
export function NativePhoneField({
  name,
  label,
  description,
  errorMessage,
  isRequired,
  isDisabled,
  defaultValue,
  defaultCountry = "BR",
  countries = PHONE_COUNTRIES,
  countryName,
  placeholder,
}: NativePhoneFieldProps) {
  const intl = useIntl();
  const { message } = useFieldMessages();
  const ids = useNativeFieldIds({ description, errorMessage });
  const names = nativePhoneFieldNames(name);
  const initial = splitStoredPhone(defaultValue, defaultCountry, countries);
  const countryOptions = useMemo(
    () => phoneCountryOptions(countries, intl.locale, countryName),
    [countries, intl.locale, countryName],
  );
  return (
    <NativeFieldFrame
      ids={ids}
      label={label}
      isRequired={isRequired}
      description={description}
      errorMessage={errorMessage}
    >
      <div className={n.phoneRow}>
        <div className={`${n.selectBox} ${n.phoneCountry}`}>
          <select
            name={names.country}
            defaultValue={initial.country}
            disabled={isDisabled}
            aria-label={message("ui.phoneField.country")}
            aria-invalid={ids.isInvalid || undefined}
            className={`${s.nativeInput} ${n.select}`}
          >
            {countryOptions.map((option) => (
              <option key={option.id} value={option.id}>
                {option.label}
              </option>
            ))}
          </select>
          <ChevronDown className={n.selectChevron} aria-hidden="true" />
        </div>
        <input
          type="tel"
          inputMode="tel"
          autoComplete="tel-national"
          {...nativeControlProps(ids, { name: names.number, isRequired, isDisabled })}
          defaultValue={initial.number}
          placeholder={placeholder}
          className={`${s.nativeInput} ${n.phoneNumber}`}
        />
      </div>
    </NativeFieldFrame>
  );
}
