import { getPublicMilestones } from "@seleta/api-client";
import { Timeline } from "@seleta/domain/site-widgets";
import { useIntl } from "react-intl";
import { pageData } from "../../pageData";
import { publicPageMeta } from "../site/pageMeta";
import type { Route } from "./+types/history";
import { langIfOther } from "./contentFormat";
import * as styles from "./contentPage.css";
import { contentPageServices } from "./contentPage.server";

export async function loader(args: Route.LoaderArgs) {
  const services = contentPageServices(args);
  return {
    list: await pageData(getPublicMilestones(services.http)),
    title: services.text("content.history.title"),
    description: services.text("content.history.lead"),
  };
}

export const meta: Route.MetaFunction = ({ matches, data }) =>
  publicPageMeta(matches, {
    title: data?.title ?? "",
    description: data?.description ?? "",
    path: "/home/nossa-trajetoria",
  });

/** Spec §2 `/home/nossa-trajetoria`: the firm's history, oldest first. */
export default function History({ loaderData }: Route.ComponentProps) {
  const intl = useIntl();
  const { list } = loaderData;
  return (
    <main className={styles.page}>
      <header className={styles.pageHeader}>
        <h1 className={styles.title}>{loaderData.title}</h1>
        <p className={styles.lead}>{loaderData.description}</p>
      </header>
      {list.milestones.length === 0 ? (
        <p className={styles.empty}>{intl.formatMessage({ id: "content.empty" })}</p>
      ) : (
        <Timeline milestones={list.milestones} lang={langIfOther(list.locale, intl.locale)} />
      )}
    </main>
  );
}
