import { TermsAndPrivacy } from "../../core/address-forms/TermsAndPrivacy.tsx";
import { shopPageUrl } from "../../core/element/shop-pages.ts";
import { registrationFieldError } from "./messages.ts";
import type { RegistrationData } from "./registration-data.ts";
import type { useRegistration } from "./use-registration.ts";

/** Terms and privacy notice, both required (the checkout's confirmations, section 5). */
export function Consents({ data, r }: { data: RegistrationData; r: ReturnType<typeof useRegistration> }) {
  return (
    <div className="consents">
      <TermsAndPrivacy
        prefix="registration"
        termsUrl={shopPageUrl("terms", data)}
        privacyUrl={shopPageUrl("privacy", data)}
        terms={{ checked: r.form.terms, onChange: (v) => r.change("terms", v), invalid: !!r.shown.terms }}
        privacy={{ checked: r.form.privacy, onChange: (v) => r.change("privacy", v), invalid: !!r.shown.privacy }}
        error={registrationFieldError(r.shown.terms ?? r.shown.privacy)}
      />
    </div>
  );
}
