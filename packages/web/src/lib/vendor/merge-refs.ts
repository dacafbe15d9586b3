import { type Ref, type RefCallback, useCallback, useMemo, useRef } from 'react';

/**
 * `useMergeRefs` of @floating-ui/react 0.27 (MIT), the only export Mantine's ScrollArea takes from that package.
 * vite.config.ts points ScrollArea's import here: the package is one module that does not tree-shake, so importing
 * this one hook put ~15 KB gzip of popover code into every first download (Modal → ScrollArea → @floating-ui/react).
 */
export function useMergeRefs<T>(refs: ReadonlyArray<Ref<T> | undefined>): RefCallback<T> | null {
  const cleanupRef = useRef<(() => void) | undefined>(undefined);
  const refEffect = useCallback((instance: T) => {
    const cleanups = refs.map((ref) => {
      if (ref == null) return undefined;
      if (typeof ref === 'function') {
        const refCleanup = ref(instance);
        return typeof refCleanup === 'function' ? refCleanup : () => ref(null);
      }
      (ref as { current: T | null }).current = instance;
      return () => {
        (ref as { current: T | null }).current = null;
      };
    });
    return () => cleanups.forEach((cleanup) => cleanup?.());
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, refs);
  return useMemo(() => {
    if (refs.every((ref) => ref == null)) return null;
    return (value: T | null) => {
      if (cleanupRef.current) {
        cleanupRef.current();
        cleanupRef.current = undefined;
      }
      if (value != null) cleanupRef.current = refEffect(value);
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, refs);
}
