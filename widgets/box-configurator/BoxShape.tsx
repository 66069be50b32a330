import type { BoxDrawing } from "../../core/api/configurator.ts";
import { type BoxDrawingData, boxDrawing, type DrawnExtras, type FaceKind } from "../../core/configurator/box-drawing.ts";
import type { BoxSize } from "../../core/configurator/box-geometry.ts";

const NO_EXTRAS: DrawnExtras = { notch: false, labelHolder: false };

/** How much lighter (+) or darker (−) each face is than the board: light from above left. */
const SHADE: Record<FaceKind, number> = { top: 0.35, front: 0, side: -0.18, inside: -0.4 };

/** `hex` mixed towards white (amount > 0) or black (amount < 0). */
export function shade(hex: string, amount: number): string {
  const target = amount > 0 ? 255 : 0;
  const channels = [1, 3, 5].map((i) => {
    const value = Number.parseInt(hex.slice(i, i + 2), 16);
    return Math.round(value + (target - value) * Math.abs(amount));
  });
  return `#${channels.map((c) => c.toString(16).padStart(2, "0")).join("")}`;
}

interface Props {
  kind: BoxDrawing;
  size: BoxSize;
  extras?: DrawnExtras;
  /** The board's colour; without it the faces take the theme's colours (CSS). */
  colour?: string;
  /** The dimension labels' texts; without them no labels are drawn. */
  labels?: Partial<Record<"length" | "width" | "height", string>>;
  className: string;
  /** The drawing's accessible text (role img); without it the drawing is decoration (aria-hidden). */
  describedBy?: string;
}

/** An isometric drawing of a box (core/configurator/box-drawing.ts). */
export function BoxShape({ kind, size, extras = NO_EXTRAS, colour, labels, className, describedBy }: Props) {
  const drawing: BoxDrawingData = boxDrawing(kind, size, extras);
  return (
    // biome-ignore lint/a11y/noSvgWithoutTitle: named by aria-labelledby where it is an image, hidden where it is decoration (a thumbnail)
    <svg
      className={className}
      viewBox={`0 0 ${drawing.width} ${drawing.height}`}
      role={describedBy ? "img" : undefined}
      aria-labelledby={describedBy}
      aria-hidden={describedBy ? undefined : true}
      focusable={false}
    >
      {drawing.faces.map((face) => (
        <path
          key={face.kind}
          className={`face face-${face.kind}`}
          d={face.d}
          style={colour ? { fill: shade(colour, SHADE[face.kind]) } : undefined}
        />
      ))}
      {drawing.lines.map((line) => (
        <path key={line.d} className={`line line-${line.kind}`} d={line.d} />
      ))}
      {labels &&
        drawing.labels.map((label) =>
          labels[label.axis] ? (
            <g key={label.axis} className="dimension">
              <path className="dimension-line" d={label.line} />
              <text
                x={label.x}
                y={label.y}
                textAnchor={label.anchor}
                transform={label.rotate ? `rotate(${label.rotate} ${label.x} ${label.y})` : undefined}
              >
                {labels[label.axis]}
              </text>
            </g>
          ) : null,
        )}
    </svg>
  );
}
