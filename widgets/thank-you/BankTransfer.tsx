import { useLingui } from "@lingui/react/macro";
import type { BankDetails } from "../../core/payment/config.ts";
import { printIban } from "../../core/payment/iban.ts";

/** Prepayment: what to transfer, with the order number as the reference, to the shop's account. */
export function BankTransfer({ bank, total, reference }: { bank: BankDetails | undefined; total: string; reference: string }) {
  const { t } = useLingui();
  return (
    <>
      <p>
        {t`Bitte überweisen Sie ${total} auf unser Konto und geben Sie als Verwendungszweck Ihre Bestellnummer ${reference} an.`}{" "}
        {t`Wir versenden Ihre Bestellung, sobald Ihre Zahlung eingegangen ist.`}
      </p>
      {bank ? (
        <dl className="bank">
          <Row label={t`Kontoinhaber`} value={bank.accountHolder} />
          <Row label={t`IBAN`} value={printIban(bank.iban)} />
          <Row label={t`BIC`} value={bank.bic} />
          <Row label={t`Bank`} value={bank.bank} />
          <Row label={t`Betrag`} value={total} />
          <Row label={t`Verwendungszweck`} value={reference} />
        </dl>
      ) : (
        <p>{t`Unsere Bankverbindung finden Sie in Ihrer Bestellbestätigung per E-Mail.`}</p>
      )}
    </>
  );
}

function Row({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <dt>{label}</dt>
      <dd translate="no">{value}</dd>
    </div>
  );
}
