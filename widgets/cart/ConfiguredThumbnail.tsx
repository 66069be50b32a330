import { type ComponentType, useEffect, useState } from "react";

type Drawing = ComponentType<{ query: string }>;

const load = () => import("./ConfiguredDrawing.tsx").then((module) => module.ConfiguredDrawing);

/**
 * A configured line's picture (docs/decisions/configured-item-pictures.md): a configured article has no
 * catalogue picture, so the cart draws it from its configuration. The drawing's code (box and mat
 * geometry) loads only for a cart that holds such a line; until then, and if it cannot load, the line
 * shows the empty frame of the same size, so nothing moves.
 */
export function ConfiguredThumbnail({ query }: { query: string }) {
  const [drawing, setDrawing] = useState<Drawing | null>(null);
  useEffect(() => {
    let live = true;
    load().then(
      (loaded) => live && setDrawing(() => loaded),
      (error: unknown) => console.error("[shop-widgets] cannot load the configured line's picture", error),
    );
    return () => {
      live = false;
    };
  }, []);
  const Loaded = drawing;
  return Loaded ? <Loaded query={query} /> : <span className="no-image" />;
}
