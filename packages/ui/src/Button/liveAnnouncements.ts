/**
 * react-aria announces that a busy button (`isPending`, our `isLoading`) started and ended its work through its live
 * announcer: a message in a log at the top of `<body>` that names the button by reference (`role="img"` with
 * `aria-labelledby` the button's id) and stays there for seven seconds. A button often goes before its message does
 * (a dialog closed once its work is done, a page left for the next): the message then names nothing, an image
 * without a name that a screen reader may read from the log and that axe reports (`role-img-alt`) on whatever page
 * is shown. So each such message takes its text as it arrives — an `aria-label` with the names of the elements it
 * points at, the reference dropped — and one that points at nothing left is removed. What is announced is the same
 * text; what stays no longer depends on the button staying.
 */

const ANNOUNCER = "[data-live-announcer]";
const watched = new WeakSet<Document>();

/** The text an element gives a reference to it: its own `aria-label`, else its text. */
function nameOf(element: Element): string {
  return (element.getAttribute("aria-label") ?? element.textContent ?? "").replace(/\s+/g, " ").trim();
}

/** A message that names elements by reference carries their names instead, or goes when they are gone. */
export function nameAnnouncement(message: Element): void {
  const ids = message.getAttribute("aria-labelledby");
  if (ids === null) return;
  const name = ids
    .split(/\s+/)
    .map((id) => message.ownerDocument.getElementById(id))
    .filter((element): element is HTMLElement => element !== null)
    .map(nameOf)
    .filter(Boolean)
    .join(" ");
  if (name === "") {
    message.remove();
    return;
  }
  message.setAttribute("aria-label", name);
  message.removeAttribute("aria-labelledby");
}

function nameAdded(records: MutationRecord[]): void {
  for (const record of records) {
    for (const node of record.addedNodes) {
      if (node.nodeType !== Node.ELEMENT_NODE) continue;
      const element = node as Element;
      if (element.hasAttribute("aria-labelledby")) nameAnnouncement(element);
      for (const inner of element.querySelectorAll("[aria-labelledby]")) nameAnnouncement(inner);
    }
  }
}

/**
 * Names every message of react-aria's live announcer in `doc` from now on: those it holds, and those added later,
 * in an announcer made later too (the first announcement creates it; it may be destroyed and made again). Once per
 * document; the watch is two observers, one of the announcer's few nodes and one of `<body>`'s own children.
 */
export function nameLiveAnnouncements(doc: Document = document): void {
  if (watched.has(doc) || !doc.body) return;
  watched.add(doc);
  const messages = new MutationObserver(nameAdded);
  const watch = (announcer: Element) => {
    for (const message of announcer.querySelectorAll("[aria-labelledby]")) nameAnnouncement(message);
    messages.observe(announcer, { childList: true, subtree: true });
  };
  const current = doc.querySelector(ANNOUNCER);
  if (current) watch(current);
  new MutationObserver((records) => {
    for (const record of records) {
      for (const node of record.addedNodes) {
        if (node.nodeType === Node.ELEMENT_NODE && (node as Element).matches(ANNOUNCER)) watch(node as Element);
      }
    }
  }).observe(doc.body, { childList: true });
}
