/**
 * A package loaded on first use rather than with the function, for faster cold starts. The function runs as
 * CommonJS, where `require` is the reliable way: the scripts (seeding, the bench) run its sources with tsx,
 * which cannot resolve an `import()` made from a CommonJS module that an ES module imported. The tests run
 * the sources as ES modules, without `require`, and use `import()`.
 *
 * Both loaders name the package literally, so that the function's bundler sees it.
 */
export function onDemand<T>(viaRequire: () => T, viaImport: () => Promise<T>): Promise<T> {
  return typeof require === "function" ? Promise.resolve(viaRequire()) : viaImport();
}
