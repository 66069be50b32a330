import type { ElementMeta } from "../../core/element/element-meta.ts";
import { VatModalDataSchema } from "./vat-modal-data.ts";

export const meta: ElementMeta<typeof VatModalDataSchema> = {
  summary: "The gross/net welcome modal: on a first visit in the session, asks whether prices show with VAT.",
  short: "asks once per session whether prices show with or without VAT",
  schema: VatModalDataSchema,
  data: {
    baseUrl: "Unused: the modal makes no request.",
    loggedIn: "Whether the visitor is a logged-in contact: then it waits for a company before asking.",
  },
  example: {
    language: "de",
    loggedIn: false,
  },
  parts: {
    dialog: "The dialog.",
    error: "An error message (malformed data block).",
  },
};
