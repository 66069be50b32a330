// Where the toasts go (docs/decisions/add-to-cart-confirmation.md): top right as section 8 says,
// moved down just below whatever they would cover of what must stay in view (keep-clear.ts).

export interface Box {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

const GAP = 8;

const overlaps = (a: Box, b: Box) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

/**
 * The top of a stack of toasts `height` high spanning `left`–`right`: the margin from the top, else the
 * first place just below a kept-clear box where it covers none of them; the margin when none fits.
 */
export function toastTop(args: { left: number; right: number; height: number; margin: number; keep: Box[]; viewHeight: number }): number {
  const { left, right, height, margin, keep } = args;
  const tops = [margin, ...keep.map((box) => box.bottom + GAP)].filter((top) => top >= margin).sort((a, b) => a - b);
  const fits = (top: number) =>
    top + height <= args.viewHeight && !keep.some((box) => overlaps(box, { left, right, top, bottom: top + height }));
  return tops.find(fits) ?? margin;
}
