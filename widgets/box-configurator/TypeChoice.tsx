import { useLingui } from "@lingui/react/macro";
import type { BoxType } from "../../core/api/configurator.ts";
import { ErrorNotice } from "../../core/ui/ErrorNotice.tsx";
import { Loading } from "../../core/ui/Loading.tsx";
import type { Request } from "../../core/ui/use-request.ts";
import type { BoxChoice } from "./box-choice.ts";
import { BoxShape } from "./BoxShape.tsx";
import { typicalSize } from "./preview-size.ts";

interface Props {
  load: Request<BoxType[]>;
  choice: BoxChoice;
  onChoose: (type: BoxType) => void;
}

/** The category's box types as radio cards, each with a small drawing of its kind and its description. */
export function TypeChoice({ load, choice, onChoose }: Props) {
  const { t } = useLingui();
  const { state } = load;
  if (choice.categoryId === null) return null;
  return (
    <fieldset className="step" aria-describedby={choice.unknownType ? "b-type-problem" : undefined}>
      <legend>{t`Kartontyp`}</legend>
      <div id="b-type-problem" className="field-error" aria-live="polite">
        {choice.unknownType
          ? t`Den Kartontyp aus dem Link gibt es in dieser Kategorie nicht (mehr). Bitte wählen Sie einen Kartontyp.`
          : null}
      </div>
      {state.status === "loading" ? (
        <Loading className="types" />
      ) : state.status === "error" ? (
        <ErrorNotice error={state.error} onRetry={load.reload} />
      ) : state.data.length === 0 ? (
        <p>{t`In dieser Kategorie gibt es derzeit keine Kartontypen.`}</p>
      ) : (
        <div className="cards">
          {state.data
            .filter((type) => type.categoryId === choice.categoryId)
            .map((type) => (
              <label key={type.id} className="card type-card">
                <input
                  type="radio"
                  name="b-type"
                  value={type.id}
                  checked={type.id === choice.type?.id}
                  onChange={() => onChoose(type)}
                  aria-labelledby={`b-type-${type.id}-name`}
                  aria-describedby={type.description ? `b-type-${type.id}-text` : undefined}
                />
                <BoxShape className="thumbnail" kind={type.drawing} size={typicalSize(type)} />
                <span className="card-body">
                  <span id={`b-type-${type.id}-name`} className="card-title">
                    {type.name}
                  </span>
                  {type.description && (
                    <span id={`b-type-${type.id}-text`} className="card-text">
                      {type.description}
                    </span>
                  )}
                </span>
              </label>
            ))}
        </div>
      )}
    </fieldset>
  );
}
