/** The client contacts' guard, shared by the layout and every page's loader (they run side by side). */
import { requireSessionOrSignIn } from "../session";

export const clientContactSession = requireSessionOrSignIn("client_contacts");
