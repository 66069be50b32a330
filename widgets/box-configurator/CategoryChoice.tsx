import { useLingui } from "@lingui/react/macro";
import type { BoxCategory } from "../../core/api/configurator.ts";

interface Props {
  categories: readonly BoxCategory[];
  chosen: string | null;
  /** The link names a category the shop does not have. */
  unknown: boolean;
  onChoose: (id: string) => void;
}

/**
 * The box categories as radio cards: each radio named by the category, described by what goes in it;
 * arrow keys move between them.
 */
export function CategoryChoice({ categories, chosen, unknown, onChoose }: Props) {
  const { t } = useLingui();
  if (categories.length === 0)
    return (
      <p className="alert" role="alert" part="error">
        {t`Derzeit können keine Kartons konfiguriert werden. Bitte versuchen Sie es später noch einmal.`}
      </p>
    );
  return (
    <fieldset className="step" aria-describedby={unknown ? "b-category-problem" : undefined}>
      <legend>{t`Kategorie`}</legend>
      <div id="b-category-problem" className="field-error" aria-live="polite">
        {unknown ? t`Die Kategorie aus dem Link gibt es nicht (mehr). Bitte wählen Sie eine Kategorie.` : null}
      </div>
      <div className="cards">
        {categories.map((category) => (
          <label key={category.id} className="card">
            <input
              type="radio"
              name="b-category"
              value={category.id}
              checked={category.id === chosen}
              onChange={() => onChoose(category.id)}
              aria-labelledby={`b-category-${category.id}-name`}
              aria-describedby={category.description ? `b-category-${category.id}-text` : undefined}
            />
            <span className="card-body">
              <span id={`b-category-${category.id}-name`} className="card-title">
                {category.name}
              </span>
              {category.description && (
                <span id={`b-category-${category.id}-text`} className="card-text">
                  {category.description}
                </span>
              )}
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
