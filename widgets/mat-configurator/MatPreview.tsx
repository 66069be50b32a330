import { useLingui } from "@lingui/react/macro";
import { useMemo } from "react";
import type { Material } from "../../core/api/configurator.ts";
import { matDrawing } from "../../core/configurator/mat-drawing.ts";
import type { MatGeometry } from "../../core/configurator/mat-geometry.ts";
import { inchText, type LengthUnit } from "../../core/configurator/units.ts";

export interface MatPreviewProps {
  /** The last drawable geometry (while a field is invalid, the one before it). */
  geometry: MatGeometry | null;
  board: Material | null;
  unit: LengthUnit;
  /** The same in words, for screen readers. */
  description: string;
  /** Whether the drawing shows an earlier state because a field cannot be read now. */
  stale: boolean;
}

/** A length on the drawing: the number alone (the unit is said once, under the drawing). */
function labelText(mm: number, unit: LengthUnit, locale: string): string {
  return unit === "in" ? inchText(mm) : new Intl.NumberFormat(locale, { maximumFractionDigits: 1 }).format(mm);
}

/** Dark text on a light board, light text on a dark one (relative luminance, WCAG). */
function textOn(hex: string): string {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const c = Number.parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b > 0.18 ? "#1f2328" : "#ffffff";
}

/** Labels that sit on the board (the borders); the others are outside it or in the window. */
const ON_BOARD = new Set(["top", "bottom", "left", "right"]);

/**
 * The passepartout to scale (core/configurator/mat-drawing.ts): the board in its colour, each window's
 * bevel in the core's colour, the outer size, the window and the borders labelled. One image for
 * assistive technology, named by the text description.
 */
export function MatPreview({ geometry, board, unit, description, stale }: MatPreviewProps) {
  const { t, i18n } = useLingui();
  const thickness = board?.thicknessMm ?? 1.4;
  const drawing = useMemo(() => (geometry ? matDrawing(geometry, thickness) : null), [geometry, thickness]);
  if (!drawing || !geometry) return <div className="mat-preview empty" part="preview" />;
  const surface = board?.colour.hex ?? "#f7f5ef";
  const core = board?.coreColour?.hex ?? surface;
  const onBoard = textOn(surface);
  const unitName = unit === "in" ? t`Maße in Zoll` : t`Maße in Millimetern`;
  return (
    <figure className={stale ? "mat-preview stale" : "mat-preview"} part="preview">
      <svg viewBox={drawing.viewBox} role="img" aria-label={description} preserveAspectRatio="xMidYMid meet">
        <rect className="board" x={0} y={0} width={drawing.board.w} height={drawing.board.h} fill={surface} />
        {drawing.windows.map(({ bevel, window }) => (
          <g key={`${window.x},${window.y}`}>
            <rect className="bevel" x={bevel.x} y={bevel.y} width={bevel.w} height={bevel.h} fill={core} />
            <rect className="window" x={window.x} y={window.y} width={window.w} height={window.h} />
          </g>
        ))}
        {drawing.dimensions.map((line) => (
          <g key={`${line.x1},${line.y1}`} className="dimension">
            <line x1={line.x1} y1={line.y1} x2={line.x2} y2={line.y2} />
            {line.y1 === line.y2 ? (
              <>
                <line x1={line.x1} y1={line.y1 - drawing.tick} x2={line.x1} y2={line.y1 + drawing.tick} />
                <line x1={line.x2} y1={line.y2 - drawing.tick} x2={line.x2} y2={line.y2 + drawing.tick} />
              </>
            ) : (
              <>
                <line x1={line.x1 - drawing.tick} y1={line.y1} x2={line.x1 + drawing.tick} y2={line.y1} />
                <line x1={line.x2 - drawing.tick} y1={line.y2} x2={line.x2 + drawing.tick} y2={line.y2} />
              </>
            )}
          </g>
        ))}
        <g className="labels" fontSize={drawing.fontSize}>
          {drawing.labels
            .filter((label) => label.fits)
            .map((label) => {
              const value =
                label.kind === "window"
                  ? `${labelText(geometry.windowWidthMm, unit, i18n.locale)} × ${labelText(geometry.windowHeightMm, unit, i18n.locale)}`
                  : labelText(label.valueMm, unit, i18n.locale);
              return (
                <text
                  key={label.kind}
                  className={`label ${label.kind}`}
                  x={label.x}
                  y={label.y}
                  textAnchor="middle"
                  dominantBaseline="central"
                  style={ON_BOARD.has(label.kind) ? { fill: onBoard } : undefined}
                  transform={label.vertical ? `rotate(-90 ${label.x} ${label.y})` : undefined}
                >
                  {value}
                </text>
              );
            })}
        </g>
      </svg>
      <figcaption className="preview-caption">{stale ? t`Vorschau des letzten gültigen Stands` : unitName}</figcaption>
    </figure>
  );
}
