import { useLingui } from "@lingui/react/macro";
import { useLayoutEffect, useRef } from "react";
import type { RegistrationAnswer } from "../../core/api/registration.ts";
import { shopPageUrl } from "../../core/element/shop-pages.ts";
import { normalizeCustomerNumber } from "../../core/registration/customer-number.ts";
import type { RegistrationForm } from "../../core/registration/registration-form.ts";
import { BreakableText } from "../../core/ui/BreakableText.tsx";
import { FOCUS_HOME } from "../../core/ui/focus-keeper.ts";
import { PRICES_BY_VAT_ID } from "./messages.ts";
import type { RegistrationData } from "./registration-data.ts";

/**
 * What happens next: the invitation e-mail to set a password, what the account is, which prices the
 * customer will see (the answer's vatReview, section 6) and what the sales team does.
 */
export function Confirmation({ data, answer, form }: { data: RegistrationData; answer: RegistrationAnswer; form: RegistrationForm }) {
  const { t, i18n } = useLingui();
  const headingRef = useRef<HTMLHeadingElement>(null);
  // The form and its button are gone: keyboard and screen-reader users continue at the heading.
  useLayoutEffect(() => headingRef.current?.focus(), []);
  const email = answer.email;
  const company = form.path === "new" && form.address.customerType === "company";
  const account = answer.companyName ?? normalizeCustomerNumber(form.customerNumber);
  return (
    <div className="registration-done">
      <h2 id="registration-done-title" tabIndex={-1} ref={headingRef} {...FOCUS_HOME} aria-describedby="registration-done-mail">
        {form.path === "existing" ? t`Ihr Online-Zugang ist beantragt` : t`Vielen Dank für Ihre Registrierung`}
      </h2>
      <p id="registration-done-mail" role="status">
        <BreakableText
          text={email}
          sentence={t`Wir haben Ihnen eine E-Mail an ${email} geschickt. Folgen Sie dem Link darin, um Ihr Passwort festzulegen.`}
        />
      </p>
      <ul className="next-steps">
        {form.path === "existing" ? (
          <li>{t`Ihr Zugang gehört zu Ihrem Kundenkonto ${account}: Ihre vereinbarten Preise und Konditionen gelten auch im Online-Shop.`}</li>
        ) : (
          <li>{t`Ihr Kundenkonto ist angelegt. Nach dem Festlegen des Passworts können Sie sich anmelden und bestellen.`}</li>
        )}
        <li>{i18n._(PRICES_BY_VAT_ID[answer.vatReview])}</li>
        {company && <li>{t`Unser Vertrieb prüft Ihre Firmendaten und meldet sich bei Ihnen, falls etwas fehlt.`}</li>}
        {company && form.invoice.apply && (
          <li>{t`Ihren Antrag auf Kauf auf Rechnung prüft unser Vertrieb; das Ergebnis schicken wir Ihnen per E-Mail.`}</li>
        )}
        <li>{t`Keine E-Mail erhalten? Bitte sehen Sie auch im Spam-Ordner nach.`}</li>
      </ul>
      <p>
        <a className="button primary" href={shopPageUrl("shop", data)}>
          {t`Weiter einkaufen`}
        </a>
      </p>
    </div>
  );
}
