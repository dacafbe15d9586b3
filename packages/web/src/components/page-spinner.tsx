import { Center, Loader } from '@mantine/core';

/** Shown while a page's code or first data loads. */
export function PageSpinner() {
  return (
    <Center mih={240} role="status" aria-live="polite">
      <Loader aria-label="Loading" />
    </Center>
  );
}
