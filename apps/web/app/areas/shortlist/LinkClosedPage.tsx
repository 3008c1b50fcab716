import { FormattedMessage } from "react-intl";
import type { LinkClosed } from "./linkAccess.server";
import * as css from "./shortlist.css";

/**
 * A link that opens nothing: one page for an unknown, a wrong, a revoked and an expired link (saying which would
 * tell a guesser what exists), another for too many tries from one address. Never a word of any record.
 */
export function LinkClosedPage({ closed }: { closed: LinkClosed["closed"] }) {
  return (
    <section className={css.closed} aria-labelledby="shortlist-closed-title">
      <h1 id="shortlist-closed-title" className={css.title}>
        <FormattedMessage id={`shortlistLink.${closed}.title`} />
      </h1>
      <p className={css.lead}>
        <FormattedMessage id={`shortlistLink.${closed}.lead`} />
      </p>
    </section>
  );
}
