// The data block of <shop-mat-configurator> (docs/elements/mat-configurator.md#data-block). A partner
// site's block names the shop in `baseUrl`; its links then lead to the shop's pages.
import * as v from "valibot";
import { idLike, optionalId } from "../../core/api/coerce.ts";
import { configuratorDataEntries } from "../../core/configurator-ui/configurator-data.ts";

/** The shop's article "Passepartout nach Maß" (docs/elements/mat-configurator.md#data-block). */
export const MAT_ARTICLE = { id: "3901", number: "PP-KONF" } as const;

export const MatConfiguratorDataSchema = v.object({
  ...configuratorDataEntries,
  /** The board chosen at first (a link in the URL wins); the first board by default. */
  materialId: optionalId(),
  /** The standard format chosen at first; a custom size by default. */
  formatId: optionalId(),
  /**
   * The CRM article a made-to-measure mat is ordered as (the order item's article_id and
   * artikel_nummer); the configuration it carries says what is made.
   */
  articleId: v.optional(idLike(), MAT_ARTICLE.id),
  articleNumber: v.optional(v.pipe(v.string(), v.trim(), v.nonEmpty()), MAT_ARTICLE.number),
});
export type MatConfiguratorData = v.InferOutput<typeof MatConfiguratorDataSchema>;
