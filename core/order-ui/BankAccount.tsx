import { useLingui } from "@lingui/react/macro";
import type { BankDetails } from "../payment/config.ts";
import { printIban } from "../payment/iban.ts";

/**
 * The shop's account for a prepayment (the checkout's overview, the thank-you page), with any
 * further rows the page adds (amount, reference). Values are not translated by the browser.
 */
export function BankAccount({ bank, extra = [] }: { bank: BankDetails; extra?: readonly [string, string][] }) {
  const { t } = useLingui();
  const rows: [string, string][] = [
    [t`Kontoinhaber`, bank.accountHolder],
    [t`IBAN`, printIban(bank.iban)],
    [t`BIC`, bank.bic],
    [t`Bank`, bank.bank],
    ...extra,
  ];
  return (
    <dl className="bank">
      {rows.map(([label, value]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd translate="no">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
