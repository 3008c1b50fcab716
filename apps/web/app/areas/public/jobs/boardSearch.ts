/**
 * The board's search as the list page runs it: the API reads a visitor's query leniently (what it cannot use is
 * dropped and named in `notices`), and should it refuse one all the same (a 4xx), the page shows the whole board
 * and says the search was not understood, never an error page. A 5xx is the server's failure and stays one.
 */
import { isApiError, type PublicJobQuery } from "@seleta/api-client";
import type { PublicJobListAnswer } from "@seleta/domain/wire";

export type BoardSearch = { answer: PublicJobListAnswer; unreadable: boolean };

export async function searchBoard(
  search: (query: PublicJobQuery) => Promise<PublicJobListAnswer>,
  query: PublicJobQuery,
): Promise<BoardSearch> {
  try {
    return { answer: await search(query), unreadable: false };
  } catch (error) {
    if (!isApiError(error) || error.status >= 500) throw error;
    return { answer: await search({}), unreadable: true };
  }
}
