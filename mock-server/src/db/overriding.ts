/**
 * `target` seen through a proxy: the properties of `overrides` stand in for its own, and its other functions are bound
 * to it. How the pool's wrappers (statement names, oldest first, statements sent with the COMMIT, tracing) each replace
 * `query` or `connect` and leave the rest of the pool or client as it was.
 */
export function overriding<T extends object>(target: T, overrides: Record<string, unknown>): T {
  return new Proxy(target, {
    get(object, property) {
      if (typeof property === 'string' && Object.hasOwn(overrides, property)) return overrides[property];
      const value = Reflect.get(object, property, object);
      return typeof value === 'function' ? value.bind(object) : value;
    },
  });
}
