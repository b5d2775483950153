/**
 * A schema that is built on its first use. In the portal's build every schema a contract module
 * declares at its top level is wrapped in this (build/lazy-contract-schemas.ts): the browser
 * needs an entity's endpoints when its screen opens, and its schemas only when a form checks
 * them, while building them all as the screen's modules ran held up every screen's start
 * (docs/decisions/038-contract-schemas-built-on-first-use.md). The server builds them as
 * declared.
 *
 * The stand-in forwards every read to the schema, built once on the first: its fields
 * (`shape`, `_zod`), its methods (called on the stand-in, they read the schema through it) and
 * `instanceof`. A schema composed of stand-ins reads them only when it is itself used.
 */
export function lazySchema<T extends object>(build: () => T): T {
  let built: T | undefined;
  const schema = (): T => {
    built ??= build();
    return built;
  };
  return new Proxy({} as T, {
    get: (_, key) => Reflect.get(schema(), key),
    has: (_, key) => Reflect.has(schema(), key),
    set: (_, key, value) => Reflect.set(schema(), key, value),
    ownKeys: () => Reflect.ownKeys(schema()),
    getOwnPropertyDescriptor: (_, key) => {
      const descriptor = Reflect.getOwnPropertyDescriptor(schema(), key);
      // The stand-in's own target is an empty object: a property it does not hold may not be
      // reported as fixed (a Proxy invariant), so it is reported configurable.
      return descriptor && { ...descriptor, configurable: true };
    },
    defineProperty: (_, key, descriptor) => Reflect.defineProperty(schema(), key, descriptor),
    getPrototypeOf: () => Reflect.getPrototypeOf(schema()),
  });
}
