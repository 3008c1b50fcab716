/**
 * The rich-text field's editor: Tiptap with the schema of `richTextExtensions`, and its toolbar. A chunk of its own
 * (`RichTextField` loads it once the field is drawn in a browser): a page's first load never carries it.
 */
import { EditorContent, useEditor, useEditorState } from "@tiptap/react";
import { Bold, Heading3, Italic, Link as LinkIcon, List, ListOrdered } from "lucide-react";
import { type KeyboardEvent, type ReactNode, useEffect, useRef, useState } from "react";
import { useFieldMessages } from "../Field/useFieldMessages";
import * as s from "./RichTextField.css";
import { richTextExtensions } from "./richTextExtensions";
import { richTextHref, richTextValue } from "./richTextRules";

export type RichTextEditorProps = {
  /** The editable area's id (the label's `for`) and what names and describes it. */
  id: string;
  labelId: string;
  describedBy: string | undefined;
  isInvalid: boolean;
  isRequired: boolean | undefined;
  isDisabled: boolean | undefined;
  /** The HTML the editor holds; a different one from outside replaces its content, the same one is left alone. */
  value: string;
  placeholder: string | undefined;
  /** Visible lines before it grows. */
  rows: number;
  /** Takes the focus as it appears: the plain text area it replaces had it. */
  autoFocus: boolean;
  onChange: (html: string) => void;
};

type Marks = {
  bold: boolean;
  italic: boolean;
  heading: boolean;
  bulletList: boolean;
  orderedList: boolean;
  link: boolean;
};

export function RichTextEditor({
  id,
  labelId,
  describedBy,
  isInvalid,
  isRequired,
  isDisabled,
  value,
  placeholder,
  rows,
  autoFocus,
  onChange,
}: RichTextEditorProps) {
  const { message } = useFieldMessages();
  const attributes: Record<string, string> = {
    id,
    role: "textbox",
    "aria-multiline": "true",
    "aria-labelledby": labelId,
    class: s.content,
    style: `min-height: calc(${rows} * 1.5em + 1rem)`,
    ...(describedBy ? { "aria-describedby": describedBy } : {}),
    ...(isInvalid ? { "aria-invalid": "true" } : {}),
    ...(isRequired ? { "aria-required": "true" } : {}),
    ...(isDisabled ? { "aria-disabled": "true" } : {}),
  };
  const changed = useRef(onChange);
  changed.current = onChange;
  /** The HTML the editor last took in or gave out: a `value` equal to it is the editor's own. */
  const known = useRef(value);
  const editor = useEditor({
    extensions: richTextExtensions({ placeholder }),
    content: value,
    editable: !isDisabled,
    injectCSS: false,
    immediatelyRender: true,
    shouldRerenderOnTransaction: false,
    autofocus: autoFocus ? "end" : false,
    editorProps: { attributes },
    onUpdate: ({ editor: updated }) => {
      known.current = richTextValue(updated.getHTML());
      changed.current(known.current);
    },
  });

  const attributesKey = JSON.stringify(attributes);
  useEffect(() => {
    editor.setOptions({ editorProps: { attributes: JSON.parse(attributesKey) as Record<string, string> } });
  }, [editor, attributesKey]);
  useEffect(() => {
    editor.setEditable(!isDisabled, false);
  }, [editor, isDisabled]);
  useEffect(() => {
    if (value === known.current) return;
    known.current = value;
    editor.commands.setContent(value, { emitUpdate: false });
  }, [editor, value]);

  const marks = useEditorState({
    editor,
    selector: ({ editor: current }): Marks => ({
      bold: current.isActive("bold"),
      italic: current.isActive("italic"),
      heading: current.isActive("heading", { level: 3 }),
      bulletList: current.isActive("bulletList"),
      orderedList: current.isActive("orderedList"),
      link: current.isActive("link"),
    }),
  });

  const [linkOpen, setLinkOpen] = useState(false);
  const [linkTyped, setLinkTyped] = useState("");
  const [linkInvalid, setLinkInvalid] = useState(false);
  const linkInput = useRef<HTMLInputElement>(null);

  const openLink = () => {
    setLinkTyped((editor.getAttributes("link").href as string | undefined) ?? "");
    setLinkInvalid(false);
    setLinkOpen(true);
  };
  useEffect(() => {
    if (linkOpen) linkInput.current?.focus();
  }, [linkOpen]);
  const closeLink = () => {
    setLinkOpen(false);
    editor.commands.focus();
  };
  const applyLink = () => {
    const href = richTextHref(linkTyped);
    if (!href) {
      setLinkInvalid(true);
      return;
    }
    setLinkOpen(false);
    const chain = editor.chain().focus().extendMarkRange("link");
    if (editor.state.selection.empty && !editor.isActive("link")) {
      // Nothing chosen to link: the address itself goes in, as its link's text.
      chain.insertContent({ type: "text", text: linkTyped.trim(), marks: [{ type: "link", attrs: { href } }] }).run();
    } else {
      chain.setLink({ href }).run();
    }
  };
  const removeLink = () => {
    setLinkOpen(false);
    editor.chain().focus().extendMarkRange("link").unsetLink().run();
  };
  const handleLinkKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === "Enter") {
      // The field sits in a form: Enter here applies the link instead of posting the form.
      event.preventDefault();
      applyLink();
    } else if (event.key === "Escape") {
      event.preventDefault();
      closeLink();
    }
  };

  const tools: readonly Tool[] = [
    {
      key: "bold",
      label: message("ui.richText.bold"),
      icon: <Bold size={18} />,
      shortcut: "Control+B",
      run: () => editor.chain().focus().toggleBold().run(),
    },
    {
      key: "italic",
      label: message("ui.richText.italic"),
      icon: <Italic size={18} />,
      shortcut: "Control+I",
      run: () => editor.chain().focus().toggleItalic().run(),
    },
    {
      key: "heading",
      label: message("ui.richText.heading"),
      icon: <Heading3 size={18} />,
      run: () => editor.chain().focus().toggleHeading({ level: 3 }).run(),
    },
    {
      key: "bulletList",
      label: message("ui.richText.bulletList"),
      icon: <List size={18} />,
      run: () => editor.chain().focus().toggleBulletList().run(),
    },
    {
      key: "orderedList",
      label: message("ui.richText.orderedList"),
      icon: <ListOrdered size={18} />,
      run: () => editor.chain().focus().toggleOrderedList().run(),
    },
    {
      key: "link",
      label: message("ui.richText.link"),
      icon: <LinkIcon size={18} />,
      run: () => (linkOpen ? closeLink() : openLink()),
    },
  ];

  return (
    <>
      <Toolbar
        label={message("ui.richText.toolbar")}
        controls={id}
        tools={tools}
        marks={marks}
        isDisabled={isDisabled}
      />
      {linkOpen ? (
        <div className={s.linkBox}>
          <input
            ref={linkInput}
            type="url"
            inputMode="url"
            className={s.linkInput}
            aria-label={message("ui.richText.linkAddress")}
            aria-invalid={linkInvalid || undefined}
            aria-describedby={linkInvalid ? `${id}-link-error` : undefined}
            placeholder="https://"
            value={linkTyped}
            onChange={(event) => {
              setLinkTyped(event.target.value);
              setLinkInvalid(false);
            }}
            onKeyDown={handleLinkKeyDown}
          />
          <button type="button" className={s.linkAction} onClick={applyLink}>
            {message("ui.richText.linkApply")}
          </button>
          {marks.link ? (
            <button type="button" className={s.linkAction} onClick={removeLink}>
              {message("ui.richText.linkRemove")}
            </button>
          ) : null}
          <button type="button" className={s.linkAction} onClick={closeLink}>
            {message("ui.richText.linkCancel")}
          </button>
          {linkInvalid ? (
            <span id={`${id}-link-error`} className={s.linkError} role="alert">
              {message("ui.richText.linkInvalid")}
            </span>
          ) : null}
        </div>
      ) : null}
      <EditorContent editor={editor} />
    </>
  );
}

type Tool = {
  key: keyof Marks;
  label: string;
  icon: ReactNode;
  /** The keys that do the same, announced with the button (`aria-keyshortcuts`). */
  shortcut?: string;
  run: () => unknown;
};

/**
 * The formatting buttons, one tab stop (ARIA's toolbar pattern): arrows, Home and End move between them. Each says
 * whether its format is on where the caret is (`aria-pressed`); a press keeps the editor's selection (the button
 * never takes it on pointer down) and puts the focus back in the text.
 */
function Toolbar({
  label,
  controls,
  tools,
  marks,
  isDisabled,
}: {
  label: string;
  controls: string;
  tools: readonly Tool[];
  marks: Marks;
  isDisabled: boolean | undefined;
}) {
  const [current, setCurrent] = useState(0);
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const handleKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const last = tools.length - 1;
    const next =
      event.key === "ArrowRight"
        ? current === last
          ? 0
          : current + 1
        : event.key === "ArrowLeft"
          ? current === 0
            ? last
            : current - 1
          : event.key === "Home"
            ? 0
            : event.key === "End"
              ? last
              : null;
    if (next === null) return;
    event.preventDefault();
    setCurrent(next);
    buttons.current[next]?.focus();
  };
  return (
    <div role="toolbar" aria-label={label} aria-controls={controls} className={s.toolbar} onKeyDown={handleKeyDown}>
      {tools.map((tool, index) => (
        <span key={tool.key} style={{ display: "contents" }}>
          {tool.key === "heading" || tool.key === "link" ? (
            <span className={s.toolSeparator} aria-hidden="true" />
          ) : null}
          <button
            ref={(element) => {
              buttons.current[index] = element;
            }}
            type="button"
            className={s.tool}
            aria-label={tool.label}
            title={tool.shortcut ? `${tool.label} (${tool.shortcut.replace("Control", "Ctrl")})` : tool.label}
            aria-keyshortcuts={tool.shortcut}
            aria-pressed={marks[tool.key]}
            tabIndex={index === current ? 0 : -1}
            disabled={isDisabled}
            onMouseDown={(event) => event.preventDefault()}
            onFocus={() => setCurrent(index)}
            onClick={tool.run}
          >
            <span aria-hidden="true" style={{ display: "inline-flex" }}>
              {tool.icon}
            </span>
          </button>
        </span>
      ))}
    </div>
  );
}
