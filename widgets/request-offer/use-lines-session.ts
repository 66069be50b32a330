// The session whose order items the offer requests: the visitor's cart, a configurator's offer session
// (the data block's `session`), or for a handed-over article the session that holds it
// (article-session.ts), ready once the article is an order item there.
import { useStore } from "@nanostores/react";
import { getSessionId } from "../../core/state/session-id.ts";
import { $company } from "../../core/state/stores.ts";
import { useRequest } from "../../core/ui/use-request.ts";
import { ensureArticleSession } from "./article-session.ts";
import type { OfferData } from "./offer-data.ts";

export type LinesSession = { status: "loading" } | { status: "error"; error: unknown } | { status: "ready"; sessionId: string };

export function useLinesSession(data: OfferData): [LinesSession, () => void] {
  const companyId = useStore($company)?.company.id ?? null;
  const { baseUrl, language, geoLocation, session } = data;
  const article = session ? undefined : data.article;
  // A new company or country keeps the session on screen until the article is in the new one.
  const { state, reload } = useRequest(
    article ? (signal) => ensureArticleSession({ baseUrl, signal, language, article, companyId, country: geoLocation }) : null,
    [baseUrl, language, article, geoLocation, companyId],
    { keep: true },
  );

  if (session) return [{ status: "ready", sessionId: session }, () => undefined];
  // The cart's session is read on every render: after a request it is finished and a new one starts.
  if (!article) return [{ status: "ready", sessionId: getSessionId() }, () => undefined];
  return [state.status === "ready" ? { status: "ready", sessionId: state.data } : state, reload];
}
