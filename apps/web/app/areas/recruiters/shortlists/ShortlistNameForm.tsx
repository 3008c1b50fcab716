import { SHORTLIST_NAME_LENGTH } from "@seleta/domain/wire";
import { Button, type ButtonVariant, TextField } from "@seleta/ui";
import { type FormEvent, useState } from "react";
import * as css from "./shortlists.css";

type Props = {
  label: string;
  submitLabel: string;
  /** The name the field starts with (a rename's current name). */
  initialName?: string;
  isPending: boolean;
  variant?: ButtonVariant;
  /** The name typed, trimmed; never empty, nor the name it started with. */
  onSubmit: (name: string) => void;
};

/** What a submit sends: the name trimmed, or nothing when it is empty or still the name the field started with. */
export function submittedName(typed: string, initialName: string): string | null {
  const name = typed.trim();
  return name === "" || name === initialName ? null : name;
}

/** A shortlist's name in one field and its button: a new shortlist's, or a rename. */
export function ShortlistNameForm({ label, submitLabel, initialName = "", isPending, variant, onSubmit }: Props) {
  const [name, setName] = useState(initialName);
  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const next = submittedName(name, initialName);
    if (next !== null) onSubmit(next);
  };
  return (
    <form className={css.inlineForm} onSubmit={handleSubmit}>
      <div className={css.grow}>
        <TextField
          label={label}
          name="name"
          value={name}
          onChange={setName}
          maxLength={SHORTLIST_NAME_LENGTH}
          isRequired
        />
      </div>
      <Button type="submit" variant={variant} isLoading={isPending}>
        {submitLabel}
      </Button>
    </form>
  );
}
