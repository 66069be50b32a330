import type { ElementMeta } from "../../core/element/element-meta.ts";
import { RegistrationDataSchema } from "./registration-data.ts";

// Its public API beyond the data block (npm run docs:api writes the tables of docs/elements/registration.md).
export const meta: ElementMeta<typeof RegistrationDataSchema> = {
  summary:
    "Registration of a new customer (private or company, with the checkout's address rules and EU VAT ID checks) or online access for an existing one by customer number; both end in the CMS membership's invitation e-mail to set a password.",
  short: "an online account for a new or an existing customer",
  schema: RegistrationDataSchema,
  data: {
    geoLocation: "The visitor's country, two letters; default de: preselected as the address's country.",
    countries: "The ISO codes a new customer may choose, as a JSON list (any case); default all.",
  },
  example: {
    language: "de",
    baseUrl: "",
    geoLocation: "de",
    countries: ["DE", "AT", "FR", "LU", "MC"],
  },
  parts: {
    content: "The element's section.",
    error: "An error message (malformed data block, a failed registration).",
  },
  cssProperties: { "--shop-registration-min-height": "Space reserved while the element loads." },
};
