/**
 * The catalogue's namespaces (docs/decisions/019-three-languages.md#catalogue): one per feature, each in a module of its
 * own with its English messages imported statically and the other languages as dynamic imports. One module each is
 * what lets the bundler put a namespace's English in the chunk of the pages that use it: a single module holding them
 * all went whole into the first download. A new namespace gets its file here, a line below and one in `all-texts.ts`.
 */
export { shellTexts } from './shell';
export { errorsTexts } from './errors';
export { accountsTexts } from './accounts';
export { homeTexts } from './home';
export { componentsTexts } from './components';
export { searchTexts } from './search';
export { carsTexts } from './cars';
export { bookingsTexts } from './bookings';
export { paymentsTexts } from './payments';
export { plansTexts } from './plans';
export { reviewsTexts } from './reviews';
export { auctionsTexts } from './auctions';
export { adminTexts } from './admin';
export { emailsTexts } from './emails';
export { profileTexts } from './profile';
