// Loads the logged-in contact's companies and makes them the session's company list: a selected
// company that is no longer in it is reset (core/state/stores.ts), a contact with one company gets
// it selected. When the API says the contact or its companies are not valid, the list is emptied.
import { useMemo } from "react";
import { companyListProblem, fetchContactCompanies, type CompanyListProblem } from "../../core/api/contacts.ts";
import type { CompanyChoice } from "../../core/api/schemas.ts";
import { $company, selectCompany, setCompanies } from "../../core/state/stores.ts";
import { useRequest, type RequestState } from "../../core/ui/use-request.ts";

export type CompanyListState =
  | { status: "loading" }
  | { status: "error"; problem: CompanyListProblem; error: unknown }
  | { status: "ready"; list: CompanyChoice[] };

function adopt(list: CompanyChoice[]): void {
  setCompanies(list);
  const only = list.length === 1 ? list[0] : undefined;
  if (!$company.get() && only) selectCompany(only.company.id);
}

function listState(state: RequestState<CompanyChoice[]>): CompanyListState {
  if (state.status === "error") return { status: "error", problem: companyListProblem(state.error), error: state.error };
  if (state.status === "loading") return state;
  // An empty list says the same as the code no_valid_company.
  if (state.data.length === 0) return { status: "error", problem: "no-valid-company", error: undefined };
  return { status: "ready", list: state.data };
}

export function useCompanyList(baseUrl: string, contactId: string): { state: CompanyListState; reload: () => void } {
  const { state, reload } = useRequest(
    (signal) =>
      fetchContactCompanies({ baseUrl, contactId, signal }).then(
        (list) => {
          if (!signal.aborted) adopt(list);
          return list;
        },
        (error: unknown) => {
          // The CRM says this contact has no valid company to act for: none stays selected.
          if (!signal.aborted && companyListProblem(error) !== "unexpected") setCompanies([]);
          throw error;
        },
      ),
    [baseUrl, contactId],
  );
  // One object per answer: the switcher opens itself when a new state asks for it (use-switcher-open.ts).
  return { state: useMemo(() => listState(state), [state]), reload };
}
