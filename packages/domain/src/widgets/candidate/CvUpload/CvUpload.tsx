import { Badge, type BadgeTone, Button, ButtonLink, Card, Link, NativeFileInput } from "@seleta/ui";
import { useId } from "react";
import { useIntl } from "react-intl";
import { formatDateTime } from "../../../format";
import type { TextStatus } from "../../../wire/dataFiles";
import { useMessage } from "../../useMessage";
import * as css from "./CvUpload.css";
import { cvUploadMessages } from "./messages";

const M = cvUploadMessages.messages;

/** The CV a candidate has sent, as the widget shows it. */
export type CvFile = {
  /** The file's id: what the removal's form sends. */
  id: number;
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

/**
 * What the browser's file picker offers: PDF or DOCX by extension and by type. Only a hint: the server checks the
 * file's bytes.
 */
export const CV_ACCEPTED_TYPES = [
  ".pdf",
  ".docx",
  "application/pdf",
  "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
] as const;

const STATUS_TONE: Record<TextStatus, BadgeTone> = {
  pending: "info",
  done: "success",
  no_text: "warning",
  failed: "danger",
};

export type CvUploadProps = {
  /** Where the forms post: the page's own path (its route's action). */
  action: string;
  /** The file input's name (the page's action reads the file by it). */
  fileInputName: string;
  /** The CV on record, or null before the first one. */
  current: CvFile | null;
  /**
   * Why the last file was refused (the server's message, in the candidate's language), under the file input; the
   * page's summary announces it.
   */
  error?: string | null;
  /** Spec §5: the upload limit, said beside the file input (the server checks it). */
  maxSizeMb: number;
  /** The removal's confirmation step is open: the question, the confirm button and a way back. */
  confirmRemoval?: boolean;
  /** The confirmation step's address (a plain link: the page draws the step). */
  removeHref: string;
};

/**
 * Spec §2 `/candidates/curriculum`: the candidate's CV — what was sent and read of it, sending or replacing it, and
 * removing it after a confirmation step. Plain forms that work without any script: the file goes as
 * `multipart/form-data` to the page, whose action hands it to the API; the browser shows the file's own progress.
 */
export function CvUpload({
  action,
  fileInputName,
  current,
  error = null,
  maxSizeMb,
  confirmRemoval = false,
  removeHref,
}: CvUploadProps) {
  const text = useMessage();
  const intl = useIntl();
  const inputId = useId();
  const limitsId = useId();
  const errorId = useId();
  // Megabytes as the limit counts them (10⁶ bytes), so "1,2 MB" reads against "max 5mb" the same way.
  const megabytes = new Intl.NumberFormat(intl.locale, { style: "unit", unit: "megabyte", maximumFractionDigits: 1 });

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
                <dd className={css.value}>
                  <Badge tone={STATUS_TONE[current.textStatus]}>{text(M[`status.${current.textStatus}`])}</Badge>
                  {current.textStatus === "pending" ||
                  current.textStatus === "no_text" ||
                  current.textStatus === "failed" ? (
                    <p className={css.hint}>{text(M[`hint.${current.textStatus}`])}</p>
                  ) : null}
                </dd>
              </>
            ) : null}
          </dl>
        ) : (
          <p className={css.muted}>{text(M.none)}</p>
        )}
        {current && confirmRemoval ? (
          <form method="post" action={action} noValidate className={css.confirmation}>
            <p className={css.question}>{text(M.removeQuestion, { name: current.name })}</p>
            <input type="hidden" name="id" value={current.id} />
            <div className={css.actions}>
              <Button type="submit" name="intent" value="remove" tone="danger">
                {text(M.remove)}
              </Button>
              <ButtonLink href={action} variant="outline">
                {text(M.cancel)}
              </ButtonLink>
            </div>
          </form>
        ) : (
          <form method="post" action={action} encType="multipart/form-data" noValidate className={css.form}>
            <div className={css.field}>
              <label htmlFor={inputId} className={css.label}>
                {text(current ? M.replace : M.send)}
              </label>
              <NativeFileInput
                id={inputId}
                name={fileInputName}
                accept={CV_ACCEPTED_TYPES.join(",")}
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? `${limitsId} ${errorId}` : limitsId}
              />
              <p id={limitsId} className={css.description}>
                {text(M.limits, { max: maxSizeMb })}
              </p>
              {error ? (
                <p id={errorId} className={css.error}>
                  <strong>{text(M.notSent)}:</strong> {error}
                </p>
              ) : null}
            </div>
            <div className={css.actions}>
              <Button type="submit" name="intent" value="upload">
                {text(M.submit)}
              </Button>
              {current ? (
                <ButtonLink href={removeHref} variant="outline" tone="danger">
                  {text(M.remove)}
                </ButtonLink>
              ) : null}
            </div>
          </form>
        )}
      </div>
    </Card>
  );
}
