// The data block of <shop-box-configurator> (docs/elements/box-configurator.md#data-block). The CMS
// page /konfiguration writes it; a partner site writes its own with `baseUrl` naming the shop.
import * as v from "valibot";
import { optionalId } from "../../core/api/coerce.ts";
import { configuratorDataEntries } from "../../core/configurator-ui/configurator-data.ts";

/** A length of the start size, in whole millimetres. */
const startMm = v.pipe(v.number(), v.integer(), v.minValue(1));

/** The size the configurator opens with unless the block says otherwise: an archive box for A4 documents. */
export const BOX_START_SIZE = { length: 320, width: 240, height: 100 };

export const BoxConfiguratorDataSchema = v.object({
  ...configuratorDataEntries,
  /** The category chosen first when the URL names none. */
  categoryId: optionalId(),
  /** The box type chosen first (a type of `categoryId`, or of the first category) when the URL names none. */
  boxId: optionalId(),
  /**
   * The inner size (mm) the fields open with when the URL names none, fitted into the first type's
   * ranges and rules, so a price shows at once; null opens them empty. Default: BOX_START_SIZE.
   */
  startSize: v.optional(
    v.nullable(v.object({ length: startMm, width: startMm, height: v.optional(v.nullable(startMm), null) })),
    BOX_START_SIZE,
  ),
});
export type BoxConfiguratorData = v.InferOutput<typeof BoxConfiguratorDataSchema>;
