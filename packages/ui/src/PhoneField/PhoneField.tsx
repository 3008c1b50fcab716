import { ChevronDown } from "lucide-react";
import { useMemo, useRef, useState } from "react";
import {
  TextField as AriaTextField,
  type TextFieldProps as AriaTextFieldProps,
  Button,
  Input,
  Popover,
  Select,
  SelectValue,
} from "react-aria-components";
import { useIntl } from "react-intl";
import { type FieldChromeProps, FieldHelp, FieldLabel, FieldLocale } from "../Field/Field";
import * as s from "../Field/Field.css";
import * as list from "../Field/listBox.css";
import { type FieldOption, OptionList } from "../Field/OptionList";
import { useFieldMessages } from "../Field/useFieldMessages";
import {
  formatPhoneByLength,
  isInternationalPhoneLength,
  isValidPhone,
  joinInternational,
  type PhoneCountry,
  phoneDigits,
  sanitizePhoneInput,
  splitInternational,
} from "../fieldUtils/phone";
import { PHONE_COUNTRIES, phoneCountryOptions } from "../fieldUtils/phoneCountries";
import * as p from "./PhoneField.css";

export const PHONE_MODES = ["national", "international"] as const;
export type PhoneMode = (typeof PHONE_MODES)[number];

export type PhoneFieldProps = FieldChromeProps &
  Pick<
    AriaTextFieldProps,
    | "isRequired"
    | "isDisabled"
    | "isReadOnly"
    | "isInvalid"
    | "name"
    | "autoFocus"
    | "validationBehavior"
    | "onBlur"
    | "onFocus"
  > & {
    /** National: `11987654321` (digits). International: `+5511987654321` (E.164). */
    value?: string;
    defaultValue?: string;
    onChange?: (value: string) => void;
    /** Spec §5: the international mode has a country selector. */
    mode?: PhoneMode;
    /** The selector's starting country when the value does not say (ISO alpha-2). */
    defaultCountry?: string;
    /** Countries offered in international mode; every country with its calling code by default. */
    countries?: readonly PhoneCountry[];
    placeholder?: string;
  };

/** What the field reports: digits, with the `+` kept when the user typed an international number. */
function nationalValue(text: string): string {
  const digits = phoneDigits(text);
  return text.trim().startsWith("+") && digits !== "" ? `+${digits}` : digits;
}

/**
 * A phone number (spec §5). Shown by its digit count, 9 to 13, once the user leaves the field — never reformatted
 * under the caret while typing. Letters are dropped; everything else typed is kept. A required phone left empty
 * says 'Esse campo é obrigatório.'. `onChange` reports digits (E.164 in international mode); a native form submit
 * carries the text as shown, which the domain's phone schema normalises the same way.
 */
export function PhoneField({
  label,
  description,
  errorMessage,
  value,
  defaultValue,
  onChange,
  mode = "national",
  defaultCountry = "BR",
  countries = PHONE_COUNTRIES,
  placeholder,
  onBlur,
  ...rest
}: PhoneFieldProps) {
  const intl = useIntl();
  const { message } = useFieldMessages();
  const initial = splitInternational(value ?? defaultValue ?? "", countries, defaultCountry);
  const [country, setCountry] = useState(initial.country ?? defaultCountry);
  const [text, setText] = useState(() =>
    mode === "international"
      ? displayNational(initial.national, initial.country)
      : formatPhoneByLength(value ?? defaultValue ?? ""),
  );
  // A controlled value that changes from outside (a reset, a loaded record) replaces what is shown.
  const lastReported = useRef(value);
  if (value !== undefined && value !== lastReported.current) {
    lastReported.current = value;
    const next = splitInternational(value, countries, country);
    if (mode === "international" && next.country) setCountry(next.country);
    setText(mode === "international" ? displayNational(next.national, next.country) : formatPhoneByLength(value));
  }

  const dialCode = countries.find((c) => c.code === country)?.dialCode ?? "";
  const report = (nextText: string, nextDialCode: string) => {
    const reported = mode === "international" ? joinInternational(nextDialCode, nextText) : nationalValue(nextText);
    lastReported.current = reported;
    onChange?.(reported);
  };

  const countryOptions = useMemo(() => phoneCountryOptions(countries, intl.locale), [countries, intl.locale]);

  return (
    <FieldLocale>
      <AriaTextField
        {...rest}
        type="tel"
        inputMode="tel"
        autoComplete={mode === "international" ? "tel" : "tel-national"}
        value={text}
        onChange={(typed) => {
          const kept = sanitizePhoneInput(typed);
          setText(kept);
          report(kept, dialCode);
        }}
        onBlur={(event) => {
          setText(mode === "international" ? displayNational(text, country) : formatPhoneByLength(text));
          onBlur?.(event);
        }}
        validate={(typed) => {
          if (phoneDigits(typed) === "") return rest.isRequired ? message("ui.phoneField.required") : null;
          const valid = mode === "international" ? isInternationalPhoneLength(dialCode, typed) : isValidPhone(typed);
          return valid ? null : message("ui.phoneField.invalid");
        }}
        className={s.field}
      >
        <FieldLabel isRequired={rest.isRequired}>{label}</FieldLabel>
        {mode === "international" ? (
          <div className={p.row}>
            <CountrySelect
              options={countryOptions}
              selected={country}
              dialCode={dialCode}
              label={message("ui.phoneField.country")}
              isDisabled={rest.isDisabled || rest.isReadOnly}
              onSelect={(code) => {
                setCountry(code);
                report(text, countries.find((c) => c.code === code)?.dialCode ?? "");
              }}
            />
            <Input className={`${s.input} ${p.number}`} placeholder={placeholder} />
          </div>
        ) : (
          <Input className={s.input} placeholder={placeholder} />
        )}
        <FieldHelp description={description} errorMessage={errorMessage} />
      </AriaTextField>
    </FieldLocale>
  );
}

/** Brazilian numbers follow the spec's formats by length; other countries' are left as the user grouped them. */
function displayNational(national: string, country: string | undefined): string {
  return country === "BR" && isValidPhone(national) ? formatPhoneByLength(national) : national.trim();
}

type CountrySelectProps = {
  options: FieldOption[];
  selected: string;
  dialCode: string;
  label: string;
  isDisabled?: boolean;
  onSelect: (code: string) => void;
};

function CountrySelect({ options, selected, dialCode, label, isDisabled, onSelect }: CountrySelectProps) {
  return (
    <Select
      aria-label={label}
      className={p.country}
      selectedKey={selected}
      isDisabled={isDisabled}
      onSelectionChange={(key) => {
        if (typeof key === "string") onSelect(key);
      }}
    >
      <Button className={s.triggerButton}>
        <SelectValue className={s.triggerValue}>{() => `${selected} +${dialCode}`}</SelectValue>
        <ChevronDown aria-hidden="true" />
      </Button>
      <Popover className={list.popover} style={{ minWidth: "16rem" }}>
        <OptionList items={options} />
      </Popover>
    </Select>
  );
}
