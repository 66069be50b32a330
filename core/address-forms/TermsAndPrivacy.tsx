// The two confirmations a customer gives before ordering or registering (section 5: terms and privacy
// required), each a checkbox whose label links to its page. One wording for the checkout and the
// registration; its texts are the address kit's, which both forms load. Their one message ("Bitte
// bestätigen Sie die AGB und die Datenschutzerklärung.") shows once, under both boxes; each box not
// yet ticked points at it (aria-invalid, aria-describedby).
import { Trans } from "@lingui/react/macro";
import { Checkbox } from "../forms/Checkbox.tsx";
import { ErrorText } from "../forms/FieldParts.tsx";
import type { FieldError } from "../forms/field-messages.ts";

export interface Confirmation {
  checked: boolean;
  onChange: (checked: boolean) => void;
  /** The box is among those the message is about. */
  invalid?: boolean;
}

export interface TermsAndPrivacyProps {
  /** Unique in the shadow root: the checkboxes are `<prefix>-terms` and `<prefix>-privacy`, the message `<prefix>-confirm-error`. */
  prefix: string;
  termsUrl: string;
  privacyUrl: string;
  terms: Confirmation;
  privacy: Confirmation;
  /** The one message for both boxes, or none. */
  error?: FieldError | null | undefined;
}

export function TermsAndPrivacy({ prefix, termsUrl, privacyUrl, terms, privacy, error }: TermsAndPrivacyProps) {
  const errorId = `${prefix}-confirm-error`;
  const box = ({ checked, onChange, invalid }: Confirmation) => ({ checked, onChange, invalidBy: error && invalid ? errorId : undefined });
  return (
    <div className="confirmations">
      <Checkbox
        id={`${prefix}-terms`}
        required
        {...box(terms)}
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
        {...box(privacy)}
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
      <ErrorText id={errorId} error={error} />
    </div>
  );
}
