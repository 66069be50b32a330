import type { ElementMeta } from "../../core/element/element-meta.ts";
import { SwitcherDataSchema } from "./switcher-data.ts";

export const meta: ElementMeta<typeof SwitcherDataSchema> = {
  summary: "The company switcher: a modal with the logged-in contact's companies; renders nothing without a contact.",
  short: "a logged-in contact chooses the company they act for",
  schema: SwitcherDataSchema,
  data: {
    trigger: "Whether it shows its own “Firma wechseln” button; false where <shop-header> shows it. Default true.",
  },
  example: {
    language: "de",
    baseUrl: "",
    contactid: "7001",
  },
  emits: { "company-set": "A company was chosen (fired by selectCompany)." },
  listens: { "shop-open-company-switcher": "Opens the dialog (the header's switch link fires it)." },
  parts: {
    trigger: "The button that opens the dialog (with `trigger` in the data block).",
    dialog: "The dialog.",
    error: "An error message (the list failed to load, malformed data block).",
  },
};
