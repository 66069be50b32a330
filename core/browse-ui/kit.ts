import catalog from "../../locales/browse.ts";
import type { Kit } from "../element/kit.ts";
import offerCss from "./offer.css";
import css from "./quick-add.css";

/** The list's quick add (QuickAdd.tsx); its texts are in the browse catalog (core/browse-ui, core/browse), the stepper's styles in stepperKit. */
export const quickAddKit = { css, catalog } satisfies Kit;

/** An article's offer as every list shows it (ArticleOffer.tsx): price per unit, VAT note, pack size, availability. */
export const offerKit = { css: offerCss, catalog } satisfies Kit;
