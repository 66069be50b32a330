import type { ReactNode } from "react";

/**
 * Where an article (or a category) has no picture: the shop's one mark for it (no-picture.css, listed
 * by the element as pictureKit), filling the frame the list reserves for a picture, instead of an empty
 * grey box that looks like a picture still loading. Decorative: the name beside it says what it is; a
 * text in `children` (the product page's "Kein Bild vorhanden") stands under the mark.
 */
export function NoPicture({ children }: { children?: ReactNode }) {
  return (
    <span className="no-picture" aria-hidden={children ? undefined : "true"}>
      {children}
    </span>
  );
}
