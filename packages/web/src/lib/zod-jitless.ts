/**
 * The Content-Security-Policy forbids eval. When it creates its first object schema zod probes `new Function` to see
 * whether it may compile fast parsers; the browser refuses and reports a CSP violation on every page (Lighthouse's
 * best-practices "Issues" audit), and zod falls back to its interpreter. Its `jitless` setting skips the probe, and
 * parsing stays what it already was.
 *
 * zod keeps that setting on globalThis (one object shared by every copy of zod in the page) and takes an existing object
 * as it is, so it is set here, before any schema exists, without importing zod: `config` from zod's core would bring
 * its utilities (~4 kB gzip) into the first download. Imported first by main.tsx; the e2e suite fails on any CSP
 * violation, so a zod release that stops reading it shows.
 */
const holder = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
holder.__zod_globalConfig = Object.assign(holder.__zod_globalConfig ?? {}, { jitless: true });

export {};
