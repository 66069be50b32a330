import { useLingui } from "@lingui/react/macro";
import type { CompanyChoice } from "../../core/api/schemas.ts";
import { FOCUS_HOME } from "../../core/ui/focus-keeper.ts";

interface CompanyListProps {
  list: CompanyChoice[];
  /** The id of the selected company, if any. */
  currentId: string | undefined;
  onChoose: (id: string) => void;
}

/**
 * The contact's companies, one button each: company name and the contact's name there. When the list
 * replaces the focused retry button, focus lands on the current company, else the first.
 */
export function CompanyList({ list, currentId, onChoose }: CompanyListProps) {
  const { t } = useLingui();
  const homeId = list.some(({ company }) => company.id === currentId) ? currentId : list[0]?.company.id;
  return (
    <>
      <p className="intro">{t`Für welche Firma möchten Sie einkaufen? Preise und Konditionen richten sich nach der Firma.`}</p>
      <ul className="companies">
        {list.map(({ company, contactPersonFirstname: first, contactPersonLastname: last }) => {
          const current = company.id === currentId;
          return (
            <li key={company.id}>
              <button
                type="button"
                className="company"
                aria-current={current ? "true" : undefined}
                onClick={() => onChoose(company.id)}
                {...(company.id === homeId ? FOCUS_HOME : {})}
              >
                <span className="name">{company.name}</span> <span className="contact">{t`Ansprechpartner: ${first} ${last}`}</span>
                {current && <span className="badge"> {t`(aktuell ausgewählt)`}</span>}
              </button>
            </li>
          );
        })}
      </ul>
    </>
  );
}
