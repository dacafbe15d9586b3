// Writes the landing pages as HTML, as a guest first sees them (src/server-render.tsx renders them; main.tsx hydrates):
// a phone paints the page as soon as the HTML and its stylesheets arrive, instead of after ~160 kB of JavaScript has
// downloaded and run (Lighthouse's mobile preset, bench/README.md). The server sends `prerendered/<page>.html` instead
// of index.html for these paths (packages/api/src/plugins/static.ts). The pages whose first view is API data are
// rendered per request with it instead (decision 011): for them this writes the page around an empty #root to
// `dist-server/pages/<page>.html`, next to the server render's bundle, which the API loads
// (packages/api/src/plugins/page-render.ts). Run after both Vite builds (npm run build).
import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const webDir = path.join(path.dirname(fileURLToPath(import.meta.url)), '..');
const dist = path.join(webDir, 'dist');
const serverDir = path.join(webDir, 'dist-server');
const ssrBundle = path.join(serverDir, 'server-render.js');

/**
 * Public pages whose first view needs no per-visitor input. /search is not among them: its form and results come from
 * the query string. Each of them is checked for a clean hydration by the e2e suite (e2e/specs/prerender.spec.ts).
 */
const PAGES = ['/', '/discount-plans', '/all-cars', '/login', '/register'];

/**
 * Public pages the API renders per request with their first data (their largest content is an API answer). The
 * prerendered /discount-plans stays the fallback for when a render cannot be made; /search falls back to index.html.
 */
const RENDERED_PER_REQUEST = ['/search', '/discount-plans'];

/** dist/prerendered/<name>.html for a path; the server maps paths to files the same way. */
const fileFor = (pathname) => (pathname === '/' ? 'index' : pathname.slice(1)) + '.html';

/**
 * Every page exists in each language of the catalogue (packages/common/texts/<language>/): English where it always was,
 * the others in a folder of their own (`prerendered/de/…`, `pages/de/…`), each with its `<html lang>`, title and
 * description, and `prerendered/<language>/_app.html`, index.html in that language for the pages drawn in the browser
 * (docs/decisions/019-three-languages.md#pages). The server picks the file by the request's language.
 */
const textsDir = path.join(webDir, '..', 'common', 'texts');
const LOCALES = [
  'en',
  ...readdirSync(textsDir)
    .filter((locale) => locale !== 'en')
    .sort(),
];
const folderOf = (locale) => (locale === 'en' ? '' : locale);

const { renderPage } = await import(pathToFileURL(ssrBundle).href);
const template = readFileSync(path.join(dist, 'index.html'), 'utf8');
const preloads = JSON.parse(readFileSync(path.join(dist, 'landing-preloads.json'), 'utf8'));
if (!template.includes('<div id="root"></div>'))
  throw new Error('prerender: dist/index.html has no empty <div id="root">');

/**
 * The page is on screen without its code, which only makes it interactive: the code starts downloading once the page
 * has been painted, so on a slow line the ~160 kB of JavaScript does not share the bandwidth with the HTML and the
 * stylesheets the first paint waits for. A deferred classic script (allowed by the CSP, unlike an inline one) waits
 * for the first frame (rendering, and so requestAnimationFrame, waits for the stylesheets) and then adds the entry
 * script and the modulepreload links it carries in data attributes.
 *
 * Until the app has taken the page over, a button pressed (or a form sent with Enter) would do nothing, or the
 * browser's default: a GET of the same page that throws away what was typed. The script holds the press instead — the
 * app does not see it either — and presses that button again (or sends that form) when main.tsx announces `app-ready`,
 * after it has handed the typed values to the forms (src/lib/early-input.ts). The last press counts.
 */
const BOOT = `(() => {
  const { entry, modules } = document.currentScript.dataset;
  const add = (tag, attributes) => document.head.append(Object.assign(document.createElement(tag), { crossOrigin: '' }, attributes));
  requestAnimationFrame(() => setTimeout(() => {
    for (const href of modules.split(' ')) add('link', { rel: 'modulepreload', href });
    add('script', { type: 'module', src: entry });
  }));

  let pressed = null;
  const hold = (event) => {
    if (!event.isTrusted || document.documentElement.hasAttribute('data-app-ready')) return;
    const target = event.type === 'submit' ? event.target : event.target.closest && event.target.closest('button');
    if (!target || !target.closest('#root')) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    pressed = target;
  };
  addEventListener('click', hold, true);
  addEventListener('submit', hold, true);
  document.addEventListener('app-ready', () => {
    removeEventListener('click', hold, true);
    removeEventListener('submit', hold, true);
    if (!pressed || !pressed.isConnected) return;
    if (pressed instanceof HTMLFormElement) pressed.requestSubmit();
    else if (!pressed.disabled) pressed.click();
  }, { once: true });
})();
`;
const bootFile = `/assets/boot-${createHash('sha256').update(BOOT).digest('base64url').slice(0, 8)}.js`;
writeFileSync(path.join(dist, bootFile), BOOT);

const entry = template.match(/<script type="module" crossorigin src="([^"]+)"><\/script>\s*/);
if (!entry) throw new Error('prerender: dist/index.html has no entry <script type="module" crossorigin src>');
const entryPreloads = [...template.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">\s*/g)];
const bareTemplate = entryPreloads.reduce((html, [tag]) => html.replace(tag, ''), template.replace(entry[0], ''));

const escapeHtml = (text) => text.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;');

/** index.html (or a page made from it) in `locale`: its `lang`, title and description. */
function localized(html, locale) {
  const shell = JSON.parse(readFileSync(path.join(textsDir, locale, 'shell.json'), 'utf8'));
  const replaced = html
    .replace(/<html lang="en"/, `<html lang="${locale}"`)
    .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(shell['head.title'])}</title>`)
    .replace(
      /(<meta\s+name="description"\s+content=")[^"]*(")/,
      (_, open, close) => `${open}${escapeHtml(shell['head.description'])}${close}`,
    );
  if (!replaced.includes(`<html lang="${locale}"`)) throw new Error('prerender: index.html has no <html lang="en">');
  return replaced;
}

/** index.html made into `pathname`'s page: its stylesheets, the given head tags and the boot script; `root` in #root. */
function pageShell(pathname, headTags, root, locale) {
  const files = preloads[pathname];
  if (!files) throw new Error(`prerender: ${pathname} is not in landing-preloads.json (vite.config.ts LANDING_PAGES)`);
  // The page's own stylesheets block the first paint like the app's: the HTML must not show unstyled.
  const styles = files
    .filter((file) => file.endsWith('.css'))
    .map((href) => `<link rel="stylesheet" crossorigin href="${href}">`);
  const modules = [...entryPreloads.map((match) => match[1]), ...files.filter((file) => !file.endsWith('.css'))];
  const boot = `<script defer src="${bootFile}" data-entry="${entry[1]}" data-modules="${modules.join(' ')}"></script>`;
  // Functions as replacements: a `$&` or `$1` in the page's text is text, not a pattern.
  return localized(bareTemplate, locale)
    .replace('</head>', () => `  ${[...styles, ...headTags, boot].join('\n    ')}\n  </head>`)
    .replace('<div id="root"></div>', () => `<div id="root">${root}</div>`);
}

for (const locale of LOCALES) {
  const prerendered = path.join(dist, 'prerendered', folderOf(locale));
  mkdirSync(prerendered, { recursive: true });
  for (const pathname of PAGES) {
    const { html: page, requests } = await renderPage(pathname, locale);
    // The page's first API answers (public: the page is as a guest sees it) download while its code does; the app's
    // fetch takes them from the preload instead of asking again.
    const data = requests
      .filter((url) => url.startsWith('/api/'))
      .map((url) => `<link rel="preload" as="fetch" crossorigin href="${url.replaceAll('&', '&amp;')}">`);
    writeFileSync(path.join(prerendered, fileFor(pathname)), pageShell(pathname, data, page, locale));
  }
  if (locale !== 'en') writeFileSync(path.join(prerendered, '_app.html'), localized(template, locale));

  // The server fills in the page and, after #root, its answers as a JSON data block (`<!--page-data-->`).
  const pages = path.join(serverDir, 'pages', folderOf(locale));
  mkdirSync(pages, { recursive: true });
  for (const pathname of RENDERED_PER_REQUEST) {
    const shell = pageShell(pathname, [], '<!--page-html-->', locale).replace(
      '<div id="root"><!--page-html--></div>',
      '$&<!--page-data-->',
    );
    writeFileSync(path.join(pages, fileFor(pathname)), shell);
  }
}
console.log(
  `prerendered ${PAGES.length} pages in ${LOCALES.join(', ')}: ${PAGES.join(', ')}; rendered per request: ${RENDERED_PER_REQUEST.join(', ')}`,
);
