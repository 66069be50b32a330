import { useLingui } from "@lingui/react/macro";
import { cartUrl, shopUrl, type ThankYouData } from "./thank-you-data.ts";
import { FOCUS_HOME } from "../../core/ui/focus-keeper.ts";

/** No deal to confirm: the link named none, or the CRM does not know it. Leads back to the shop. */
export function NoDeal({ data, reason }: { data: ThankYouData; reason: "missing" | "not-found" }) {
  const { t } = useLingui();
  return (
    <section className="thank-you no-deal" aria-labelledby="thank-you-title">
      <h2 id="thank-you-title" tabIndex={-1} {...FOCUS_HOME}>
        {reason === "missing" ? t`Keine Bestellung angegeben` : t`Bestellung nicht gefunden`}
      </h2>
      <p>
        {reason === "missing"
          ? t`Diese Seite bestätigt eine Bestellung oder Anfrage. Der Link, über den Sie gekommen sind, nennt keine.`
          : t`Zu diesem Link finden wir keine Bestellung und keine Anfrage. Ihre Bestellnummer und alle Angaben finden Sie auch in Ihrer Bestätigungs-E-Mail.`}
      </p>
      <p className="links">
        <a href={shopUrl(data)}>{t`Zum Shop`}</a>
        <a href={cartUrl(data)}>{t`Zum Warenkorb`}</a>
      </p>
    </section>
  );
}
