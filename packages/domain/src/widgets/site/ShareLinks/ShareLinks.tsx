import { ExternalLinkIcon, MailIcon } from "@seleta/ui";
import { useId } from "react";
import { useMessage } from "../../useMessage";
import { SHARE_NETWORKS, shareHref } from "../jobBoard/jobBoardLinks";
import { jobBoardMessages } from "../jobBoard/messages";
import * as styles from "./ShareLinks.css";

const M = jobBoardMessages.messages;

export type ShareLinksProps = {
  /** The page's canonical, absolute URL: what is shared. */
  url: string;
  /** What the shared link says (the job's title). */
  title: string;
};

/**
 * Plain share links (no network's script on our page): LinkedIn, WhatsApp and X open in a new tab, `noopener` so
 * that tab cannot reach back to this one, and their names say they open one; e-mail hands the link to the
 * visitor's mail program, in place.
 */
export function ShareLinks({ url, title }: ShareLinksProps) {
  const say = useMessage();
  const headingId = useId();
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        {say(M.share)}
      </h2>
      <ul className={styles.list}>
        {SHARE_NETWORKS.map((network) => {
          const name = say(M[`share.${network}`]);
          const href = shareHref(network, url, title);
          return (
            <li key={network}>
              {network === "email" ? (
                <a className={styles.link} href={href} aria-label={say(M.shareByEmail)}>
                  <MailIcon aria-hidden="true" width="1em" height="1em" />
                  {name}
                </a>
              ) : (
                <a
                  className={styles.link}
                  href={href}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={say(M.shareOn, { network: name })}
                >
                  {name}
                  <ExternalLinkIcon aria-hidden="true" width="0.9em" height="0.9em" />
                </a>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
