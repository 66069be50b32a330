import catalog from "../../locales/browse.ts";
import type { Kit } from "../element/kit.ts";
import css from "./quick-add.css";

/** The list's quick add (QuickAdd.tsx); its texts are in the browse catalog (core/browse-ui, core/browse), the stepper's styles in stepperKit. */
export const quickAddKit = { css, catalog } satisfies Kit;
