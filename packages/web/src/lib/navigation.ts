/**
 * Lets non-React code (the API client's renewal failure) move the user without importing the
 * router, which would make lib depend on the app. The router registers itself at start; until
 * then a full page load does the job.
 */
type Navigate = (to: string) => void;

let navigate: Navigate = (to) => window.location.assign(to);

export function setNavigator(next: Navigate): void {
  navigate = next;
}

export function navigateTo(to: string): void {
  navigate(to);
}
