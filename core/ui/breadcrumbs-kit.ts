import type { Kit } from "../element/kit.ts";
import css from "./breadcrumbs.css";

/** The breadcrumb trail (Breadcrumbs.tsx); its texts are in core's catalog. */
export const breadcrumbsKit = { css } satisfies Kit;
