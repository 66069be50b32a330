import { useLingui } from "@lingui/react/macro";
import { isUnknownItem } from "../../core/api/client.ts";
import { shopPageUrl } from "../../core/element/shop-pages.ts";
import type { Lang } from "../../core/element/data-block.ts";
import { ErrorNotice } from "../../core/ui/ErrorNotice.tsx";

/** "not-found": the API answered 404 or the tree does not hold the id. */
export const NOT_FOUND = "not-found";

/**
 * A category that could not be shown: an unknown id says so and leads to the shop's start (a retry
 * cannot help); any other failure (server, network, an answer that breaks the schema) is the shared
 * error notice with its retry. The client has logged the failure already.
 */
export function CategoryProblem({ error, onRetry, language }: { error: unknown; onRetry: () => void; language: Lang }) {
  const { t } = useLingui();
  const unknown = error === NOT_FOUND || isUnknownItem(error);
  if (!unknown) return <ErrorNotice error={error} onRetry={onRetry} />;
  return (
    <div className="alert" role="alert" part="error">
      <p>{t`Diese Kategorie gibt es nicht (mehr).`}</p>
      <a href={shopPageUrl("shop", { language })}>{t`Zur Startseite des Shops`}</a>
    </div>
  );
}
