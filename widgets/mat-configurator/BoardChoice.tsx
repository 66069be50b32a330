import { useLingui } from "@lingui/react/macro";
import type { Material } from "../../core/api/configurator.ts";
import { QualityNote } from "../../core/configurator-ui/QualityNote.tsx";
import { materialQualities } from "../../core/catalog/qualities.ts";

export interface BoardChoiceProps {
  boards: readonly Material[];
  value: string;
  onChange(id: string): void;
}

/**
 * The boards as radio cards: a swatch of the surface with the core's colour as its edge (what the
 * bevel shows), the name (the API's names say thickness, surface and core), museum or standard quality; the chosen board's
 * qualities explained below (QualityNote), so a shopper need not know the trade's words.
 */
export function BoardChoice({ boards, value, onChange }: BoardChoiceProps) {
  const { t } = useLingui();
  const chosen = boards.find((b) => b.id === value) ?? null;
  return (
    <fieldset className="mat-section board-choice">
      <legend>{t`Karton`}</legend>
      <div className="board-cards">
        {boards.map((board) => {
          const museum = board.qualities.includes("museum");
          return (
            <label key={board.id} className={board.id === value ? "board-card chosen" : "board-card"}>
              <input type="radio" name="m-board" value={board.id} checked={board.id === value} onChange={() => onChange(board.id)} />
              <span
                className="swatch"
                aria-hidden="true"
                style={{ background: board.colour.hex, borderColor: board.coreColour?.hex ?? board.colour.hex }}
              />
              <span className="board-text">
                <span className="board-name">{board.name}</span>
                <span className="board-facts">{museum ? t`Museumsqualität (Baumwolle)` : t`Standardqualität`}</span>
              </span>
            </label>
          );
        })}
      </div>
      {chosen && <QualityNote qualities={materialQualities(chosen)} />}
    </fieldset>
  );
}
