/**
 * The editor's schema: paragraphs, headings of level 3, bold, italic, bullet and numbered lists, line breaks and
 * links — the structure `richTextRules.ts` lists, and nothing else, so what a recruiter sees while typing is what
 * the server keeps. Pasted content outside it is dropped by the schema as it is parsed (a table's text stays as
 * paragraphs, a heading of another level becomes a paragraph, an image or a script goes).
 */
import type { Extensions } from "@tiptap/core";
import { mergeAttributes } from "@tiptap/core";
import Link from "@tiptap/extension-link";
import { OrderedList } from "@tiptap/extension-list";
import Placeholder from "@tiptap/extension-placeholder";
import StarterKit from "@tiptap/starter-kit";
import { isRichTextHref, RICH_TEXT_LINK_REL, RICH_TEXT_LINK_TARGET } from "./richTextRules";

/** A numbered list always counts from 1: the gates keep no `start` or `type` attribute. */
const NumberedList = OrderedList.extend({
  addAttributes() {
    return {};
  },
  renderHTML({ HTMLAttributes }) {
    return ["ol", mergeAttributes(this.options.HTMLAttributes, HTMLAttributes), 0];
  },
});

/** A link is its address only: title and class are not kept, target and rel are always the same. */
const RichTextLink = Link.extend({
  addAttributes() {
    return {
      href: { default: null, parseHTML: (element) => element.getAttribute("href") },
      target: { default: RICH_TEXT_LINK_TARGET, parseHTML: () => RICH_TEXT_LINK_TARGET },
      rel: { default: RICH_TEXT_LINK_REL, parseHTML: () => RICH_TEXT_LINK_REL },
    };
  },
});

export function richTextExtensions({ placeholder }: { placeholder?: string } = {}): Extensions {
  return [
    StarterKit.configure({
      heading: { levels: [3] },
      blockquote: false,
      code: false,
      codeBlock: false,
      horizontalRule: false,
      strike: false,
      underline: false,
      orderedList: false,
      link: false,
    }),
    NumberedList,
    RichTextLink.configure({
      openOnClick: false,
      autolink: true,
      linkOnPaste: true,
      defaultProtocol: "https",
      protocols: [],
      HTMLAttributes: { target: RICH_TEXT_LINK_TARGET, rel: RICH_TEXT_LINK_REL, class: null },
      isAllowedUri: (url) => isRichTextHref(url),
      shouldAutoLink: (url) => isRichTextHref(url) || /^[^\s@/:]+\.[^\s@/:]+/.test(url),
    }),
    ...(placeholder ? [Placeholder.configure({ placeholder })] : []),
  ];
}
