/**
 * The evaluations sent for a record (an apply: the registry's `sendsEvaluations`), on its page: "Enviar avaliação"
 * picks one of the business's active evaluations and sends it (the candidate gets a mail with its link), and each
 * one sent shows when it went and, once answered, the answers in the apply's own answers display.
 */
import { API_PREFIX, candidateEvaluationMutations, candidateEvaluationQueries, isApiError } from "@seleta/api-client";
import { formatDateTime } from "@seleta/domain";
import { ApplyAnswers } from "@seleta/domain/widgets";
import { Button, Card, Select, Skeleton, showToast } from "@seleta/ui";
import { useMutation, useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useHttp, useToasts } from "../services/ServicesProvider";
import * as css from "./entityPages.css";
import { useEntityText } from "./useEntityText";

type Props = { readonly id: number; readonly canSend: boolean };

export function SentEvaluations({ id, canSend }: Props) {
  const http = useHttp();
  const toasts = useToasts();
  const { t } = useEntityText();
  // A section of the record's page, as its files: it loads beside the page and never holds the page back.
  const sent = useQuery(candidateEvaluationQueries.ofApply(http, id));
  const send = useMutation(candidateEvaluationMutations.send(http, id));
  const [chosen, setChosen] = useState<string | null>(null);
  const options = (sent.data?.evaluations ?? []).map((evaluation) => ({
    id: String(evaluation.id),
    label: evaluation.title,
  }));

  const handleSend = () => {
    if (!chosen) return;
    send.mutate(Number(chosen), {
      onSuccess: () => {
        setChosen(null);
        showToast(toasts, { title: t("candidateEvaluations.sent"), tone: "success" });
      },
    });
  };
  const refusal = isApiError(send.error) ? send.error : undefined;

  return (
    <Card as="section" title={t("candidateEvaluations.sectionTitle")} headingLevel={2}>
      {sent.isPending ? <Skeleton lines={1} /> : null}
      {sent.isError ? <p role="alert">{t("entities.loadError")}</p> : null}
      {canSend && sent.data ? (
        <div className={css.actions}>
          <Select
            label={t("candidateEvaluations.choose")}
            options={options}
            value={chosen}
            onChange={(key) => setChosen(key === null ? null : String(key))}
          />
          <Button onPress={handleSend} isDisabled={!chosen || send.isPending}>
            {t("candidateEvaluations.send")}
          </Button>
        </div>
      ) : null}
      {send.error ? <p role="alert">{refusal?.message ?? t("candidateEvaluations.sendFailed")}</p> : null}
      {sent.data && sent.data.requests.length === 0 ? (
        <p className={css.muted}>{t("candidateEvaluations.noneSent")}</p>
      ) : null}
      {sent.data?.requests.map((request) => (
        <section key={request.id} aria-label={request.evaluation_title}>
          <h3 className={css.sectionTitle}>{request.evaluation_title}</h3>
          <p className={css.muted}>
            {request.answered_at
              ? t("candidateEvaluations.answeredAt", { date: formatDateTime(request.answered_at) })
              : t("candidateEvaluations.waiting", { date: formatDateTime(request.sent_at) })}
          </p>
          {request.answered_at ? (
            <ApplyAnswers
              value={request.answers}
              fileUrl={(fileId) => `${API_PREFIX}/recruiters/data_files/${fileId}`}
            />
          ) : null}
        </section>
      ))}
    </Card>
  );
}
