import { Trans } from "@lingui/react/macro";
import { shopPageUrl } from "../../core/element/shop-pages.ts";
import { Checkbox } from "../../core/forms/Checkbox.tsx";
import { registrationFieldError } from "./messages.ts";
import type { RegistrationData } from "./registration-data.ts";
import type { useRegistration } from "./use-registration.ts";

/** Terms and privacy notice, both required (the checkout's confirmations, section 5). */
export function Consents({ data, r }: { data: RegistrationData; r: ReturnType<typeof useRegistration> }) {
  return (
    <div className="consents">
      <Checkbox
        id="registration-terms"
        required
        checked={r.form.terms}
        onChange={(v) => r.change("terms", v)}
        error={registrationFieldError(r.shown.terms)}
        label={
          <Trans>
            Ich habe die{" "}
            <a href={shopPageUrl("terms", data)} target="_blank" rel="noopener">
              AGB
            </a>{" "}
            gelesen und akzeptiere sie.
          </Trans>
        }
      />
      <Checkbox
        id="registration-privacy"
        required
        checked={r.form.privacy}
        onChange={(v) => r.change("privacy", v)}
        error={registrationFieldError(r.shown.privacy)}
        label={
          <Trans>
            Ich habe die{" "}
            <a href={shopPageUrl("privacy", data)} target="_blank" rel="noopener">
              Datenschutzerklärung
            </a>{" "}
            zur Kenntnis genommen.
          </Trans>
        }
      />
    </div>
  );
}
