// The data block of <shop-box-configurator> (docs/elements/box-configurator.md).
import * as v from "valibot";
import { baseUrlField, languageField } from "../../core/element/data-block.ts";

export const BoxConfiguratorDataSchema = v.object({
  language: languageField,
  baseUrl: baseUrlField,
});
export type BoxConfiguratorData = v.InferOutput<typeof BoxConfiguratorDataSchema>;
