// The data block of <shop-tracking> (docs/elements/tracking.md).
import * as v from "valibot";
import { flag, optionalId } from "../../core/api/coerce.ts";
import { apiRootField, baseUrlField, languageField } from "../../core/element/data-block.ts";
import { pageUrlField } from "../../core/element/shop-pages.ts";

/**
 * A carrier's entry: another name or tracking page template for DHL, DPD or UPS, or a carrier of the
 * shop's own (core/tracking/carriers.ts). The filled template is checked when it becomes a link.
 */
const CarrierOverrideSchema = v.object({
  name: v.optional(v.pipe(v.string(), v.trim(), v.nonEmpty())),
  trackingUrl: v.optional(
    v.pipe(
      v.string(),
      v.trim(),
      v.check((s) => s.includes("{number}"), "Expected a template with {number}"),
    ),
  ),
});

export const TrackingDataSchema = v.object({
  language: languageField,
  baseUrl: baseUrlField,
  apiRoot: apiRootField,
  /** A logged-in contact sees their recent orders (GET delivery?contactId=). */
  loggedIn: v.optional(flag(), false),
  contactid: v.optional(optionalId(), null),
  /** Carriers by lower-case code: changes to the defaults and the shop's own carriers. */
  carriers: v.optional(
    v.record(v.pipe(v.string(), v.regex(/^[a-z0-9-]{2,20}$/, "Expected a lower-case carrier code")), CarrierOverrideSchema),
    {},
  ),
  /** Where "contact us" leads (a returned parcel); default /dialog. */
  contactUrl: pageUrlField,
});
export type TrackingData = v.InferOutput<typeof TrackingDataSchema>;

/** The contact whose orders the element lists, or null for a guest. */
export const contactOf = (data: TrackingData): string | null => (data.loggedIn ? data.contactid : null);
