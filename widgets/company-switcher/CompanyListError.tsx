import { useLingui } from "@lingui/react/macro";
import type { CompanyListProblem } from "../../core/api/contacts.ts";
import { ErrorNotice } from "../../core/ui/ErrorNotice.tsx";

/** The errors of section 8 for the company list; the unexpected one is core's notice, with a retry. */
export function CompanyListError({ problem, error, onRetry }: { problem: CompanyListProblem; error: unknown; onRetry: () => void }) {
  const { t } = useLingui();
  if (problem === "unexpected") return <ErrorNotice error={error} onRetry={onRetry} />;
  const text =
    problem === "no-valid-contact"
      ? t`Es wurde kein gültiger und aktiver Ansprechpartner gefunden. Bitte wenden Sie sich an unseren Kundenservice.`
      : t`Es wurde keine gültige Firma gefunden. Bitte wenden Sie sich an unseren Kundenservice.`;
  return (
    <p className="alert" role="alert" part="error">
      {text}
    </p>
  );
}
