import { useLingui } from "@lingui/react/macro";
import { useStore } from "@nanostores/react";
import { emit } from "../../core/element/events.ts";
import { $companies, $company } from "../../core/state/stores.ts";
import { logoutUrl, registrationUrl, type HeaderData } from "./header-data.ts";
import { LOGIN_URL, PASSWORD_RESET_URL } from "../../core/element/shop-pages.ts";

/**
 * Guests: login, registration and password reset. A logged-in contact: the selected company, the company
 * switcher's trigger when they have several companies, and logout. `beforeSwitch` runs before the
 * switcher is asked to open (the menu closing around the trigger).
 */
export function AccountLinks({ data, beforeSwitch }: { data: HeaderData; beforeSwitch?: (() => void) | undefined }) {
  const { t } = useLingui();
  const companies = useStore($companies);
  const company = useStore($company);

  if (!data.loggedIn)
    return (
      <>
        <a className="account-link" href={LOGIN_URL} part="login">
          {t`Anmelden`}
        </a>
        <a className="account-link" href={registrationUrl(data)} part="registration">
          {t`Registrieren`}
        </a>
        <a className="account-link" href={PASSWORD_RESET_URL}>
          {t`Passwort vergessen?`}
        </a>
      </>
    );

  return (
    <>
      {company && <span className="company-name">{company.company.name}</span>}
      {companies.length > 1 && (
        <button
          type="button"
          className="link"
          aria-haspopup="dialog"
          onClick={() => {
            beforeSwitch?.();
            emit("shop-open-company-switcher", null);
          }}
        >
          {t`Firma wechseln`}
        </button>
      )}
      <a className="account-link" href={logoutUrl(data)} part="logout">
        {t`Abmelden`}
      </a>
    </>
  );
}
