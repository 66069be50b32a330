import { useLingui } from "@lingui/react";
import { qualityText } from "../catalog/qualities.ts";

export interface QualityNoteProps {
  /** Quality codes of a board (materialQualities(material) adds "fsc" for an FSC-certified board). */
  qualities: readonly string[];
}

/**
 * The qualities of a board with a short explanation of each trade word, as text everyone can read (a
 * description list, not a hover-only tooltip). A code the bundle does not know is shown by its code.
 */
export function QualityNote({ qualities }: QualityNoteProps) {
  const { i18n } = useLingui();
  if (qualities.length === 0) return null;
  return (
    <dl className="quality-note">
      {qualities.map((code) => {
        const text = qualityText(code);
        return (
          <div key={code} className="quality">
            <dt>{text ? i18n._(text.name) : code}</dt>
            {text && <dd>{i18n._(text.explanation)}</dd>}
          </div>
        );
      })}
    </dl>
  );
}
