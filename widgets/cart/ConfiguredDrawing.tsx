import { configuredThumbnail } from "../../core/configurator/thumbnail.ts";

// The drawing's colours, in the shop's neutral tokens, travel with its lazy code rather than in cart.css
// (issue 20's size limit): stroke and fill inherit from the <svg>, a face overrides its fill.
const SVG_STYLE = { stroke: "var(--_muted)", fill: "var(--_subtle)" };
const FILLS: Record<string, string> = { top: "var(--_surface)", side: "color-mix(in srgb, var(--_subtle), var(--_text) 18%)" };
const LIGHT = { fill: "var(--_surface)" };

/** A configured line's picture drawn from its configuration, in the 4:3 frame of a line's image; decorative like it. */
export function ConfiguredDrawing({ query }: { query: string }) {
  const thumbnail = configuredThumbnail(query);
  if (!thumbnail) return <span className="no-image" />;
  return (
    <svg
      className={`thumbnail ${thumbnail.kind}`}
      viewBox={thumbnail.viewBox}
      width="64"
      height="48"
      style={SVG_STYLE}
      aria-hidden="true"
      focusable="false"
    >
      {thumbnail.kind === "box" ? (
        thumbnail.faces.map((face) => (
          <path
            key={face.kind}
            className={face.kind}
            d={face.d}
            vectorEffect="non-scaling-stroke"
            style={face.kind in FILLS ? { fill: FILLS[face.kind] } : undefined}
          />
        ))
      ) : (
        <>
          <rect className="board" width={thumbnail.board.w} height={thumbnail.board.h} vectorEffect="non-scaling-stroke" />
          {thumbnail.windows.map((window) => (
            <rect
              key={`${window.x} ${window.y}`}
              className="window"
              x={window.x}
              y={window.y}
              width={window.w}
              height={window.h}
              vectorEffect="non-scaling-stroke"
              style={LIGHT}
            />
          ))}
        </>
      )}
    </svg>
  );
}
