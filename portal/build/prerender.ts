// After the client build: the public pages rendered to HTML (src/prerender/server.tsx bundled for Node by a second,
// SSR build of the same config), and the shell of signed-in pages put into index.html. Each page links the CSS of
// the routes it shows and preloads their chunks (`modulepreload`), so it paints before any script runs and the
// browser fetches what hydration needs at once. The login pages load the small script that hydrates them without
// the app (src/prerender/client.tsx) instead of the app's entry.

import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import vm from 'node:vm';
import { build, type Manifest, type ResolvedConfig, type Rolldown } from 'vite';
import { type Area, areas } from '../src/config/areas.ts';
import type { PrerenderedPage, ShellHeader } from '../src/prerender/pages.ts';

/** The entry of the login pages' script, beside index.html's. */
export const loginEntry = 'src/prerender/client.tsx';

interface ServerEntry {
  themeClass: string;
  renderPage(page: PrerenderedPage): Promise<{ root: string; title: string }>;
  renderShell(header?: ShellHeader): string;
  signedInHeader(pathname: string, area: Area): Promise<ShellHeader | undefined>;
  routeChains(): { path: string; ids: string[] }[];
  prerenderedPages: PrerenderedPage[];
}

/** The JS and CSS files a set of manifest keys loads, with their static imports. */
function closure(manifest: Manifest, keys: string[]): { js: Set<string>; css: Set<string> } {
  const js = new Set<string>();
  const css = new Set<string>();
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) throw new Error(`${key} is not in the build manifest`);
    if (chunk.file.endsWith('.js')) js.add(chunk.file);
    for (const file of chunk.css ?? []) css.add(file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const key of keys) visit(key);
  return { js, css };
}

/**
 * The manifest key of the chunk that holds the lazily loaded half of a route file with its component (and loader):
 * `src/routes/x.tsx?tsr-split=component---loader`, found through `chunkOfModule` (module id → chunk file, from the
 * bundle). Undefined for a route file without a lazy component.
 */
function componentChunkKey(
  manifest: Manifest,
  chunkOfModule: Map<string, string>,
  root: string,
  file: string,
): string | undefined {
  const prefix = `${path.join(root, file)}?`;
  const chunkFile = [...chunkOfModule].find(
    ([id]) =>
      id.startsWith(prefix) && /[?&]tsr-split=([^&]*)/.exec(id)?.[1]?.split('---').includes('component'),
  )?.[1];
  return Object.keys(manifest).find((k) => manifest[k]?.file === chunkFile);
}

/** The manifest keys of the lazy halves of route files, each of which must have one. */
function splitRouteKeys(
  manifest: Manifest,
  chunkOfModule: Map<string, string>,
  root: string,
  routeFiles: string[],
): string[] {
  return routeFiles.map((file) => {
    const key = componentChunkKey(manifest, chunkOfModule, root, file);
    if (!key) throw new Error(`the lazy component of ${file} is in no chunk of the build manifest`);
    return key;
  });
}

/** The route file of a route id (`/_admin/admin/dashboard`, `/_public/` for an index route). */
function routeFileOf(root: string, routesDir: string, id: string): string {
  const candidates = id.endsWith('/')
    ? [`${id}index.tsx`, `${id}route.tsx`]
    : [`${id}.tsx`, `${id}/route.tsx`];
  const file = candidates.map((c) => path.join(routesDir, c)).find((c) => fs.existsSync(path.join(root, c)));
  if (!file) throw new Error(`no route file for the route ${id} (tried ${candidates.join(', ')})`);
  return file;
}

/**
 * Links the route preload script appends in one task. Each asks the browser for a file, about 1 ms of the main thread
 * on this machine's slow hours (52 links: 36–75 ms, in a page with no devtools attached); the page's 50 in one task
 * were one long task, 255 ms at Lighthouse's 4× slowdown. A few per task, each task passing on to the next through a
 * message (a timer's 4 ms minimum would add up), keep every task short.
 */
const linksPerTask = 4;

/**
 * The script a signed-in page runs first (async, the only script its HTML names): it finds the route of the address,
 * and once the page has painted its shell it loads the app: a `modulepreload` for each of the entry's chunks and of
 * that route's chunks the entry does not load itself (so the browser fetches the page's code while it fetches and
 * runs the entry, instead of after), a few per task (linksPerTask), then the entry. Before the first paint the
 * stylesheet has the line to itself: with the scripts asked for in the HTML, the shell painted 0.8 s later in
 * Lighthouse's mobile simulation (/admin/archive: 2.5 s, where /login paints at 1.7 s). The routes are matched as the
 * router does: a `$param` segment takes any one segment, a static segment wins over a param, case does not matter.
 * The server's content security policy allows no inline script, hence a file (hashed: cached for good like the other
 * assets).
 */
function routePreloadScript(
  routes: { path: string; files: string[] }[],
  entry: { file: string; preload: string[] },
): string {
  const files = [...new Set([...entry.preload, entry.file, ...routes.flatMap((route) => route.files)])];
  if (files.some((file) => !file.startsWith('assets/'))) throw new Error('a route chunk is outside assets/');
  const table = routes
    .filter((route) => route.files.length > 0)
    .map((route) => [route.path.toLowerCase(), route.files.map((file) => files.indexOf(file))]);
  return `(function () {
  var files = ${JSON.stringify(files.map((file) => file.slice('assets/'.length)))};
  var routes = ${JSON.stringify(table)};
  var entry = ${files.indexOf(entry.file)};
  var preload = ${JSON.stringify(entry.preload.map((file) => files.indexOf(file)))};
  var route = [];
  var at = location.pathname.replace(/\\/+$/, '').toLowerCase().split('/');
  var bestStatic = -1;
  for (var i = 0; i < routes.length; i++) {
    var segments = routes[i][0].replace(/\\/+$/, '').split('/');
    if (segments.length !== at.length) continue;
    var statics = 0;
    for (var j = 0; j < segments.length; j++) {
      if (segments[j].charAt(0) === '$') {
        if (!at[j]) break;
      } else if (segments[j] === at[j]) statics++;
      else break;
    }
    if (j === segments.length && statics > bestStatic) {
      route = routes[i][1];
      bestStatic = statics;
    }
  }
  var chunks = preload.concat(route);
  var next = 0;
  var channel = new MessageChannel();
  function load() {
    for (var end = Math.min(next + ${linksPerTask}, chunks.length); next < end; next++) {
      var link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = '/assets/' + files[chunks[next]];
      document.head.appendChild(link);
    }
    if (next < chunks.length) {
      channel.port2.postMessage(0);
      return;
    }
    var script = document.createElement('script');
    script.type = 'module';
    script.crossOrigin = '';
    script.src = '/assets/' + files[entry];
    document.head.appendChild(script);
  }
  channel.port1.onmessage = load;
  // After the next paint (a hidden tab paints nothing: at once).
  if (document.visibilityState === 'visible' && window.requestAnimationFrame) {
    requestAnimationFrame(function () {
      setTimeout(load, 0);
    });
  } else load();
})();
`;
}

/** index.html's module script (the app's entry) and Vite's preloads for it, each with its path from the root. */
const moduleScript = /<script type="module" crossorigin src="\/([^"]+)"><\/script>/;
const modulePreloads = /\s*<link rel="modulepreload" crossorigin href="\/([^"]+)">/g;

/** The app's entry (index.html's module script) and the chunks Vite preloads for it, as files of the build. */
function appEntry(template: string): { file: string; preload: string[] } {
  const file = moduleScript.exec(template)?.[1];
  if (!file) throw new Error('index.html has no module script');
  return { file, preload: [...template.matchAll(modulePreloads)].map((match) => match[1] ?? '') };
}

/** index.html without the app's entry and its preloads: the route preload script loads them (routePreloadScript). */
const withoutEntry = (template: string) => template.replace(moduleScript, '').replace(modulePreloads, '');

const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');
const escapeText = (value: string) => value.replace(/&/g, '&amp;').replace(/</g, '&lt;');

/**
 * index.html loading `entry` (and preloading its chunks) instead of the app's entry and the chunks Vite preloads;
 * the app's entry is named in `<meta name="portal-app">` for the entry to load when it cannot hydrate the page.
 */
function withEntry(template: string, entry: { file: string; preload: string[] }): string {
  const app = moduleScript.exec(template)?.[1];
  if (!app) throw new Error('index.html has no module script');
  return template
    .replace(modulePreloads, '')
    .replace(moduleScript, () =>
      [
        `<meta name="portal-app" content="/${escapeAttribute(app)}">`,
        `<script type="module" crossorigin src="/${entry.file}"></script>`,
        ...entry.preload.map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`),
      ].join('\n    '),
    );
}

/** The id of an empty, inert element right after #root: the first paint waits until it is parsed (pageHtml). */
const rootParsed = 'root-parsed';

/**
 * index.html with the theme on <html>, the CSS first in <head> (the one thing that blocks the first paint, so it is
 * requested first), preloads and an optional async script, and `root` as the content of #root. The first paint also
 * waits until the whole of #root has been parsed (`<link rel="expect">` naming an empty template right after it):
 * a parser slowed down yielded in the middle of the shell, and the browser painted what it had, the Menu button
 * without its word, the page without its footer, which the rest then moved (layout shifts of up to 0.15). Chromium
 * did not hold the paint for `href="#"` (the end of the document) nor for `href="#root"`.
 */
function pageHtml(
  template: string,
  options: {
    themeClass: string;
    css: string[];
    preload: string[];
    root: string;
    title?: string;
    prerenderedPath?: string;
    headScript?: string;
  },
): string {
  const stylesheet = /\s*<link rel="stylesheet" crossorigin href="\/([^"]+)">/g;
  const css = [
    ...new Set([...[...template.matchAll(stylesheet)].map((match) => match[1] ?? ''), ...options.css]),
  ];
  const first = [
    ...css.map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`),
    `<link rel="expect" href="#${rootParsed}" blocking="render">`,
    ...(options.headScript ? [`<script async src="/${options.headScript}"></script>`] : []),
  ].join('\n    ');
  const links = options.preload
    .map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`)
    .join('\n    ');
  const rootAttributes = options.prerenderedPath
    ? ` data-prerendered="${escapeAttribute(options.prerenderedPath)}"`
    : '';
  const html = template
    .replace(stylesheet, '')
    .replace(
      /<title>[^<]*<\/title>/,
      (title) =>
        `${options.title ? `<title>${escapeText(options.title)}</title>` : title}${first ? `\n    ${first}` : ''}`,
    )
    .replace('<html lang="en">', `<html lang="en" class="${escapeAttribute(options.themeClass)}">`)
    .replace('</head>', `  ${links}\n  </head>`)
    .replace(
      '<div id="root"></div>',
      () => `<div id="root"${rootAttributes}>${options.root}</div><template id="${rootParsed}"></template>`,
    );
  if (!html.includes(options.root)) throw new Error('index.html has no empty <div id="root"></div>');
  return html;
}

export async function prerender(config: ResolvedConfig, chunkOfModule: Map<string, string>): Promise<void> {
  const outDir = path.resolve(config.root, config.build.outDir);
  const serverDir = path.join(config.root, '.tanstack', 'prerender');
  const output = (await build({
    configFile: config.configFile,
    root: config.root,
    mode: config.mode,
    logLevel: 'warn',
    build: {
      ssr: 'src/prerender/server.tsx',
      outDir: serverDir,
      emptyOutDir: true,
      copyPublicDir: false,
      manifest: false,
    },
  })) as Rolldown.RolldownOutput;
  const entry = output.output.find((item) => item.type === 'chunk' && item.isEntry);
  if (!entry) throw new Error('the prerender build wrote no entry');
  const server: ServerEntry = await import(pathToFileURL(path.join(serverDir, entry.fileName)).href);

  const manifest: Manifest = JSON.parse(fs.readFileSync(path.join(outDir, '.vite', 'manifest.json'), 'utf8'));
  const entryKey = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  if (!entryKey) throw new Error('the build manifest has no entry');
  const loadedByEntry = closure(manifest, [entryKey]);
  const beyondEntry = (keys: string[]) => {
    const { js, css } = closure(manifest, keys);
    return {
      js: [...js].filter((file) => !loadedByEntry.js.has(file)),
      css: [...css].filter((file) => !loadedByEntry.css.has(file)),
    };
  };
  const templateFile = path.join(outDir, 'index.html');
  const template = fs.readFileSync(templateFile, 'utf8');

  const loginKey = Object.keys(manifest).find((key) => manifest[key]?.src === loginEntry);
  if (!loginKey) throw new Error(`${loginEntry} is not an entry of the build`);
  const loginScript = closure(manifest, [loginKey]);
  const loginTemplate = withEntry(template, {
    file: manifest[loginKey]?.file ?? '',
    preload: [...loginScript.js].filter((file) => file !== manifest[loginKey]?.file),
  });

  for (const page of server.prerenderedPages) {
    // A login page needs only its own script (it loads the app when it cannot hydrate); the others the app and the
    // chunks of their routes.
    const { js, css } = page.login
      ? { js: [], css: [...loginScript.css] }
      : beyondEntry(splitRouteKeys(manifest, chunkOfModule, config.root, page.routeFiles));
    const { root, title } = await server.renderPage(page);
    const html = pageHtml(page.login ? loginTemplate : template, {
      themeClass: server.themeClass,
      css,
      preload: js,
      root,
      title,
      prerenderedPath: page.path,
    });
    const file = path.join(outDir, page.file);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, html);
  }

  // Per route, the chunks beyond the entry's: index.html preloads the visited route's (routePreloadScript), and
  // scripts/size.mjs reads them (.vite/route-chunks.json) to report what each signed-in page loads.
  const chains = server.routeChains();
  const routes = chains.map((chain) => {
    const keys = chain.ids
      .map((id) =>
        componentChunkKey(manifest, chunkOfModule, config.root, routeFileOf(config.root, 'src/routes', id)),
      )
      .filter((key): key is string => key !== undefined);
    return { path: chain.path, files: beyondEntry(keys).js };
  });
  fs.writeFileSync(path.join(outDir, '.vite', 'route-chunks.json'), `${JSON.stringify(routes, null, 1)}\n`);
  const preload = routePreloadScript(routes, appEntry(template));
  // The script is written as text: compile it here (without running it), so a slip in it fails the build, not the page.
  new vm.Script(preload, { filename: 'route-preload.js' });
  const preloadFile = `assets/route-preload-${createHash('sha256').update(preload).digest('base64url').slice(0, 8)}.js`;
  fs.writeFileSync(path.join(outDir, preloadFile), preload);

  // A signed-in page at a fixed address (no `$param`) gets its own shell with its header (the title, and the
  // description and back link when they are plain text), so what a visitor sees first is the page's title and the
  // line under it (often the largest text: Lighthouse's LCP), not a grey bar: pages/<path>.html, which the server
  // answers at that path. Otherwise it is index.html: the same CSS, and the route preload script, which loads the app
  // once the shell has painted.
  const frame = beyondEntry(splitRouteKeys(manifest, chunkOfModule, config.root, ['src/routes/_public.tsx']));
  const shellHtml = (header?: ShellHeader) =>
    pageHtml(withoutEntry(template), {
      themeClass: server.themeClass,
      css: frame.css,
      preload: [],
      root: server.renderShell(header),
      headScript: preloadFile,
    });
  const shells: string[] = [];
  for (const chain of chains) {
    const area = areas.find((candidate) => chain.ids[0] === `/_${candidate}`);
    const pagePath = chain.path.replace(/\/+$/, '');
    if (!area || pagePath.includes('$')) continue;
    // An index route's path ends in a slash (`/strataAdmin/requests/`), which the router answers at the address
    // without it: the header is rendered, and the page answered, there.
    const header = await server.signedInHeader(pagePath, area);
    if (!header) continue;
    const file = path.join(outDir, 'pages', `${pagePath}.html`);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, shellHtml(header));
    shells.push(`${pagePath} (${header.title}${header.description ? `: ${header.description}` : ''})`);
  }
  config.logger.info(`signed-in pages with their own shell: ${shells.join(', ')}`);

  // Signed-in pages get index.html: the frame's CSS (the public layout's: app shell, bar, footer), the shell, and
  // the route preload script ahead of the entry.
  fs.writeFileSync(templateFile, shellHtml());
}
