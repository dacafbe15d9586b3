import { useState } from 'react';

/**
 * Local state that starts from a URL parameter and follows it when the URL changes from outside
 * (a shared link, a new search, Back). The URL is written by the caller; the local copy makes a
 * control show its new state the moment it is used, while the router updates the URL a tick later
 * — a checkbox that flickers back for a moment confuses screen readers and tests alike.
 */
export function useUrlBackedState<T>(fromUrl: T): [T, (next: T) => void] {
  const [value, setValue] = useState(fromUrl);
  const [lastSeen, setLastSeen] = useState(fromUrl);
  if (!Object.is(fromUrl, lastSeen)) {
    // Adjusting state while rendering (React's pattern for "state derived from a changing prop").
    setLastSeen(fromUrl);
    setValue(fromUrl);
  }
  return [value, setValue];
}
