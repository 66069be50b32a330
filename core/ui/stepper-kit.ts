import type { Kit } from "../element/kit.ts";
import css from "./quantity-stepper.css";

/** The quantity stepper (QuantityStepper.tsx); its texts are in core's catalog. */
export const stepperKit = { css } satisfies Kit;
