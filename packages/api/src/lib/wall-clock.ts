/**
 * The wall clock is common's (packages/common/src/wall-clock.ts): the API and the web app read date-times alike. This
 * re-export only serves the API files that still import it from here; it goes once they import '@wayfare/common'.
 */
export { instantToWallClock, wallClockToInstant } from '@wayfare/common';
