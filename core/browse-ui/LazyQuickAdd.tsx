// The lists' quick add (QuickAdd.tsx: stepper, quantity rules, the add to the cart with its toast)
// comes in a chunk of its own, asked for when a list with quick adds first renders, beside the rows'
// prices: the list's first screen does not wait for it (issue 21's size budget). Until it is there a
// card keeps the quick add's place (`reserve`); if it cannot be loaded, the card leads to the product
// page, where the article can be bought.
import { useLingui } from "@lingui/react/macro";
import type { ReactNode } from "react";
import { LazyPart } from "../ui/LazyPart.tsx";
import type { QuickAddProps } from "./QuickAdd.tsx";

/** Loads the quick add (import() loads it once; a list calls this when it renders its first rows). */
export const loadQuickAdd = () => import("./QuickAdd.tsx").then((module) => module.QuickAdd);

export function LazyQuickAdd({ reserve, ...props }: QuickAddProps & { reserve: ReactNode }) {
  const { t } = useLingui();
  const toProduct = (
    <a className="quick-add-request" href={props.productUrl}>
      {t`Zum Artikel`}
    </a>
  );
  return <LazyPart load={loadQuickAdd} props={props} placeholder={reserve} failed={toProduct} />;
}
