import { useLingui } from "@lingui/react/macro";
import type { BoxExtra } from "../../core/api/configurator.ts";

interface Props {
  extras: readonly BoxExtra[];
  chosen: readonly string[];
  onToggle: (id: string, on: boolean) => void;
}

/** The type's optional extras (thumb notch, label holder …) as checkboxes, each described by its text. */
export function ExtrasChoice({ extras, chosen, onToggle }: Props) {
  const { t } = useLingui();
  return (
    <fieldset className="step extras">
      <legend>{t`Extras`}</legend>
      <div className="extra-list">
        {extras.map((extra) => (
          <div key={extra.id} className="extra">
            <input
              type="checkbox"
              id={`b-extra-${extra.id}`}
              name="b-extras"
              value={extra.id}
              checked={chosen.includes(extra.id)}
              onChange={(e) => onToggle(extra.id, (e.target as HTMLInputElement).checked)}
              aria-describedby={extra.description ? `b-extra-${extra.id}-text` : undefined}
            />
            <label htmlFor={`b-extra-${extra.id}`}>{extra.name}</label>
            {extra.description && (
              <p id={`b-extra-${extra.id}-text`} className="card-text">
                {extra.description}
              </p>
            )}
          </div>
        ))}
      </div>
    </fieldset>
  );
}
