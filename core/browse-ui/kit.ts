import catalog from "../../locales/browse.ts";
import type { Kit } from "../element/kit.ts";
import cardCss from "./article-card.css";
import css from "./quick-add.css";

/** The list's quick add (QuickAdd.tsx); its texts are in the browse catalog (core/browse-ui, core/browse), the stepper's styles in stepperKit. */
export const quickAddKit = { css, catalog } satisfies Kit;

/** The article card and its rows (ArticleCard.tsx), with the quick add it may hold (list quickAddKit and stepperKit too). */
export const articleCardKit = { css: cardCss, catalog } satisfies Kit;
