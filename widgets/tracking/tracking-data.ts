// The data block of <shop-tracking> (docs/elements/tracking.md).
import * as v from "valibot";
import { baseUrlField, languageField } from "../../core/element/data-block.ts";

export const TrackingDataSchema = v.object({
  language: languageField,
  baseUrl: baseUrlField,
});
export type TrackingData = v.InferOutput<typeof TrackingDataSchema>;
