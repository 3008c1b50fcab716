import { getSchema } from "@tiptap/core";
import { DOMSerializer, type Node as PMNode, type Schema } from "@tiptap/pm/model";
import { describe, expect, it } from "vitest";
import { richTextExtensions } from "./richTextExtensions";
import { RICH_TEXT_ATTRIBUTES, RICH_TEXT_SAMPLE, RICH_TEXT_TAGS } from "./richTextRules";

/**
 * Just enough of a DOM for ProseMirror's serialiser, writing what `innerHTML` would (the editor's `getHTML()` is the
 * serialiser's fragment read through `innerHTML`), so the schema's output is checked in Node, tag by tag.
 */
type FakeNode = { html: () => string; appendChild: (child: FakeNode) => FakeNode };
const VOID = new Set(["br", "img", "hr", "input"]);
const escapeText = (text: string) =>
  text
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/\u00a0/g, "&nbsp;");
const escapeAttribute = (text: string) =>
  text
    .replace(/&/g, "&amp;")
    .replace(/"/g, "&quot;")
    .replace(/\u00a0/g, "&nbsp;");

function container(open = "", close = "") {
  const children: FakeNode[] = [];
  const node: FakeNode = {
    html: () => open + children.map((child) => child.html()).join("") + close,
    appendChild: (child) => {
      children.push(child);
      return child;
    },
  };
  return { node, children };
}

function fakeDocument(seen: { tags: Set<string>; attributes: Map<string, Set<string>> }) {
  const createElement = (tag: string) => {
    const name = tag.toLowerCase();
    seen.tags.add(name);
    const attributes: [string, string][] = [];
    const children: FakeNode[] = [];
    const start = () => `<${name}${attributes.map(([key, value]) => ` ${key}="${escapeAttribute(value)}"`).join("")}>`;
    return {
      html: () => (VOID.has(name) ? start() : `${start()}${children.map((child) => child.html()).join("")}</${name}>`),
      appendChild: (child: FakeNode) => {
        children.push(child);
        return child;
      },
      setAttribute: (key: string, value: string) => {
        const keys = seen.attributes.get(name) ?? new Set();
        keys.add(key);
        seen.attributes.set(name, keys);
        attributes.push([key, String(value)]);
      },
      setAttributeNS: () => {
        throw new Error("namespaced attribute");
      },
      // ProseMirror's serialiser reads a mark's wrapper through `style` only to merge spans; none here.
      style: {},
    };
  };
  return {
    createElement,
    createElementNS: () => {
      throw new Error("namespaced element");
    },
    createTextNode: (text: string): FakeNode => ({
      html: () => escapeText(text),
      appendChild: () => undefined as never,
    }),
    createDocumentFragment: () => container().node,
  };
}

function serialise(schema: Schema, doc: PMNode) {
  const seen = { tags: new Set<string>(), attributes: new Map<string, Set<string>>() };
  const fragment = DOMSerializer.fromSchema(schema).serializeFragment(doc.content, {
    document: fakeDocument(seen) as unknown as Document,
  }) as unknown as FakeNode;
  return { html: fragment.html(), seen };
}

const schema = getSchema(richTextExtensions({ placeholder: "Escreva" }));
const text = (value: string, marks: { type: string; attrs?: Record<string, unknown> }[] = []) => ({
  type: "text",
  text: value,
  marks,
});
const link = (href: string) => ({ type: "link", attrs: { href } });
const item = (value: string) => ({ type: "listItem", content: [{ type: "paragraph", content: [text(value)] }] });

/** RICH_TEXT_SAMPLE as the editor holds it. */
const sampleDocument = {
  type: "doc",
  content: [
    { type: "heading", attrs: { level: 3 }, content: [text("Resumo")] },
    {
      type: "paragraph",
      content: [
        text("Executiva com "),
        text("15 anos", [{ type: "bold" }]),
        text(" em "),
        text("finanças", [{ type: "italic" }]),
        text(", "),
        text("CFO", [{ type: "bold" }, { type: "italic" }]),
        text(" desde 2019."),
        { type: "hardBreak" },
        text("Perfil: "),
        text("exemplo.com", [link("https://exemplo.com/perfil")]),
        text(" e "),
        text("ana@exemplo.com", [link("mailto:ana@exemplo.com")]),
      ],
    },
    { type: "bulletList", content: [item("Fusões & aquisições"), item("Equipe de 40 pessoas")] },
    { type: "orderedList", content: [item("Disponível em 30 dias"), item("Aceita mudar de cidade")] },
  ],
};

describe("the rich-text editor's schema", () => {
  it("holds exactly the structure the server keeps: paragraphs, h3, bold, italic, lists, line breaks, links", () => {
    expect(Object.keys(schema.nodes).sort()).toEqual(
      ["bulletList", "doc", "hardBreak", "heading", "listItem", "orderedList", "paragraph", "text"].sort(),
    );
    expect(Object.keys(schema.marks).sort()).toEqual(["bold", "italic", "link"]);
  });

  it("writes RICH_TEXT_SAMPLE for a document holding every node and mark", () => {
    const { html } = serialise(schema, schema.nodeFromJSON(sampleDocument));
    expect(html).toBe(RICH_TEXT_SAMPLE);
  });

  it("writes only the listed elements and attributes, whatever the attributes of its nodes", () => {
    const everything = schema.nodeFromJSON({
      type: "doc",
      content: [
        ...sampleDocument.content,
        // Attributes a paste or a typed "5. " could set elsewhere: the schema keeps none of them.
        { type: "orderedList", attrs: { start: 5, type: "a" }, content: [item("cinco")] },
        {
          type: "paragraph",
          content: [text("t", [{ type: "link", attrs: { href: "https://a.b", title: "x", class: "c" } }])],
        },
      ],
    });
    const { html, seen } = serialise(schema, everything);
    expect([...seen.tags].filter((tag) => !(RICH_TEXT_TAGS as readonly string[]).includes(tag))).toEqual([]);
    for (const [tag, keys] of seen.attributes) {
      expect(
        [...keys].filter((key) => !(RICH_TEXT_ATTRIBUTES[tag] ?? []).includes(key)),
        tag,
      ).toEqual([]);
    }
    expect(html).toContain("<ol><li><p>cinco</p></li></ol>");
  });

  it("reads a heading of another level as a paragraph, and keeps no link to a script", () => {
    expect(schema.nodes.heading?.spec.attrs?.level).toBeDefined();
    const heading = schema.nodes.heading?.spec.parseDOM?.map((rule) => rule.tag);
    expect(heading).toEqual(["h3"]);
    const linkRules = schema.marks.link?.spec.parseDOM ?? [];
    const anchor = { getAttribute: (name: string) => (name === "href" ? "javascript:alert(1)" : null) };
    const accepted = linkRules.map((rule) => (rule.getAttrs ? rule.getAttrs(anchor as never) : null));
    expect(accepted).toEqual([false]);
  });
});
