import { useShopError } from "../analytics/shop-error.ts";
import { useLingui } from "@lingui/react/macro";
import { ApiError, isUnknownItem, reachOf } from "../api/client.ts";
import { FOCUS_HOME } from "./focus-keeper.ts";

/** Asking again cannot bring back something the shop does not know (a 404, an unknown article). */
function retryCanHelp(error: unknown): boolean {
  return error !== "not-found" && !isUnknownItem(error);
}

/**
 * A visible, translated error inside an element. Only a browser that is offline speaks of the
 * shopper's connection; a service that cannot be reached (refused, blocked, missing: core/api/failure.ts)
 * and server failures say what to do; a schema-failing answer falls back to the generic text of
 * section 8. The retry button shows only where a retry can help; when a retry that failed again
 * brings the notice back, focus lands on it (FOCUS_HOME).
 */
export function ErrorNotice({ error, onRetry }: { error?: unknown; onRetry?: () => void }) {
  const { t } = useLingui();
  useShopError(error ?? "unknown");
  let text = t`Es scheint ein Fehler aufgetreten zu sein.`;
  const reach = reachOf(error);
  if (reach === "offline") text = t`Keine Verbindung zum Shop. Bitte prüfen Sie Ihre Internetverbindung und versuchen Sie es erneut.`;
  else if (reach === "unreachable") text = t`Der Shop-Dienst ist gerade nicht erreichbar. Bitte versuchen Sie es später noch einmal.`;
  else if (error instanceof ApiError && error.kind === "http" && (error.status ?? 0) >= 500)
    text = t`Der Shop ist gerade nicht erreichbar. Bitte versuchen Sie es später noch einmal.`;
  else if (error === "not-found") text = t`Dieser Artikel ist nicht verfügbar.`;
  else if (error === "no-prices") text = t`Für diesen Artikel ist derzeit kein Preis hinterlegt. Bitte fragen Sie uns an.`;
  return (
    <div className="alert" role="alert" part="error">
      <p>{text}</p>
      {onRetry && retryCanHelp(error) && (
        <button type="button" onClick={onRetry} {...FOCUS_HOME}>
          {t`Erneut versuchen`}
        </button>
      )}
    </div>
  );
}
