// The two confirmations a customer gives before ordering or registering (section 5: terms and privacy
// required), each a checkbox whose label links to its page. One wording for the checkout and the
// registration; its texts are the address kit's, which both forms load.
import { Trans } from "@lingui/react/macro";
import { Checkbox } from "../forms/Checkbox.tsx";
import type { FieldError } from "../forms/field-messages.ts";

export interface Confirmation {
  checked: boolean;
  onChange: (checked: boolean) => void;
  error?: FieldError | null | undefined;
}

export interface TermsAndPrivacyProps {
  /** Unique in the shadow root: the checkboxes are `<prefix>-terms` and `<prefix>-privacy`. */
  prefix: string;
  termsUrl: string;
  privacyUrl: string;
  terms: Confirmation;
  privacy: Confirmation;
}

export function TermsAndPrivacy({ prefix, termsUrl, privacyUrl, terms, privacy }: TermsAndPrivacyProps) {
  return (
    <>
      <Checkbox
        id={`${prefix}-terms`}
        required
        {...terms}
        label={
          <Trans>
            Ich habe die{" "}
            <a href={termsUrl} target="_blank" rel="noopener">
              AGB
            </a>{" "}
            gelesen und akzeptiere sie.
          </Trans>
        }
      />
      <Checkbox
        id={`${prefix}-privacy`}
        required
        {...privacy}
        label={
          <Trans>
            Ich habe die{" "}
            <a href={privacyUrl} target="_blank" rel="noopener">
              Datenschutzerklärung
            </a>{" "}
            zur Kenntnis genommen.
          </Trans>
        }
      />
    </>
  );
}
