/**
 * Leaves the app for a payment page (the card provider's, or our test checkout's answer): a full
 * page load, not a router navigation, since the target may be another site. One function so tests
 * can replace it — jsdom does not let them replace `window.location.assign`.
 */
export function goToExternal(url: string): void {
  window.location.assign(url);
}
