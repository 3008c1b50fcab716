import { BRL_FORMAT } from "../fieldUtils/locale";
import { NumberField, type NumberFieldProps } from "../NumberField/NumberField";

export type CurrencyFieldProps = Omit<NumberFieldProps, "formatOptions" | "minValue" | "hideStepper" | "step">;

/**
 * An amount in reais (spec §5: no negative values), shown as `R$ 1.234,56` in pt-BR. `minValue` 0 makes the
 * field refuse a minus sign as it is typed, instead of clamping a negative amount to 0 later (which would lose it).
 */
export function CurrencyField(props: CurrencyFieldProps) {
  return <NumberField {...props} formatOptions={BRL_FORMAT} minValue={0} hideStepper />;
}
