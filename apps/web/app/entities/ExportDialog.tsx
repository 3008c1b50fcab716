import { Button, Dialog } from "@seleta/ui";
import type { ReactNode } from "react";
import { useEntityText } from "./useEntityText";

/** A list's downloadable formats. */
export type ExportFormat = "csv" | "xlsx";

type Props = {
  readonly title: string;
  /** What the file will hold (its size). */
  readonly children: ReactNode;
  readonly isOpen: boolean;
  readonly onCancel: () => void;
  readonly onChoose: (format: ExportFormat) => void;
};

/** The export's choice of format (spec §3 downloads); the list page loads it when the export is first asked for. */
export function ExportDialog({ title, children, isOpen, onCancel, onChoose }: Props) {
  const { t } = useEntityText();
  return (
    <Dialog
      title={title}
      size="sm"
      isOpen={isOpen}
      onOpenChange={(open) => {
        if (!open) onCancel();
      }}
      footer={
        <>
          <Button variant="ghost" tone="neutral" onPress={onCancel}>
            {t("entities.cancel")}
          </Button>
          <Button variant="outline" onPress={() => onChoose("csv")}>
            {t("entities.export.csv")}
          </Button>
          <Button onPress={() => onChoose("xlsx")}>{t("entities.export.xlsx")}</Button>
        </>
      }
    >
      {children}
    </Dialog>
  );
}
