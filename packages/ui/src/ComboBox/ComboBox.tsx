import { ChevronDown, LoaderCircle } from "lucide-react";
import {
  ComboBox as AriaComboBox,
  type ComboBoxProps as AriaComboBoxProps,
  Button,
  Group,
  Input,
  Popover,
  useAsyncList,
} from "react-aria-components";
import { type FieldChromeProps, FieldHelp, FieldLabel, FieldLocale } from "../Field/Field";
import * as s from "../Field/Field.css";
import * as list from "../Field/listBox.css";
import { type FieldOption, OptionList } from "../Field/OptionList";
import { useFieldMessages } from "../Field/useFieldMessages";
import { spinner } from "./ComboBox.css";

/** Options for what the user typed; abort the request when `signal` aborts (the user typed on). */
export type LoadOptions = (filterText: string, signal: AbortSignal) => Promise<readonly FieldOption[]>;

type BaseProps = FieldChromeProps &
  Omit<
    AriaComboBoxProps<FieldOption, "single">,
    "className" | "style" | "children" | "items" | "defaultItems" | "selectionMode" | "inputValue" | "onInputChange"
  > & {
    placeholder?: string;
    requiredMessage?: string;
  };

export type ComboBoxProps = BaseProps &
  (
    | { /** A list filtered as the user types. */ options: readonly FieldOption[]; loadOptions?: never }
    | { options?: never /** Options fetched for each text typed (cities, companies…). */; loadOptions: LoadOptions }
  );

/** Choose from a long list by typing part of it; the list comes as a prop or from `loadOptions`. */
export function ComboBox(props: ComboBoxProps) {
  return props.loadOptions ? <AsyncComboBox {...props} loadOptions={props.loadOptions} /> : <ComboBoxView {...props} />;
}

function AsyncComboBox({ loadOptions, defaultInputValue, ...rest }: BaseProps & { loadOptions: LoadOptions }) {
  const options = useAsyncList<FieldOption>({
    initialFilterText: defaultInputValue,
    async load({ signal, filterText }) {
      return { items: await loadOptions(filterText ?? "", signal) };
    },
  });
  return (
    <ComboBoxView
      {...rest}
      items={options.items}
      inputValue={options.filterText}
      onInputChange={options.setFilterText}
      isLoading={options.isLoading}
    />
  );
}

type ViewProps = BaseProps & {
  options?: readonly FieldOption[];
  items?: readonly FieldOption[];
  inputValue?: string;
  onInputChange?: (value: string) => void;
  isLoading?: boolean;
};

function ComboBoxView({
  label,
  description,
  errorMessage,
  placeholder,
  requiredMessage,
  options,
  items,
  isLoading = false,
  ...rest
}: ViewProps) {
  const { message } = useFieldMessages();
  return (
    <FieldLocale>
      <AriaComboBox
        {...rest}
        className={s.field}
        defaultItems={options}
        items={items}
        // An empty list still opens, to say "Carregando…" or "Nenhum resultado" instead of nothing.
        allowsEmptyCollection
      >
        {({ isInvalid, isDisabled }) => (
          <>
            <FieldLabel isRequired={rest.isRequired}>{label}</FieldLabel>
            <Group className={s.group} isInvalid={isInvalid} isDisabled={isDisabled}>
              <Input className={s.groupInput} placeholder={placeholder} />
              {isLoading ? <LoaderCircle className={spinner} aria-hidden="true" /> : null}
              <Button className={s.iconButton} aria-label={message("ui.comboBox.open")}>
                <ChevronDown aria-hidden="true" />
              </Button>
            </Group>
            <FieldHelp description={description} errorMessage={errorMessage} requiredMessage={requiredMessage} />
            <Popover className={list.popover}>
              <OptionList empty={message(isLoading ? "ui.comboBox.loading" : "ui.comboBox.empty")} />
            </Popover>
          </>
        )}
      </AriaComboBox>
    </FieldLocale>
  );
}
