import { Center, Loader } from '@mantine/core';

/** Shown while a page's code or first data loads. */
export function PageSpinner() {
  return (
    // The name is on the status element: ARIA allows no label on the loader's plain <span>.
    <Center mih={240} role="status" aria-live="polite" aria-label="Loading">
      <Loader />
    </Center>
  );
}
