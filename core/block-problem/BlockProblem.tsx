// The editor's half of a broken block's alert (core/ui/WidgetShell.tsx), loaded only when a block is
// broken: a disclosure naming the field and the reason in the element's language, in the words the
// console logs (describe.ts). Its CSS and texts (a catalog of this folder's own) join the element now.
import { useLingui } from "@lingui/react/macro";
import { useEffect, useRef } from "react";
import type { BlockCause } from "../element/data-block.ts";
import type { Kit } from "../element/kit.ts";
import { useLazyKits } from "../ui/use-lazy-kits.ts";
import catalog from "../../locales/block-problem.ts";
import css from "./block-problem.css";
import { consoleLine, describe, type Reason } from "./describe.ts";

const KITS: readonly Kit[] = [{ css, catalog }];

export function BlockProblem({ tag, field, cause }: { tag: string; field: string; cause: BlockCause }) {
  const anchor = useRef<HTMLDivElement>(null);
  const ready = useLazyKits(KITS, anchor);
  const reason = describe(cause);
  useEffect(() => console.error(consoleLine(tag, field, reason)), [cause]);
  return (
    <div ref={anchor} className="block-problem">
      {ready && <Disclosure field={field} reason={reason} />}
    </div>
  );
}

function Disclosure({ field, reason }: { field: string; reason: Reason }) {
  const { t } = useLingui();
  return (
    <details>
      <summary>{t`Details für die Redaktion`}</summary>
      <p className="code">{t`Feld „${field}“: ${useReasonText(reason)}`}</p>
    </details>
  );
}

function useReasonText(reason: Reason): string {
  const { t } = useLingui();
  switch (reason.reason) {
    case "json":
      return reason.position === null ? t`kein gültiges JSON` : t`kein gültiges JSON ab Zeichen ${reason.position}`;
    case "empty":
      return t`der Datenblock ist leer`;
    case "missing":
      return t`fehlt`;
    case "type": {
      const expected = {
        number: t`erwartet eine Zahl`,
        text: t`erwartet einen Text`,
        flag: t`erwartet true oder false`,
        object: t`erwartet ein Objekt`,
        list: t`erwartet eine Liste`,
      }[reason.expected];
      return t`${expected}, erhalten ${reason.received}`;
    }
    case "value":
      return t`${reason.received} ist nicht zulässig (${reason.rule})`;
  }
}
