// Adding to the cart goes through loading, then success or failure (section 4). One request at a
// time: a double click sends one request.
import { useLingui } from "@lingui/react/macro";
import { useRef, useState } from "react";
import { postOrderItem, type OrderItemBody } from "../../core/api/endpoints.ts";
import { emit } from "../../core/events.ts";
import { showToast } from "../../core/ui/toasts.ts";

export function useAddToCart(baseUrl: string) {
  const { t } = useLingui();
  const [adding, setAdding] = useState(false);
  const busy = useRef(false); // state updates are async; the ref closes the gap between two clicks

  const add = async (body: OrderItemBody) => {
    if (busy.current) return;
    busy.current = true;
    setAdding(true);
    try {
      await postOrderItem({ baseUrl, body });
      showToast(t`Artikel wurde zum Warenkorb hinzugefügt`, "success");
      emit("ordersAmountEvent", { amount: 1 });
    } catch {
      showToast(t`Es ist ein unbekannter Fehler aufgetreten. Bitte versuchen Sie es später.`, "error");
    } finally {
      busy.current = false;
      setAdding(false);
    }
  };

  return { adding, add };
}
