/**
 * Zod 4 compiles a schema into a fast parser on its first parse. A form schema built for each
 * request is compiled again each time (on the place-order path that was a tenth of the CPU), so
 * the option-built schemas are kept per set of options: same options, same schema instance.
 */
export function cachedByOptions<A extends [unknown?], S>(build: (...args: A) => S, keyOf: (...args: A) => string, size = 64): (...args: A) => S {
  const cache = new Map<string, S>();
  return (...args: A) => {
    const key = keyOf(...args);
    const cached = cache.get(key);
    if (cached) return cached;
    const schema = build(...args);
    // The oldest set of options goes first; a store has only a few.
    if (cache.size >= size) cache.delete(cache.keys().next().value as string);
    cache.set(key, schema);
    return schema;
  };
}
