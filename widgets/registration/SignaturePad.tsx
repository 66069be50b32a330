import { useLingui } from "@lingui/react/macro";
import { type PointerEvent, useEffect, useRef } from "react";
import { errorAttributes } from "../../core/forms/FieldParts.tsx";
import type { FieldError } from "../../core/forms/field-messages.ts";

/** The drawing's resolution; the canvas scales to the width it gets (320 px phones included). */
const WIDTH = 600;
const HEIGHT = 200;

interface Props {
  id: string;
  /** The drawing so far as a PNG data URL, '' when empty (redrawn when the pad shows again). */
  image: string;
  error: FieldError | undefined;
  onChange: (image: string) => void;
}

/**
 * A signature drawn with mouse, finger or pen (pointer events, one stroke per press) and a button that
 * clears it. Keyboard and screen-reader users sign by typing their name instead (InvoicePurchaseFields).
 */
export function SignaturePad({ id, image, error, onChange }: Props) {
  const { t } = useLingui();
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const drawing = useRef(false);

  const context = () => {
    const ctx = canvasRef.current?.getContext("2d");
    if (ctx) {
      ctx.lineWidth = 3;
      ctx.lineCap = "round";
      ctx.lineJoin = "round";
      ctx.strokeStyle = "#111";
    }
    return ctx;
  };
  const point = (e: PointerEvent<HTMLCanvasElement>) => {
    const rect = e.currentTarget.getBoundingClientRect();
    return [((e.clientX - rect.left) * WIDTH) / rect.width, ((e.clientY - rect.top) * HEIGHT) / rect.height] as const;
  };

  useEffect(() => {
    if (!image) return;
    const picture = new Image();
    picture.onload = () => context()?.drawImage(picture, 0, 0);
    picture.src = image;
  }, []);

  const down = (e: PointerEvent<HTMLCanvasElement>) => {
    const ctx = context();
    if (!ctx) return;
    e.currentTarget.setPointerCapture(e.pointerId);
    drawing.current = true;
    ctx.beginPath();
    ctx.moveTo(...point(e));
    // A dot for a press without movement.
    ctx.lineTo(...point(e));
    ctx.stroke();
  };
  const move = (e: PointerEvent<HTMLCanvasElement>) => {
    if (!drawing.current) return;
    const ctx = context();
    ctx?.lineTo(...point(e));
    ctx?.stroke();
  };
  const up = (e: PointerEvent<HTMLCanvasElement>) => {
    if (!drawing.current) return;
    drawing.current = false;
    onChange(e.currentTarget.toDataURL("image/png"));
  };
  const clear = () => {
    context()?.clearRect(0, 0, WIDTH, HEIGHT);
    onChange("");
  };

  return (
    // Marked invalid as a whole: focusFirstInvalid then lands on its button, the error says why.
    <fieldset id={id} className="signature-pad" {...errorAttributes(`${id}-error`, error)}>
      <legend>{t`Unterschrift zeichnen`}</legend>
      <canvas
        ref={canvasRef}
        width={WIDTH}
        height={HEIGHT}
        role="img"
        aria-label={image ? t`Ihre gezeichnete Unterschrift` : t`Leeres Feld zum Zeichnen der Unterschrift`}
        onPointerDown={down}
        onPointerMove={move}
        onPointerUp={up}
        onPointerCancel={up}
      />
      <p className="hint">{t`Zeichnen Sie mit Maus, Finger oder Stift. Ohne Maus oder Touchscreen wählen Sie „Namen tippen“.`}</p>
      <button type="button" onClick={clear}>
        {t`Unterschrift löschen`}
      </button>
    </fieldset>
  );
}
