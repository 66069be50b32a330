// Invoice: nothing to pay now. The deal already carries paymentMethod 'invoice' and paymentStatus
// 'open' (core/api/deal.ts), so the CRM needs no further call; the invoice is sent with the goods.
import type { PaymentProvider } from "./types.ts";

export function invoiceProvider(): PaymentProvider {
  return { method: "invoice", needsCard: false, pay: async () => ({ status: "open" }) };
}
