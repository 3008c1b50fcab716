import { AlertCircle, Paperclip, Upload, X } from "lucide-react";
import { useId, useLayoutEffect, useRef, useState } from "react";
import { Button as AriaButton, type DropItem, DropZone, FileTrigger, Text } from "react-aria-components";
import { useIntl } from "react-intl";
import { Button } from "../Button/Button";
import { type FieldChromeProps, FieldLocale } from "../Field/Field";
import * as s from "../Field/Field.css";
import { useFieldMessages } from "../Field/useFieldMessages";
import { checkFiles, type FileRejection } from "../fieldUtils/files";
import { visuallyHidden } from "../overlayParts/parts.css";
import * as z from "./FileDropZone.css";

export type FileDropZoneProps = FieldChromeProps & {
  /** Spec §5: a file at or above `maxSizeMb` × 1,000,000 bytes is refused with 'File too large, the max size is {n}mb'. */
  maxSizeMb?: number;
  /** As `<input accept>` reads them: ".pdf", "application/pdf", "image/*". Empty accepts every type. */
  acceptedTypes?: readonly string[];
  allowsMultiple?: boolean;
  /** Controlled list of kept files. */
  files?: readonly File[];
  defaultFiles?: readonly File[];
  onChange?: (files: File[]) => void;
  /** Files refused by type or size, e.g. to log them; the zone already tells the user why. */
  onReject?: (rejections: FileRejection<File>[]) => void;
  isDisabled?: boolean;
  isRequired?: boolean;
  /** Invalid from outside (a server error); shown with `errorMessage`. */
  isInvalid?: boolean;
};

async function droppedFiles(items: DropItem[]): Promise<File[]> {
  const files = items.filter((item) => item.kind === "file");
  return Promise.all(files.map((item) => item.getFile()));
}

/**
 * Files by drag and drop or by the "choose" button (the keyboard and screen-reader path). Files are checked before
 * anything is uploaded: the refused ones are listed with the reason, the kept ones with a remove button.
 */
export function FileDropZone({
  label,
  description,
  errorMessage,
  maxSizeMb,
  acceptedTypes = [],
  allowsMultiple = false,
  files,
  defaultFiles = [],
  onChange,
  onReject,
  isDisabled = false,
  isRequired = false,
  isInvalid = false,
}: FileDropZoneProps) {
  const intl = useIntl();
  const { message } = useFieldMessages();
  const labelId = useId();
  const descriptionId = useId();
  const [uncontrolled, setUncontrolled] = useState<readonly File[]>(defaultFiles);
  const [rejections, setRejections] = useState<FileRejection<File>[]>([]);
  const kept = files ?? uncontrolled;
  // Set when a form submit found no file though one is required; cleared as soon as a file is kept.
  const [isMissing, setMissing] = useState(false);
  const isEmptyRequired = isRequired && kept.length === 0;
  const validity = useRef<HTMLInputElement>(null);
  const field = useRef<HTMLDivElement>(null);
  const requiredMessage = message("ui.field.required");
  const browseLabel = message("ui.fileDropZone.browse");

  // The kept files live in state, not in an input: this stand-in input carries the zone's validity, so the
  // browser's constraint validation (the Form's submit) refuses an empty required zone like any other field.
  useLayoutEffect(() => {
    validity.current?.setCustomValidity(isEmptyRequired ? requiredMessage : "");
    if (!isEmptyRequired) setMissing(false);
  }, [isEmptyRequired, requiredMessage]);

  const update = (next: File[]) => {
    setUncontrolled(next);
    onChange?.(next);
  };
  const handleFiles = (incoming: File[]) => {
    if (isDisabled || incoming.length === 0) return;
    const { accepted, rejected } = checkFiles(allowsMultiple ? incoming : incoming.slice(0, 1), {
      maxSizeMb,
      acceptedTypes,
    });
    setRejections(rejected);
    if (rejected.length > 0) onReject?.(rejected);
    if (accepted.length > 0) update(allowsMultiple ? [...kept, ...accepted] : accepted);
  };

  const rejectionMessage = ({ file, reason }: FileRejection<File>) =>
    reason === "tooLarge"
      ? message("ui.fileDropZone.tooLarge", { n: maxSizeMb ?? 0 })
      : message("ui.fileDropZone.typeNotAccepted", { name: file.name });
  // Sizes in the same megabytes as the limit (10⁶ bytes), so a file shown as "5 MB" is the one refused at 5mb.
  const sizeFormat = new Intl.NumberFormat(intl.locale, { style: "unit", unit: "megabyte", maximumFractionDigits: 1 });
  const limits = [
    maxSizeMb !== undefined ? message("ui.fileDropZone.limits", { n: maxSizeMb }) : null,
    acceptedTypes.length > 0 ? message("ui.fileDropZone.types", { types: acceptedTypes.join(", ") }) : null,
  ].filter(Boolean);
  const showMissing = isMissing && isEmptyRequired;
  const showInvalid = isInvalid || rejections.length > 0 || showMissing;

  return (
    <FieldLocale>
      <div ref={field} className={s.field}>
        <span id={labelId} className={s.label}>
          {label}
          {isRequired ? (
            <span className={s.requiredMarker} aria-hidden="true">
              *
            </span>
          ) : null}
        </span>
        <DropZone
          className={showInvalid ? `${z.zone} ${z.zoneInvalid}` : z.zone}
          // Names the zone's hidden paste target (react-aria's own name for it is the English "DropZone").
          aria-label={message("ui.fileDropZone.dropTarget")}
          aria-labelledby={labelId}
          aria-describedby={description ? descriptionId : undefined}
          isDisabled={isDisabled}
          onDrop={async (event) => handleFiles(await droppedFiles(event.items))}
        >
          <Upload className={z.icon} aria-hidden="true" />
          <Text slot="label">{message("ui.fileDropZone.prompt")}</Text>
          <FileTrigger
            acceptedFileTypes={acceptedTypes.length > 0 ? acceptedTypes : undefined}
            allowsMultiple={allowsMultiple}
            onSelect={(list) => handleFiles(list ? [...list] : [])}
          >
            <Button variant="outline" size="sm" isDisabled={isDisabled}>
              {browseLabel}
            </Button>
          </FileTrigger>
          {limits.length > 0 ? <span className={z.limits}>{limits.join(" · ")}</span> : null}
        </DropZone>
        {isRequired ? (
          <input
            ref={validity}
            className={visuallyHidden}
            tabIndex={-1}
            aria-hidden="true"
            value=""
            onChange={() => {}}
            disabled={isDisabled}
            onInvalid={(event) => {
              // Our message, not the browser's bubble; focus goes where the user can fix it.
              event.preventDefault();
              setMissing(true);
              const form = event.currentTarget.form;
              if (!form || form.querySelector(":invalid") === event.currentTarget) {
                const buttons = field.current?.querySelectorAll<HTMLButtonElement>("button") ?? [];
                [...buttons].find((button) => button.textContent === browseLabel)?.focus();
              }
            }}
          />
        ) : null}
        {description ? (
          <span id={descriptionId} className={s.description}>
            {description}
          </span>
        ) : null}
        {/* Announced when it changes: the user may not be looking at the zone after a drop. */}
        <div role="alert">
          {rejections.length > 0 || (isInvalid && errorMessage) || showMissing ? (
            <ul className={z.errors}>
              {showMissing ? (
                <li>
                  <AlertCircle size={16} aria-hidden="true" className={z.errorIcon} />
                  <span>{requiredMessage}</span>
                </li>
              ) : null}
              {rejections.map((rejection) => (
                <li key={`${rejection.file.name}-${rejection.reason}`}>
                  <AlertCircle size={16} aria-hidden="true" className={z.errorIcon} />
                  <span>{rejectionMessage(rejection)}</span>
                </li>
              ))}
              {isInvalid && errorMessage && typeof errorMessage !== "function" ? (
                <li>
                  <AlertCircle size={16} aria-hidden="true" className={z.errorIcon} />
                  <span>{errorMessage}</span>
                </li>
              ) : null}
            </ul>
          ) : null}
        </div>
        {kept.length > 0 ? (
          <ul className={z.fileList}>
            {kept.map((file, index) => (
              <li key={`${file.name}-${file.size}-${file.lastModified}`} className={z.fileItem}>
                <Paperclip size={16} aria-hidden="true" />
                <span className={z.fileName}>{file.name}</span>
                <span className={z.fileSize}>{sizeFormat.format(file.size / 1_000_000)}</span>
                <AriaButton
                  className={s.iconButton}
                  aria-label={message("ui.fileDropZone.remove", { name: file.name })}
                  isDisabled={isDisabled}
                  onPress={() => update(kept.filter((_, i) => i !== index))}
                >
                  <X aria-hidden="true" />
                </AriaButton>
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    </FieldLocale>
  );
}
