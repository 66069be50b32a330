import type { Kit } from "../element/kit.ts";
import css from "./no-picture.css";

/** The mark where an article has no picture (NoPicture.tsx); no texts of its own. */
export const pictureKit = { css } satisfies Kit;
