import { configuredThumbnail } from "../../core/configurator/thumbnail.ts";

/** A configured line's picture drawn from its configuration, in the 4:3 frame of a line's image; decorative like it. */
export function ConfiguredDrawing({ query }: { query: string }) {
  const thumbnail = configuredThumbnail(query);
  if (!thumbnail) return <span className="no-image" />;
  return (
    <svg className={`thumbnail ${thumbnail.kind}`} viewBox={thumbnail.viewBox} width="64" height="48" aria-hidden="true" focusable="false">
      {thumbnail.kind === "box" ? (
        thumbnail.faces.map((face) => <path key={face.kind} className={face.kind} d={face.d} />)
      ) : (
        <>
          <rect className="board" width={thumbnail.board.w} height={thumbnail.board.h} />
          {thumbnail.windows.map((window) => (
            <rect key={`${window.x} ${window.y}`} className="window" x={window.x} y={window.y} width={window.w} height={window.h} />
          ))}
        </>
      )}
    </svg>
  );
}
