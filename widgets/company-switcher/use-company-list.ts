// Loads the logged-in contact's companies and makes them the session's company list: a selected
// company that is no longer in it is reset (core/state/stores.ts), a contact with one company gets
// it selected. When the API says the contact or its companies are not valid, the list is emptied.
import { useEffect, useState } from "react";
import { companyListProblem, fetchContactCompanies, type CompanyListProblem } from "../../core/api/contacts.ts";
import type { CompanyChoice } from "../../core/api/schemas.ts";
import { $company, selectCompany, setCompanies } from "../../core/state/stores.ts";

export type CompanyListState =
  | { status: "loading" }
  | { status: "error"; problem: CompanyListProblem; error: unknown }
  | { status: "ready"; list: CompanyChoice[] };

function adopt(list: CompanyChoice[]): void {
  setCompanies(list);
  const only = list.length === 1 ? list[0] : undefined;
  if (!$company.get() && only) selectCompany(only.company.id);
}

export function useCompanyList(baseUrl: string, contactId: string): { state: CompanyListState; reload: () => void } {
  const [state, setState] = useState<CompanyListState>({ status: "loading" });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    setState({ status: "loading" });
    fetchContactCompanies({ baseUrl, contactId, signal: controller.signal }).then(
      (list) => {
        if (controller.signal.aborted) return;
        if (list.length === 0) {
          // An empty list says the same as the code no_valid_company.
          setCompanies([]);
          setState({ status: "error", problem: "no-valid-company", error: undefined });
          return;
        }
        adopt(list);
        setState({ status: "ready", list });
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        const problem = companyListProblem(error);
        // The CRM says this contact has no valid company to act for: none stays selected.
        if (problem !== "unexpected") setCompanies([]);
        setState({ status: "error", problem, error });
      },
    );
    return () => controller.abort();
  }, [baseUrl, contactId, attempt]);

  return { state, reload: () => setAttempt((n) => n + 1) };
}
