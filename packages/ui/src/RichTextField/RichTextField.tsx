import { type FocusEvent, Suspense, useEffect, useRef, useState } from "react";
import * as fieldCss from "../Field/Field.css";
import { useFieldMessages } from "../Field/useFieldMessages";
import { lazyWithPreload } from "../LazyPart/lazyWithPreload";
import {
  NativeFieldFrame,
  type NativeFieldProps,
  nativeControlProps,
  useNativeFieldIds,
} from "../NativeFields/nativeFieldParts";
import { richTextEditorKeeps } from "./richTextRules";

/** The editor is a chunk of its own: a page's first load holds the plain text area only. */
const RichTextEditor = lazyWithPreload(() => import("./RichTextEditor").then((module) => module.RichTextEditor));

export type RichTextFieldProps = Omit<NativeFieldProps, "name"> & {
  /** The name the HTML is posted under, when the field is part of a form. */
  name?: string;
  /** The HTML shown; a new one from outside replaces what the field holds (pass what `onChange` gave back). */
  value?: string;
  /** The HTML shown first, when the field keeps its own value. */
  defaultValue?: string;
  /** The HTML after each change: what `richTextValue` makes of the editor's ("" when it holds no text). */
  onChange?: (html: string) => void;
  /** The focus left the field (its text, toolbar and link box), with the HTML it holds. */
  onBlur?: (html: string) => void;
  placeholder?: string;
  /** Visible lines before the field grows. */
  rows?: number;
  /** Longest HTML the server keeps: over it, the field says 'Máximo de N caracteres.' and keeps what was typed. */
  maxLength?: number;
};

/**
 * A text with structure (paragraphs, subheadings, bold, italic, lists, links), edited as such and posted as HTML.
 * On the server, and in the browser until the editor's chunk is there, it is the browser's own text area holding the
 * same HTML under the same name, so a form works without scripts and nothing typed before the editor arrives is lost
 * (the editor takes it over, and the focus with it). The editor makes only what the server's gates keep
 * (`richTextRules.ts`); the server's sanitiser is still the gate. A value the editor cannot hold whole
 * (`richTextEditorKeeps`: a mail's layout of tables, images, styles) stays in the text area as HTML, and the field
 * says so: opening it in the editor would drop what the editor cannot write, and saving would lose it.
 */
export function RichTextField({
  name,
  label,
  description,
  errorMessage,
  isRequired,
  isDisabled,
  value,
  defaultValue,
  onChange,
  onBlur,
  placeholder,
  rows = 6,
  maxLength,
}: RichTextFieldProps) {
  const { message } = useFieldMessages();
  const [html, setHtml] = useState(value ?? defaultValue ?? "");
  const [given, setGiven] = useState(value);
  // HTML the editor cannot write without losing some of it (a mail's tables, images, styles) is edited as HTML.
  const [asHtml, setAsHtml] = useState(() => !richTextEditorKeeps(value ?? defaultValue));
  if (value !== undefined && value !== given) {
    setGiven(value);
    setHtml(value);
    setAsHtml(!richTextEditorKeeps(value));
  }
  const tooLong = maxLength !== undefined && html.length > maxLength;
  const shownError = errorMessage ?? (tooLong ? message("ui.field.maxLength", { n: maxLength }) : undefined);
  const asHtmlNote = asHtml ? message("ui.richText.asHtml") : null;
  const shownDescription =
    description && asHtmlNote ? (
      <>
        {description} {asHtmlNote}
      </>
    ) : (
      (description ?? asHtmlNote ?? undefined)
    );
  const ids = useNativeFieldIds({ description: shownDescription, errorMessage: shownError });

  const [editorLoaded, setEditorLoaded] = useState(false);
  const textArea = useRef<HTMLTextAreaElement>(null);
  const textAreaFocused = useRef(false);
  const hiddenInput = useRef<HTMLInputElement>(null);
  const announce = useRef(false);

  const change = (next: string) => {
    announce.current = true;
    setHtml(next);
    onChange?.(next);
  };
  const latestChange = useRef(change);
  latestChange.current = change;
  const latestHtml = useRef(html);
  latestHtml.current = html;

  useEffect(() => {
    let mounted = true;
    RichTextEditor.preload().then(
      () => {
        if (!mounted) return;
        // Typed before the page's scripts ran: in the text area, without React's events.
        const typed = textArea.current?.value;
        if (typed !== undefined && typed !== latestHtml.current) latestChange.current(typed);
        setEditorLoaded(true);
      },
      // The plain text area stays: it edits and posts the same HTML.
      () => undefined,
    );
    return () => {
      mounted = false;
    };
  }, []);
  // A form hears the editor's changes as it hears a control's: an `input` event from the hidden input holding them.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once the hidden input holds a new value.
  useEffect(() => {
    if (!announce.current) return;
    announce.current = false;
    hiddenInput.current?.dispatchEvent(new Event("input", { bubbles: true }));
  }, [html]);
  const handleBlur = (event: FocusEvent<HTMLElement>) => {
    if (event.currentTarget.contains(event.relatedTarget as Node | null)) return;
    textAreaFocused.current = false;
    onBlur?.(html);
  };

  return (
    <NativeFieldFrame
      ids={ids}
      label={label}
      isRequired={isRequired}
      description={shownDescription}
      errorMessage={shownError}
    >
      {editorLoaded && !asHtml ? (
        // A group named by the label: the toolbar, the link box and the text are one field, left as one (onBlur).
        <fieldset
          aria-labelledby={ids.labelId}
          className={fieldCss.partsBox}
          data-invalid={ids.isInvalid || undefined}
          data-disabled={isDisabled || undefined}
          onBlur={handleBlur}
        >
          <Suspense fallback={null}>
            <RichTextEditor
              id={ids.id}
              labelId={ids.labelId}
              describedBy={ids.describedBy}
              isInvalid={ids.isInvalid}
              isRequired={isRequired}
              isDisabled={isDisabled}
              value={html}
              placeholder={placeholder}
              rows={rows}
              autoFocus={textAreaFocused.current}
              onChange={change}
            />
          </Suspense>
          {name ? <input ref={hiddenInput} type="hidden" name={name} value={html} disabled={isDisabled} /> : null}
        </fieldset>
      ) : (
        <textarea
          ref={textArea}
          {...nativeControlProps(ids, { name: name ?? "", isRequired, isDisabled })}
          name={name}
          rows={rows}
          placeholder={placeholder}
          defaultValue={html}
          className={fieldCss.nativeTextArea}
          onChange={(event) => change(event.target.value)}
          onFocus={() => {
            textAreaFocused.current = true;
          }}
          onBlur={handleBlur}
        />
      )}
    </NativeFieldFrame>
  );
}
