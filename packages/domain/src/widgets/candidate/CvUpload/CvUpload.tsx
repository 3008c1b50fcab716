import { Badge, type BadgeTone, Button, Card, ConfirmDialog, FileDropZone, Link, ProgressBar } from "@seleta/ui";
import { useIntl } from "react-intl";
import { formatDateTime } from "../../../format";
import type { TextStatus } from "../../../wire/dataFiles";
import { useMessage } from "../../useMessage";
import * as css from "./CvUpload.css";
import { cvUploadMessages } from "./messages";

const M = cvUploadMessages.messages;

/** The CV a candidate has sent, as the widget shows it. */
export type CvFile = {
  name: string;
  /** Bytes. */
  size: number;
  /** ISO 8601. */
  createdAt: string;
  /** The download's address. */
  url: string;
  /** Where reading its text stands; null for a file without text. */
  textStatus: TextStatus | null;
};

/** What the candidate may send: PDF or DOCX, as the browser's file picker reads them. */
export const CV_ACCEPTED_TYPES = [".pdf", ".docx"] as const;

const STATUS_TONE: Record<TextStatus, BadgeTone> = {
  pending: "info",
  done: "success",
  no_text: "warning",
  failed: "danger",
};

export type CvUploadProps = {
  /** The CV on record, or null before the first one. */
  current: CvFile | null;
  /** While a file is being sent: its name and how much of it has gone (0–100). */
  uploading?: { name: string; percent: number } | null;
  /** Why the last file was refused (the server's message, in the candidate's language). */
  error?: string | null;
  /** Spec §5: the upload limit, checked before sending. */
  maxSizeMb: number;
  onUpload: (file: File) => void;
  /** Removes the current CV; a returned promise keeps the confirmation busy until it settles. */
  onRemove: () => unknown;
};

/** Spec §2 `/candidates/curriculum`: the candidate's CV — what was sent and read of it, sending, replacing, removing. */
export function CvUpload({ current, uploading = null, error = null, maxSizeMb, onUpload, onRemove }: CvUploadProps) {
  const text = useMessage();
  const intl = useIntl();
  // Megabytes as the limit counts them (10⁶ bytes), so "1,2 MB" reads against "max 5mb" the same way.
  const megabytes = new Intl.NumberFormat(intl.locale, { style: "unit", unit: "megabyte", maximumFractionDigits: 1 });
  const handleFiles = (files: File[]) => {
    const [file] = files;
    if (file) onUpload(file);
  };

  return (
    <Card as="section" title={text(M.title)} headingLevel={2} description={text(M.intro)}>
      <div className={css.stack}>
        {current ? (
          <dl className={css.facts}>
            <dt className={css.term}>{text(M.fileName)}</dt>
            <dd className={css.value}>
              <Link href={current.url} aria-label={text(M.download, { name: current.name })}>
                {current.name}
              </Link>
            </dd>
            <dt className={css.term}>{text(M.size)}</dt>
            <dd className={css.value}>{megabytes.format(current.size / 1_000_000)}</dd>
            <dt className={css.term}>{text(M.sentAt)}</dt>
            <dd className={css.value}>{formatDateTime(current.createdAt)}</dd>
            {current.textStatus ? (
              <>
                <dt className={css.term}>{text(M.textStatus)}</dt>
                <dd className={css.value} aria-live="polite">
                  <Badge tone={STATUS_TONE[current.textStatus]}>{text(M[`status.${current.textStatus}`])}</Badge>
                  {current.textStatus === "no_text" || current.textStatus === "failed" ? (
                    <p className={css.hint}>{text(M[`hint.${current.textStatus}`])}</p>
                  ) : null}
                </dd>
              </>
            ) : null}
          </dl>
        ) : (
          <p className={css.muted}>{text(M.none)}</p>
        )}
        {uploading ? (
          <ProgressBar label={text(M.uploading, { name: uploading.name })} value={uploading.percent} />
        ) : null}
        {error ? (
          <p role="alert" className={css.error}>
            <strong>{text(M.notSent)}:</strong> {error}
          </p>
        ) : null}
        <FileDropZone
          label={text(current ? M.replace : M.send)}
          acceptedTypes={CV_ACCEPTED_TYPES}
          maxSizeMb={maxSizeMb}
          files={[]}
          onChange={handleFiles}
          isDisabled={uploading !== null}
        />
        {current && !uploading ? (
          <div className={css.actions}>
            <ConfirmDialog
              label={current.name}
              title={text(M.remove)}
              message={text(M.removeQuestion, { name: current.name })}
              confirmLabel={text(M.remove)}
              onConfirm={onRemove}
              trigger={
                <Button variant="outline" tone="danger">
                  {text(M.remove)}
                </Button>
              }
            />
          </div>
        ) : null}
      </div>
    </Card>
  );
}
