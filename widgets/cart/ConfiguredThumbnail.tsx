import { useRequest } from "../../core/ui/use-request.ts";

const load = () => import("./ConfiguredDrawing.tsx").then((module) => module.ConfiguredDrawing);

/**
 * A configured line's picture (docs/decisions/configured-item-pictures.md): a configured article has no
 * catalogue picture, so the cart draws it from its configuration. The drawing's code (box and mat
 * geometry) loads only for a cart that holds such a line; until then, and if it cannot load, the line
 * shows the empty frame of the same size, so nothing moves.
 */
export function ConfiguredThumbnail({ query }: { query: string }) {
  const { state } = useRequest(load, []);
  return state.status === "ready" ? <state.data query={query} /> : <span className="no-image" />;
}
