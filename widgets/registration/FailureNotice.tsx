import { plural } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import type { ReactNode } from "react";
import { LOGIN_URL, PASSWORD_RESET_URL } from "../../core/element/shop-pages.ts";
import type { SendFailure } from "./send-failure.ts";

/** Why the registration was not sent (section 8), and that everything typed is still there. */
export function FailureNotice({ failure }: { failure: SendFailure }) {
  const { t } = useLingui();
  let text: ReactNode;
  switch (failure.kind) {
    case "contactActive":
      text = (
        <Trans>
          Mit dieser E-Mail-Adresse haben Sie bereits Zugang zum Online-Shop. Bitte <a href={LOGIN_URL}>melden Sie sich an</a> oder{" "}
          <a href={PASSWORD_RESET_URL}>setzen Sie Ihr Passwort zurück</a>.
        </Trans>
      );
      break;
    case "customerNotFound":
      text = t`Zu dieser Kundennummer und E-Mail-Adresse finden wir kein Kundenkonto. Bitte prüfen Sie beide Angaben (die E-Mail-Adresse, unter der Sie bei uns bestellt haben) oder registrieren Sie sich als Neukunde.`;
      break;
    case "busy": {
      const minutes = failure.minutes;
      text = t({
        message: plural(minutes, {
          one: "Zu viele Versuche. Bitte versuchen Sie es in # Minute erneut.",
          other: "Zu viele Versuche. Bitte versuchen Sie es in # Minuten erneut.",
        }),
      });
      break;
    }
    case "field":
      text = t`Bitte überprüfen Sie die markierte Angabe.`;
      break;
    default:
      text = t`Die Registrierung ist leider nicht möglich. Bitte versuchen Sie es später noch einmal.`;
  }
  return (
    <div className="alert registration-failure" role="alert" part="error">
      <p>{text}</p>
      {failure.kind !== "contactActive" && <p>{t`Ihre Eingaben bleiben erhalten.`}</p>}
    </div>
  );
}
