// One page may load this bundle twice (a CMS module and a partner script). Module-level state would
// then exist twice; everything that must be single (stores, bus, toast queue) is created through
// `shared()`, which keeps the first copy on a versioned globalThis key. Bump the key's major version
// only when the shape of shared state changes incompatibly.
const NAMESPACE = Symbol.for("shop-widgets/shared@1");

type Registry = Map<string, unknown>;

function registry(): Registry {
  const holder = globalThis as unknown as Record<symbol, Registry | undefined>;
  holder[NAMESPACE] ??= new Map();
  return holder[NAMESPACE];
}

/** Returns the page-wide instance named `key`, creating it with `create` on first use. */
export function shared<T>(key: string, create: () => T): T {
  const map = registry();
  if (!map.has(key)) map.set(key, create());
  return map.get(key) as T;
}
