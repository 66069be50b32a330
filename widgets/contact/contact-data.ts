// The data block of <shop-contact> (docs/elements/contact.md).
import * as v from "valibot";
import { flag, numberLike, optionalId } from "../../core/api/coerce.ts";
import { CONTACT_TOPICS } from "../../core/api/contact-form.ts";
import { isTopic } from "../../core/contact/contact-form.ts";
import { MIN_FILL_SECONDS } from "../../core/contact/spam-guard.ts";
import { shopEmailField, shopPhoneField } from "../../core/element/contact-fields.ts";
import { apiRootField, baseUrlField, languageField } from "../../core/element/data-block.ts";
import { pageUrlField } from "../../core/element/shop-pages.ts";

const label = v.pipe(v.string(), v.trim(), v.nonEmpty(), v.maxLength(80));

export const ContactDataSchema = v.object({
  language: languageField,
  baseUrl: baseUrlField,
  apiRoot: apiRootField,
  loggedIn: v.optional(flag(), false),
  /** The logged-in contact: the form is prefilled from their record and the message names them. */
  contactid: v.optional(optionalId(), null),
  /** The topic chosen at the start ('' for none); a page's `?topic=` wins. */
  topic: v.optional(
    v.pipe(
      v.string(),
      v.trim(),
      v.check((s) => s === "" || isTopic(s), `Expected one of ${CONTACT_TOPICS.join(", ")}`),
    ),
    "",
  ),
  /** The shop's own words for some topics, in the block's language (the topics themselves are fixed). */
  topicLabels: v.optional(v.record(v.picklist(CONTACT_TOPICS), label), {}),
  privacyUrl: pageUrlField,
  /** The shop's e-mail address and phone number, offered when a message cannot be sent. */
  contactEmail: shopEmailField,
  contactPhone: shopPhoneField,
  /** Seconds a person needs at least before sending (core/contact/spam-guard.ts). */
  minFillSeconds: v.optional(v.pipe(numberLike(), v.minValue(0), v.maxValue(60)), MIN_FILL_SECONDS),
});
export type ContactData = v.InferOutput<typeof ContactDataSchema>;
