// Which of the checkout's two addresses the order goes to. No dependencies: the checkout's loader
// reads it from the stored draft as written (early.ts), the element from the checked draft (draft.ts).

/** The delivery address: the separate one if the shopper gave one, else the invoice address. */
export const deliveryAddress = <A>(draft: { separateDelivery?: unknown; invoice: A; delivery: A }): A =>
  draft.separateDelivery === true ? draft.delivery : draft.invoice;
