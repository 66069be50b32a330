import catalog from "../../locales/qualities.ts";
import type { Kit } from "../element/kit.ts";

/** The trade words' explanations (core/catalog/qualities.ts): the configurators' quality notes, the lists' trade words. */
export const qualitiesKit = { css: "", catalog } satisfies Kit;
