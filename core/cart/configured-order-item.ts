// The order-items/post body of a configured box or mat (docs/decisions/configurator-ordering.md), apart
// from the catalogue article's body (order-item.ts) so the pages without a configurator do not load it.
import type { Configuration } from "../api/configuration.ts";
import type { OrderItemBody } from "../api/request-schemas.ts";

/** A configured box or mat as an article: what it is, how it reads and which CRM article it is ordered as. */
export interface ConfiguredArticle {
  configuration: Configuration;
  /** The configurator URL's query that restores it (without quantity and unit): the item's configuration_query. */
  query: string;
  /** The readable line (core/configurator/describe.ts): the item's `artikel` and `description`. */
  label: string;
  /** The type's CRM article (article_id, artikel_nummer of the order item). */
  articleId: string;
  articleNumber: string;
  /** Above the parcel limit (core/configurator/bulky.ts): only on request, sperrgut_artikel. */
  bulky: boolean;
}

/** What a configured article needs to become an order item besides the amount and session. */
export interface ConfiguredLine extends ConfiguredArticle {
  /** Net weight of one piece in kilograms (the price answer's weightKg). */
  weightKg: number;
  /** The unit the amount counts, as the configurator shows it ("Stück"). */
  unit: string;
}

/**
 * The order-items/post body of a configured article: the configuration and its query carried in the
 * item, the readable line as `artikel`, the net unit price of the applied scale entry as `preis`.
 * A configured article is made to order, never a remnant; it has no picture of its own.
 */
export function configuredOrderItemBody(args: {
  line: ConfiguredLine;
  amount: number;
  unitCents: number;
  sessionId: string;
  companyId: string | null;
  slug: string;
}): OrderItemBody {
  const { line } = args;
  return {
    volume: "",
    artikel_nummer: line.articleNumber,
    article_slug: args.slug,
    artikel: line.label,
    menge: args.amount,
    sessionid: args.sessionId,
    preis: args.unitCents / 100,
    nettogewicht: String(line.weightKg),
    einheit: line.unit,
    image_url: "",
    article_id: line.articleId,
    companyId: args.companyId,
    description: line.label,
    sperrgut_artikel: line.bulky,
    restant: "false",
    configuration: line.configuration,
    configuration_query: line.query,
  };
}
