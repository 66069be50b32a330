// The checkout errors of section 8, as field errors (core/forms shows and announces them).
import { msg } from "@lingui/core/macro";

export const CHECKOUT_ERRORS = {
  noProvider: msg`Bitte wählen Sie eine Zahlungsart aus.`,
  checkPaymentAndDelivery: msg`Bitte überprüfen Sie Ihre Zahlungs- und Lieferinformationen.`,
  cardIncomplete: msg`Ihre Kreditkartendaten sind unvollständig.`,
  confirmTermsAndPrivacy: msg`Bitte bestätigen Sie die AGB und die Datenschutzerklärung.`,
};
