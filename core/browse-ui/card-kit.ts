import catalog from "../../locales/browse.ts";
import type { Kit } from "../element/kit.ts";
import css from "./article-card.css";

/** The article card and its grid (ArticleCard.tsx), with the quick add it may hold (list quickAddKit and stepperKit too). */
export const articleCardKit = { css, catalog } satisfies Kit;
