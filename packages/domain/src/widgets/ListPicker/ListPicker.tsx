import { Button, Link, Radio, RadioGroup, TextField } from "@seleta/ui";
import { useReducer } from "react";
import {
  initialListPickerState,
  type ListPickerOption,
  type ListTarget,
  listPickerReducer,
  listTarget,
  visibleLists,
} from "../../state/listPicker";
import { useMessage } from "../useMessage";
import * as css from "./ListPicker.css";
import { listPickerMessages } from "./messages";

const M = listPickerMessages.messages;

/** The radio's value of "a new list"; the others are the lists' ids. */
const NEW = "new";

/** Where the picker stands: choosing, saving the choice, refused (the API's words), or done. */
export type ListPickerStatus =
  | { readonly kind: "choosing" }
  | { readonly kind: "saving" }
  | { readonly kind: "failed"; readonly message: string }
  | {
      readonly kind: "done";
      readonly list: { readonly id: number; readonly name: string };
      readonly added: number;
      readonly already: number;
    };

export type ListPickerProps = {
  /** The lists the recruiter may add to (theirs and the shared ones, the talent pool among them). */
  readonly lists: readonly ListPickerOption[];
  /** The lists are still arriving: a new list can be named meanwhile. */
  readonly isLoadingLists?: boolean;
  /** How many candidates are picked. */
  readonly count: number;
  readonly status: ListPickerStatus;
  /** The longest name a list takes. */
  readonly nameLength: number;
  /** The list's page, linked once the candidates are added. */
  readonly listHref: (id: number) => string;
  readonly onConfirm: (target: ListTarget) => void;
  readonly onClose: () => void;
  /** The field and buttons start as drawn (a story's screenshot, a re-opened dialog). */
  readonly initialName?: string;
};

/**
 * The list picker (issue: "Adicionar a uma lista"): the lists the recruiter may use, found by typing part of a name,
 * or "Nova lista" with a name; one button adds the picked candidates. Presentational: the container (apps/web) makes
 * the call and says how it went through `status`.
 */
export function ListPicker({
  lists,
  isLoadingLists = false,
  count,
  status,
  nameLength,
  listHref,
  onConfirm,
  onClose,
  initialName,
}: ListPickerProps) {
  const text = useMessage();
  const [state, dispatch] = useReducer(
    listPickerReducer,
    initialName === undefined ? initialListPickerState : { ...initialListPickerState, choice: NEW, name: initialName },
  );
  const target = listTarget(state);
  const shown = visibleLists(lists, state);

  if (status.kind === "done") {
    return (
      <div className={css.picker}>
        <p role="status" className={css.text}>
          {text(M.done, { added: status.added, already: status.already, name: status.list.name })}
        </p>
        <Link href={listHref(status.list.id)}>{text(M.open)}</Link>
        <div className={css.actions}>
          <Button variant="outline" tone="neutral" onPress={onClose}>
            {text(M.close)}
          </Button>
        </div>
      </div>
    );
  }

  // The talent pool says it is one, unless its name already does.
  const optionName = (list: ListPickerOption) => {
    const marker = text(M.talentPool);
    return list.talent_pool && list.name !== marker ? `${list.name} (${marker})` : list.name;
  };
  const saving = status.kind === "saving";
  const emptyNote = isLoadingLists ? M.loading : lists.length === 0 ? M.noLists : shown.length === 0 ? M.noMatch : null;

  return (
    <div className={css.picker}>
      <p className={css.text}>{text(M.picked, { count })}</p>
      {lists.length > 0 ? (
        <TextField
          label={text(M.search)}
          type="search"
          value={state.query}
          onChange={(query) => dispatch({ type: "search", query })}
        />
      ) : null}
      {emptyNote ? <p className={css.muted}>{text(emptyNote)}</p> : null}
      <RadioGroup
        label={text(M.choose)}
        value={state.choice === null ? null : String(state.choice)}
        onChange={(value) => dispatch({ type: "choose", choice: value === NEW ? NEW : Number(value) })}
        isDisabled={saving}
      >
        <div className={css.options}>
          {shown.map((list) => (
            <Radio key={list.id} value={String(list.id)}>
              {text(M.option, { name: optionName(list), count: list.candidates_count })}
              {list.shared && !list.talent_pool ? ` · ${text(M.shared)}` : ""}
            </Radio>
          ))}
        </div>
        <Radio value={NEW}>{text(M.new)}</Radio>
      </RadioGroup>
      {state.choice === NEW ? (
        <TextField
          label={text(M.name)}
          name="name"
          value={state.name}
          onChange={(name) => dispatch({ type: "name", name })}
          maxLength={nameLength}
          isRequired
          isDisabled={saving}
          description={target === "noName" ? text(M.noName) : undefined}
        />
      ) : null}
      {status.kind === "failed" ? (
        <p role="alert" className={css.problem}>
          {status.message}
        </p>
      ) : null}
      <div className={css.actions}>
        <Button variant="outline" tone="neutral" onPress={onClose} isDisabled={saving}>
          {text(M.cancel)}
        </Button>
        <Button
          isDisabled={typeof target === "string" || count === 0}
          isLoading={saving}
          onPress={() => {
            if (typeof target !== "string") onConfirm(target);
          }}
        >
          {text(M.confirm)}
        </Button>
      </div>
    </div>
  );
}
