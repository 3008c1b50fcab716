import type { ReactNode } from "react";
import { Button } from "../Button";
import { Dialog } from "../Dialog";
import { Skeleton, SkeletonGroup } from "../Skeleton";
import * as css from "./TextDocumentDialog.css";

/** What the dialog shows: the text once loaded, with a note when only part of it came; texts in the user's language. */
export type TextDocumentContent =
  | { status: "loading"; label: string }
  | { status: "error"; message: string; retryLabel: string; onRetry: () => void }
  | { status: "ready"; text: string; note?: string | undefined };

export type TextDocumentDialogProps = {
  /** The document's name. */
  title: ReactNode;
  content: TextDocumentContent;
  isOpen?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (isOpen: boolean) => void;
};

function Body({ content }: { content: TextDocumentContent }) {
  if (content.status === "loading") {
    return (
      <SkeletonGroup label={content.label}>
        <Skeleton lines={8} />
      </SkeletonGroup>
    );
  }
  if (content.status === "error") {
    return (
      <div role="alert" className={css.failure}>
        <p className={css.failureMessage}>{content.message}</p>
        <Button variant="outline" tone="neutral" onPress={content.onRetry}>
          {content.retryLabel}
        </Button>
      </div>
    );
  }
  return (
    <>
      {content.note ? <p className={css.note}>{content.note}</p> : null}
      <div className={css.text}>{content.text}</div>
    </>
  );
}

/**
 * A plain-text document read in a dialog (a CV's text): its line breaks kept, at a readable measure, scrolling
 * inside the dialog when long. The text is rendered as text, never as markup, whatever it holds.
 */
export function TextDocumentDialog({ title, content, isOpen, defaultOpen, onOpenChange }: TextDocumentDialogProps) {
  return (
    <Dialog title={title} size="lg" isOpen={isOpen} defaultOpen={defaultOpen} onOpenChange={onOpenChange}>
      <Body content={content} />
    </Dialog>
  );
}
