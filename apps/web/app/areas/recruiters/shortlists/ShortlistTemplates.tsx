/**
 * Shortlist templates on the builder: "Aplicar modelo" chooses one of the templates the API lists — the recruiter's
 * own and those shared with the team: the server's rule (the registry's `privateRows` of shortlist_templates), so
 * nothing here filters them — and applies it in one call (each empty presentation filled, every candidate's switches
 * set); "Salvar como modelo" makes one from the shortlist through the registry's create. The templates are listed
 * with `useQuery` once the builder shows, not by the page's loader: a recruiter whose role does not read templates
 * still builds.
 */
import { entityMutations, entityQueries, type ShortlistDetail, shortlistBuilderMutations } from "@seleta/api-client";
import { Button, type FieldOption, Select, showToast } from "@seleta/ui";
import { useMutation, useQuery } from "@tanstack/react-query";
import { useMemo, useState } from "react";
import { useIntl } from "react-intl";
import { useServices } from "../../../services/ServicesProvider";
import { apiProblem } from "./apiProblem";
import { ShortlistNameForm } from "./ShortlistNameForm";
import * as css from "./shortlists.css";
import { templateFromShortlist } from "./templateChoice";

/** The templates one choice offers: a recruiter keeps a handful, sorted by name. */
const TEMPLATE_LIST = { per_page: 100, order: { name: "asc" } } as const;

type Props = {
  shortlist: ShortlistDetail;
  /** A template was applied: the presentations shown must be read again from the shortlist. */
  onApplied: () => void;
};

export function ShortlistTemplates({ shortlist, onApplied }: Props) {
  const { http, toasts } = useServices();
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) =>
    intl.formatMessage({ id: `shortlists.templates.${id}` }, values);
  const templates = useQuery(entityQueries(http, "shortlist_templates").list(TEMPLATE_LIST));
  const apply = useMutation(shortlistBuilderMutations.applyTemplate(http, shortlist.id));
  const save = useMutation(entityMutations(http, "shortlist_templates").create());
  const [chosen, setChosen] = useState<string | number | null>(null);
  const [saveKey, setSaveKey] = useState(0);
  const failed = intl.formatMessage({ id: "shortlists.builder.failed" });
  const sayFailed = (error: unknown) => showToast(toasts, { title: apiProblem(error, failed), tone: "danger" });

  const listed = templates.data?.records;
  const options = useMemo<FieldOption[]>(
    () => (listed ?? []).map((template) => ({ id: String(template.id), label: template.name ?? `#${template.id}` })),
    [listed],
  );

  const handleApply = () => {
    const template = listed?.find((row) => String(row.id) === chosen);
    if (!template) return;
    apply.mutate(template.id, {
      onSuccess: () => {
        onApplied();
        showToast(toasts, { title: t("applied", { name: template.name ?? "" }), tone: "success" });
      },
      onError: sayFailed,
    });
  };

  const handleSave = (name: string) =>
    save.mutate(templateFromShortlist(name, shortlist.items), {
      onSuccess: () => {
        setSaveKey((key) => key + 1);
        showToast(toasts, { title: t("saved", { name }), tone: "success" });
      },
      onError: sayFailed,
    });

  const description = templates.isError
    ? t("unavailable")
    : options.length === 0 && templates.data
      ? t("none")
      : t("help");
  return (
    <section className={css.actions} aria-label={t("title")}>
      <div className={css.inlineForm}>
        <div className={css.grow}>
          <Select
            label={t("choose")}
            description={description}
            options={options}
            selectedKey={chosen}
            onSelectionChange={setChosen}
            isDisabled={options.length === 0}
          />
        </div>
        <Button variant="outline" isDisabled={chosen === null} isLoading={apply.isPending} onPress={handleApply}>
          {t("apply")}
        </Button>
      </div>
      <ShortlistNameForm
        // A fresh, empty field after each template saved.
        key={saveKey}
        label={t("name")}
        submitLabel={t("save")}
        isPending={save.isPending}
        variant="outline"
        onSubmit={handleSave}
      />
    </section>
  );
}
