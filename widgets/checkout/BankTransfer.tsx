import { useLingui } from "@lingui/react/macro";
import { formatMoney } from "../../core/pricing/money.ts";
import type { BankDetails } from "../../core/payment/config.ts";
import { BankAccount } from "../../core/order-ui/BankAccount.tsx";

/**
 * Prepayment: where the shopper transfers the total to. Shown in the overview, before the order is
 * placed, since the order then goes straight on to the thank-you page; the reference is the order
 * number the shopper gets there.
 */
export function BankTransfer({ bank, totalCents, country }: { bank: BankDetails; totalCents: number; country: string }) {
  const { t } = useLingui();
  const total = formatMoney(totalCents, country);
  return (
    <section className="fact transfer" aria-labelledby="transfer-title">
      <h3 id="transfer-title">{t`Ihre Überweisung`}</h3>
      <p>{t`Bitte überweisen Sie ${total} an:`}</p>
      <BankAccount bank={bank} />
      <p>{t`Verwendungszweck: Ihre Bestellnummer, die Sie nach der Bestellung erhalten. Wir versenden die Ware, sobald der Betrag eingegangen ist.`}</p>
    </section>
  );
}
