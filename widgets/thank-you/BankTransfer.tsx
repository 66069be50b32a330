import { useLingui } from "@lingui/react/macro";
import type { BankDetails } from "../../core/payment/config.ts";
import { BankAccount } from "../../core/order-ui/BankAccount.tsx";

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
        <BankAccount
          bank={bank}
          extra={[
            [t`Betrag`, total],
            [t`Verwendungszweck`, reference],
          ]}
        />
      ) : (
        <p>{t`Unsere Bankverbindung finden Sie in Ihrer Bestellbestätigung per E-Mail.`}</p>
      )}
    </>
  );
}
