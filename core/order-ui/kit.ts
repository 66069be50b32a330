import catalog from "../../locales/order.ts";
import type { Kit } from "../element/kit.ts";
import css from "./order-ui.css";

/** The order pieces of this folder: lines table, totals, address summary, bank account, offer reasons. */
export const orderKit = { css, catalog } satisfies Kit;
