// The session whose order items the offer requests: the visitor's cart, or for a handed-over article
// the session that holds it (article-session.ts), ready once the article is an order item there.
import { useStore } from "@nanostores/react";
import { useEffect, useState } from "react";
import { getSessionId } from "../../core/state/session-id.ts";
import { $company } from "../../core/state/stores.ts";
import { ensureArticleSession } from "./article-session.ts";
import type { OfferData } from "./offer-data.ts";

export type LinesSession = { status: "loading" } | { status: "error"; error: unknown } | { status: "ready"; sessionId: string };

export function useLinesSession(data: OfferData): [LinesSession, () => void] {
  const companyId = useStore($company)?.company.id ?? null;
  const [state, setState] = useState<LinesSession>({ status: "loading" });
  const [attempt, setAttempt] = useState(0);
  const { baseUrl, language, article, geoLocation } = data;

  useEffect(() => {
    if (!article) return undefined;
    const controller = new AbortController();
    ensureArticleSession({ baseUrl, signal: controller.signal, language, article, companyId, country: geoLocation }).then(
      (sessionId) => !controller.signal.aborted && setState({ status: "ready", sessionId }),
      (error: unknown) => !controller.signal.aborted && setState({ status: "error", error }),
    );
    return () => controller.abort();
  }, [baseUrl, language, article, geoLocation, companyId, attempt]);

  // The cart's session is read on every render: after a request it is finished and a new one starts.
  if (!article) return [{ status: "ready", sessionId: getSessionId() }, () => undefined];
  return [
    state,
    () => {
      setState({ status: "loading" });
      setAttempt((n) => n + 1);
    },
  ];
}
