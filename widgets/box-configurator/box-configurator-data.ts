// The data block of <shop-box-configurator> (docs/elements/box-configurator.md#data-block). The CMS
// page /konfiguration writes it; a partner site writes its own with `baseUrl` naming the shop.
import * as v from "valibot";
import { optionalId } from "../../core/api/coerce.ts";
import { configuratorDataEntries } from "../../core/configurator-ui/configurator-data.ts";

export const BoxConfiguratorDataSchema = v.object({
  ...configuratorDataEntries,
  /** The category chosen first when the URL names none. */
  categoryId: optionalId(),
  /** The box type chosen first (a type of `categoryId`, or of the first category) when the URL names none. */
  boxId: optionalId(),
});
export type BoxConfiguratorData = v.InferOutput<typeof BoxConfiguratorDataSchema>;
