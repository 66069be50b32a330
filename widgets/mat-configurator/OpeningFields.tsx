import { useLingui } from "@lingui/react/macro";
import { RadioGroup } from "../../core/forms/RadioGroup.tsx";
import { withOpeningMode } from "./mat-form.ts";
import { MatLengthField } from "./MatLengthField.tsx";
import { NumberTextField } from "./NumberTextField.tsx";
import { type SectionProps, withText } from "./section-props.ts";

/**
 * The opening: the window's size, or the picture's with the overlap the mat covers on each side; one
 * window, or several equal ones in rows and columns with a gap. In 'sides' mode the window follows
 * from the borders, so its size is shown, not asked.
 */
export function OpeningFields(props: SectionProps & { pair(a: number, b: number): string }) {
  const { form, change, message, geometry, pair } = props;
  const { t } = useLingui();
  const picture = form.openingMode === "picture";
  const sides = form.borderMode === "sides";
  const length = (field: "openingWidth" | "openingHeight" | "overlap" | "gap", label: string) => (
    <MatLengthField section={props} field={field} label={label} />
  );
  const follows = geometry ? pair(geometry.windowWidthMm, geometry.windowHeightMm) : "–";
  const pictureFollows = geometry?.picture ? pair(geometry.picture.widthMm, geometry.picture.heightMm) : null;
  return (
    <fieldset className="mat-section opening">
      <legend>{t`Ausschnitt`}</legend>
      <RadioGroup
        name="m-opening-mode"
        legend={t`Ich gebe an`}
        value={form.openingMode}
        options={[
          { value: "picture", label: t`die Größe des Bildes` },
          { value: "window", label: t`die Größe des Ausschnitts` },
        ]}
        onChange={(mode) => change((f) => withOpeningMode(f, mode, geometry), true)}
      />
      {sides ? (
        <p className="follows" aria-live="polite">
          {t`Der Ausschnitt ergibt sich aus den Rändern: ${follows}`}
          {picture && pictureFollows ? ` ${t`(für ein Bild von ${pictureFollows})`}` : ""}
        </p>
      ) : (
        <div className="pair">
          {length("openingWidth", picture ? t`Breite des Bildes` : t`Breite des Ausschnitts`)}
          {length("openingHeight", picture ? t`Höhe des Bildes` : t`Höhe des Ausschnitts`)}
        </div>
      )}
      {picture && length("overlap", t`Überlappung je Seite`)}
      <RadioGroup
        name="m-windows"
        legend={t`Anzahl der Ausschnitte`}
        value={form.several ? "several" : "one"}
        options={[
          { value: "one", label: t`ein Ausschnitt` },
          { value: "several", label: t`mehrere in Reihen und Spalten` },
        ]}
        onChange={(choice) => change((f) => ({ ...f, several: choice === "several" }), true)}
      />
      {form.several && (
        <div className="grid-fields">
          <NumberTextField
            id="m-rows"
            label={t`Reihen`}
            text={form.texts.rows}
            onText={(text) => change((f) => withText(f, "rows", text))}
            problem={message("rows")}
          />
          <NumberTextField
            id="m-columns"
            label={t`Spalten`}
            text={form.texts.columns}
            onText={(text) => change((f) => withText(f, "columns", text))}
            problem={message("columns")}
          />
          {length("gap", t`Abstand zwischen den Ausschnitten`)}
        </div>
      )}
    </fieldset>
  );
}
