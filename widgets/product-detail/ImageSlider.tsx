import { useLingui } from "@lingui/react/macro";
import { useRef, useState } from "react";
import { NoPicture } from "../../core/ui/NoPicture.tsx";

const SWIPE_PX = 40;

/**
 * The product images, one at a time: buttons, arrow keys and swipe change the image. Only the image
 * on screen is in the DOM, so the others load when they are first shown.
 */
export function ImageSlider({ images, name }: { images: string[]; name: string }) {
  const { t } = useLingui();
  const [index, setIndex] = useState(0);
  const swipeStart = useRef<number | null>(null);
  const count = images.length;

  if (count === 0)
    return (
      <div className="slider empty" part="slider">
        <NoPicture>
          <p>{t`Kein Bild vorhanden`}</p>
        </NoPicture>
      </div>
    );

  const current = Math.min(index, count - 1);
  const go = (step: number) => setIndex((current + step + count) % count);
  const position = t`Bild ${current + 1} von ${count}`;

  return (
    <section className="slider" part="slider" aria-roledescription={t`Bildergalerie`} aria-label={t`Bilder von ${name}`}>
      {/* biome-ignore lint/a11y/noStaticElementInteractions: the focusable viewport takes arrow keys and swipes, like the buttons beside it */}
      {/* biome-ignore lint/a11y/useAriaPropsSupportedByRole: its label tells screen readers the position and the keys */}
      <div
        className="viewport"
        tabIndex={count > 1 ? 0 : -1}
        aria-label={count > 1 ? t`${position}. Mit den Pfeiltasten blättern.` : undefined}
        onKeyDown={(e) => {
          if (e.key === "ArrowLeft") go(-1);
          else if (e.key === "ArrowRight") go(1);
          else return;
          e.preventDefault();
        }}
        onPointerDown={(e) => (swipeStart.current = e.clientX)}
        onPointerUp={(e) => {
          const dx = swipeStart.current === null ? 0 : e.clientX - swipeStart.current;
          swipeStart.current = null;
          if (Math.abs(dx) >= SWIPE_PX) go(dx < 0 ? 1 : -1);
        }}
      >
        <img
          key={images[current]}
          src={images[current]}
          alt={count > 1 ? `${name} – ${position}` : name}
          loading={current === 0 ? "eager" : "lazy"}
          decoding="async"
          draggable={false}
        />
      </div>
      {count > 1 && (
        <div className="slider-controls">
          <button type="button" aria-label={t`Vorheriges Bild`} onClick={() => go(-1)}>
            ‹
          </button>
          <span aria-live="polite">{position}</span>
          <button type="button" aria-label={t`Nächstes Bild`} onClick={() => go(1)}>
            ›
          </button>
        </div>
      )}
    </section>
  );
}
