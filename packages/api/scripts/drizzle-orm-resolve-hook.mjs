// Resolves `drizzle-orm` imports as if they came from packages/api (see drizzle-kit.mjs).
const apiPackage = new URL('../package.json', import.meta.url).href;

export async function resolve(specifier, context, nextResolve) {
  if (specifier === 'drizzle-orm' || specifier.startsWith('drizzle-orm/')) {
    return nextResolve(specifier, { ...context, parentURL: apiPackage });
  }
  return nextResolve(specifier, context);
}
