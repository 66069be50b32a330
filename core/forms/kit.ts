import catalog from "../../locales/forms.ts";
import type { Kit } from "../element/kit.ts";
import css from "./forms.css";

/** The form pieces of this folder: fields, radios, checkboxes (styles alone: style-kit.ts; the address block: core/address-forms/kit.ts). */
export const formsKit = { css, catalog } satisfies Kit;
