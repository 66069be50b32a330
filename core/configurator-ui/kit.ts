import catalog from "../../locales/configurator.ts";
import type { Kit } from "../element/kit.ts";
import { formsKit } from "../forms/kit.ts";
import { orderKit } from "../order-ui/kit.ts";
import { stepperKit } from "../ui/stepper-kit.ts";
import css from "./configurator-ui.css";

/**
 * The configurators' pieces of this folder: length field, unit toggle, quality note, live price,
 * order actions; their texts and those of core/configurator/ (the qualities) are in this catalog.
 */
export const configuratorKit = { css, catalog } satisfies Kit;

/**
 * Every kit a configurator element lists: the pieces here build on the form fields' styles
 * (core/forms), the quantity stepper (core/ui) and the offer reasons (core/order-ui).
 */
export const configuratorKits: readonly Kit[] = [formsKit, stepperKit, orderKit, configuratorKit];
