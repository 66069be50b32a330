// Adding to the cart goes through loading, then success or failure (section 4). One request at a
// time: a double click sends one request. The action's code loads on intent (hover, focus, touch).
import { useLingui } from "@lingui/react/macro";
import { useRef, useState } from "react";
import type { AddToCart } from "./add-to-cart.ts";

export const preloadAddToCart = () => import("./add-to-cart.ts");

export function useAddToCart() {
  const { t } = useLingui();
  const [adding, setAdding] = useState(false);
  const [broken, setBroken] = useState(false);
  const busy = useRef(false); // state updates are async; the ref closes the gap between two clicks

  const add = async (line: Omit<AddToCart, "texts">) => {
    if (busy.current) return;
    busy.current = true;
    setAdding(true);
    setBroken(false);
    const texts = { added: t`Artikel wurde zum Warenkorb hinzugefügt`, failed: t`Es ist ein unbekannter Fehler aufgetreten. Bitte versuchen Sie es später.` };
    try {
      const { addToCart } = await preloadAddToCart();
      await addToCart({ ...line, texts });
    } catch (error) {
      // The action's own code did not load (network down): say so next to the button.
      console.error("[shop-widgets] cannot load the add-to-cart action", error);
      setBroken(true);
    } finally {
      busy.current = false;
      setAdding(false);
    }
  };

  return { adding, broken, add };
}
