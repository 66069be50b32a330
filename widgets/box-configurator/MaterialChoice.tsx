import { useLingui } from "@lingui/react/macro";
import type { Material } from "../../core/api/configurator.ts";
import { boardText } from "../../core/configurator/box-label.ts";
import { materialQualities, qualityText } from "../../core/catalog/qualities.ts";
import { QualityNote } from "../../core/configurator-ui/QualityNote.tsx";
import type { Lang } from "../../core/element/data-block.ts";
import { ErrorNotice } from "../../core/ui/ErrorNotice.tsx";
import { Loading } from "../../core/ui/Loading.tsx";
import type { Request } from "../../core/ui/use-request.ts";
import type { BoxChoice } from "./box-choice.ts";

interface Props {
  load: Request<Material[]>;
  choice: BoxChoice;
  onChoose: (id: string) => void;
  language: Lang;
}

/**
 * The boards the type can be made of, as radio cards: colour swatch, name with thickness and colour,
 * qualities (FSC among them); under them the chosen board's qualities explained (QualityNote), because
 * not every shopper knows the trade's words.
 */
export function MaterialChoice({ load, choice, onChoose, language }: Props) {
  const { t, i18n } = useLingui();
  const { state } = load;
  const qualityName = (code: string) => {
    const text = qualityText(code);
    return text ? i18n._(text.name) : code;
  };
  const replaced = choice.replacedMaterial;
  const chosen = choice.material;
  const wanted = replaced?.wanted ? boardText(replaced.wanted, language) : "";
  const typeName = choice.type?.name ?? "";
  const chosenName = chosen ? boardText(chosen, language) : "";
  const note = !replaced
    ? null
    : replaced.wanted
      ? t`„${wanted}“ gibt es für ${typeName} nicht. Gewählt ist „${chosenName}“.`
      : t`Den Karton aus dem Link gibt es nicht (mehr). Gewählt ist „${chosenName}“.`;

  return (
    <fieldset className="step materials" part="materials" aria-describedby={note ? "b-material-note" : undefined}>
      <legend>{t`Karton`}</legend>
      <div id="b-material-note" className="material-note" aria-live="polite">
        {note}
      </div>
      {state.status === "loading" ? (
        <Loading className="materials-list" />
      ) : state.status === "error" ? (
        <ErrorNotice error={state.error} onRetry={load.reload} />
      ) : choice.materials.length === 0 ? (
        <p>{t`Für diesen Kartontyp ist derzeit kein Karton lieferbar. Bitte fragen Sie uns an.`}</p>
      ) : (
        <div className="cards">
          {choice.materials.map((material) => {
            const qualities = materialQualities(material).map(qualityName);
            return (
              <label key={material.id} className="card material-card">
                <input
                  type="radio"
                  name="b-material"
                  value={material.id}
                  checked={material.id === chosen?.id}
                  onChange={() => onChoose(material.id)}
                  // Named by the board and its qualities, read as one.
                  aria-labelledby={`b-material-${material.id}-name b-material-${material.id}-text`}
                />
                <span className="swatch" aria-hidden="true" style={{ backgroundColor: material.colour.hex }} />
                <span className="card-body">
                  <span id={`b-material-${material.id}-name`} className="card-title">
                    {boardText(material, language)}
                  </span>
                  <span id={`b-material-${material.id}-text`} className="card-text">
                    {qualities.join(", ")}
                  </span>
                </span>
              </label>
            );
          })}
        </div>
      )}
      {chosen && materialQualities(chosen).length > 0 && (
        <div className="qualities">
          <p className="qualities-title">{t`Was die Qualitäten von ${chosenName} bedeuten:`}</p>
          <QualityNote qualities={materialQualities(chosen)} />
        </div>
      )}
    </fieldset>
  );
}
