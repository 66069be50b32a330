import { useLingui } from "@lingui/react/macro";
import type { CategoryTile } from "../../core/api/browse.ts";
import { formatNumber } from "../../core/format/number.ts";
import { NoPicture } from "../../core/ui/NoPicture.tsx";

/** Categories as tiles: picture, name (the link), summary and article count. URLs are checked by the schema. */
export function CategoryTiles({ tiles, label }: { tiles: readonly CategoryTile[]; label: string }) {
  const { t, i18n } = useLingui();
  if (tiles.length === 0) return null;
  return (
    <ul className="category-tiles" aria-label={label} part="tiles">
      {tiles.map((tile) => (
        <li key={tile.id} className="category-tile">
          <span className="tile-picture">
            {tile.imageUrl ? <img src={tile.imageUrl} alt="" loading="lazy" width="160" height="120" /> : <NoPicture />}
          </span>
          <a href={tile.url}>{tile.name}</a>
          {tile.summary && <p>{tile.summary}</p>}
          {tile.articleCount > 0 && <p className="tile-count">{t`${formatNumber(tile.articleCount, i18n.locale)} Artikel`}</p>}
        </li>
      ))}
    </ul>
  );
}
