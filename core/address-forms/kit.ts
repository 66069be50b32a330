import catalog from "../../locales/address-forms.ts";
import type { Kit } from "../element/kit.ts";
import css from "./address-fields.css";

/** The address block (AddressFields.tsx): its layout and its texts; it renders core/forms' fields too (formsKit). */
export const addressFormsKit = { css, catalog } satisfies Kit;
