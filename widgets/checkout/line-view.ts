import type { CartLine } from "../../core/api/cart.ts";
import { lineNet, lineUnitNet } from "../../core/cart/cart-lines.ts";
import type { OrderLineView } from "../../core/order-ui/OrderLinesTable.tsx";

/** An order summary's line as the lines table shows it (the overview, the summary beside the steps). */
export const lineView = (line: CartLine): OrderLineView => ({
  key: line.id,
  name: line.artikel,
  articleNumber: line.artikel_nummer,
  amount: line.menge,
  unit: line.einheit,
  unitNetCents: lineUnitNet(line),
  lineNetCents: lineNet(line),
});
