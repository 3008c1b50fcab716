import { type DataFile, dataFileTextQueries } from "@seleta/api-client";
import { type TextDocumentContent, TextDocumentDialog } from "@seleta/ui";
import { useQuery } from "@tanstack/react-query";
import { useIntl } from "react-intl";
import { useHttp } from "../services/ServicesProvider";

type Props = {
  /** The file whose text is read (kept after closing, so the dialog fades out with its text). */
  readonly file: Pick<DataFile, "id" | "name">;
  readonly isOpen: boolean;
  readonly onOpenChange: (isOpen: boolean) => void;
};

/**
 * The text read from a candidate's CV (or another document of a record), in a dialog: the file itself is only ever
 * a download, so this is where a recruiter reads it on the page. A chunk of its own, loaded when first asked for.
 * `useQuery`, not the page's suspense reads: the text is asked for on demand, and the dialog shows its own loading
 * and retry while the page stays as it is.
 */
export function FileTextDialog({ file, isOpen, onOpenChange }: Props) {
  const http = useHttp();
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const text = useQuery({ ...dataFileTextQueries.ofFile(http, file.id), enabled: isOpen });
  const content: TextDocumentContent = text.data
    ? {
        status: "ready",
        text: text.data.text ?? t("entities.detail.textUnavailable"),
        note: text.data.truncated ? t("entities.detail.textTruncated") : undefined,
      }
    : text.isError && !text.isFetching
      ? {
          status: "error",
          message: t("entities.detail.textLoadError"),
          retryLabel: t("entities.retry"),
          onRetry: () => void text.refetch(),
        }
      : { status: "loading", label: t("entities.detail.textLoading") };
  return <TextDocumentDialog title={file.name} content={content} isOpen={isOpen} onOpenChange={onOpenChange} />;
}
