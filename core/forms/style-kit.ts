import type { Kit } from "../element/kit.ts";
import css from "./forms.css";

/**
 * The form pieces' styles alone, for elements whose fields show no message of this folder's catalog
 * (the configurators: their fields' messages are their own): the catalog stays off their pages.
 */
export const formStylesKit = { css } satisfies Kit;
