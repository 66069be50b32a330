/**
 * Where the product's server-rendered fallback shows while the product is not ready (docs/decisions/product-fallback.md):
 * the page's `<div slot="fallback" class="shop-product-fallback">` (name, picture, number, description), in the
 * reserved space. Without one, the slot's own content shows: the loading shimmer. Once the product is
 * there (or its error), no slot renders it: the light DOM stays for crawlers, but is neither drawn nor read.
 */
export function FallbackSlot() {
  return (
    <slot name="fallback">
      <div className="shimmer" />
    </slot>
  );
}
