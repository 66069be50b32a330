import catalog from "../../locales/configurator.ts";
import type { Kit } from "../element/kit.ts";
import { formStylesKit } from "../forms/style-kit.ts";
import { orderKit } from "../order-ui/kit.ts";
import { qualitiesKit } from "../ui/qualities-kit.ts";
import { stepperKit } from "../ui/stepper-kit.ts";
import css from "./configurator-ui.css";

/**
 * The configurators' pieces of this folder: length field, unit toggle, quality note, live price,
 * order actions; their texts and those of core/configurator/ are in this catalog (the qualities' in qualitiesKit).
 */
export const configuratorKit = { css, catalog } satisfies Kit;

/**
 * Every kit a configurator element lists: the pieces here build on the form fields' styles
 * (core/forms; not its catalog: no field of theirs shows one of its messages), the quantity stepper
 * (core/ui) and the offer reasons (core/order-ui).
 */
export const configuratorKits: readonly Kit[] = [formStylesKit, stepperKit, orderKit, qualitiesKit, configuratorKit];
