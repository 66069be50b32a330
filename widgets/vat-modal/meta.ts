import type { ElementMeta } from "../../core/element/element-meta.ts";

export const meta: ElementMeta = {
  summary: "The gross/net welcome modal: on a first visit in the session, asks whether prices show with VAT.",
  parts: {
    dialog: "The dialog.",
    error: "An error message (malformed data block).",
  },
};
