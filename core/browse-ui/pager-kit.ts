import catalog from "../../locales/browse.ts";
import type { Kit } from "../element/kit.ts";
import css from "./pager.css";

/** The numbered pager (Pager.tsx): its styles, its texts in the browse catalog. */
export const pagerKit = { css, catalog } satisfies Kit;
