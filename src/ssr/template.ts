/**
 * The HTML page template (Docusaurus `ssrTemplate`). It differs from the stock template in two ways.
 * First, the JavaScript bundles are requested after the page has loaded and painted instead of from <head>. Every page
 * is complete static HTML (text, links, code, images), so the reader sees and can use it before
 * any script runs; the scripts then add client-side navigation, the collapsible sidebar, the theme
 * switch and the other interactive parts. Loading them late keeps the network free for the HTML,
 * CSS and images that make up the first paint. Second, the first paint waits for the whole page to be
 * parsed (see below).
 */
// The page's script list is data (a JSON script element) and the loader that reads it is the same on
// every page, so the site's Content-Security-Policy can allow it by one hash (plugins/hosting).
//
// The list is the body's last element, and <link rel="expect" blocking="render"> names it: the browser
// renders nothing until the whole page is parsed, so its first style, layout and paint cover the whole
// page at once. Without it, the parser's first pause could be rendered (the navbar and a few
// paragraphs), and the rest of the page laid out in further tasks after the first paint. The HTML
// arrives with the stylesheet, which blocks rendering anyway (HTTP Routing is 15 KB compressed, the
// largest page 52 KB); browsers without `rel="expect"` render as before.
//
// The loader starts once the page has loaded and its first contentful paint has reached the screen:
// the browser does not promise to paint before running scripts, and on a slow phone a paint held
// back behind the scripts' start-up shows the reader nothing for a second. A tab that does not paint
// (opened in the background) loads them after a second.
//
// Docusaurus hands the whole site configuration, this template included, to every page's first
// load: the template is written out indented below and sent without its indentation, and the loader,
// the same on every page, is a head tag of the `scriptLoader` plugin below (Docusaurus's plugin API),
// which keeps it out of that configuration (0.6 KB gzip).
import { readFileSync } from 'node:fs';
import type { Plugin } from '@docusaurus/types';
import { expectTarget, override, resolveTarget } from '../../plugins/overrides';

/** Text as written below, without its indentation and blank lines: what pages and the bundle carry. */
const unindented = (text: string): string =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)
    .join('\n');

const loader = unindented(`
(function () {
  function load() {
    var scripts = JSON.parse(document.getElementById('__docusaurus-scripts').textContent);
    scripts.forEach(function (src) {
      var script = document.createElement('script');
      script.src = src;
      script.async = false;
      document.head.appendChild(script);
    });
  }
  var started = false;
  function start() {
    if (started) return;
    started = true;
    setTimeout(load, 0);
  }
  function afterPaint() {
    setTimeout(start, 1000);
    var painted = function () {
      return performance.getEntriesByName('first-contentful-paint').length > 0;
    };
    if (!window.PerformanceObserver || painted()) return requestAnimationFrame(start);
    try {
      new PerformanceObserver(function (list, observer) {
        if (!painted()) return;
        observer.disconnect();
        start();
      }).observe({ type: 'paint', buffered: true });
    } catch (e) {
      start();
    }
  }
  if (document.readyState === 'complete') afterPaint();
  else window.addEventListener('load', afterPaint, { once: true });
})();
`);

const template = unindented(`<!DOCTYPE html>
<html <%~ it.htmlAttributes %>>
  <head>
    <meta charset="UTF-8">
    <meta name="generator" content="Docusaurus v<%= it.version %>">
    <% it.metaAttributes.forEach((metaAttribute) => { %>
      <%~ metaAttribute %>
    <% }); %>
    <%~ it.headTags %>
    <% it.stylesheets.forEach((stylesheet) => { %>
      <link rel="stylesheet" href="<%= it.baseUrl %><%= stylesheet %>" />
    <% }); %>
    <link rel="expect" href="#__docusaurus-scripts" blocking="render" />
  </head>
  <body <%~ it.bodyAttributes %>>
    <%~ it.preBodyTags %>
    <div id="__docusaurus"><%~ it.appHtml %></div>
    <%~ it.postBodyTags %>
    <script type="application/json" id="__docusaurus-scripts"><%~ JSON.stringify(it.scripts.filter((s) => !s.split('/').pop().startsWith('main.')).concat(it.scripts.filter((s) => s.split('/').pop().startsWith('main.'))).map((s) => it.baseUrl + s)) %></script>
  </body>
</html>
`);

/**
 * The template, after checking that Docusaurus's own template (the `ssr-template` override's
 * target) still exists and still hands templates every value this one reads; a Docusaurus that
 * renames one fails the build here instead of printing `undefined` into every page.
 */
export function checkedTemplate(siteDir: string): string {
  const entry = override('ssr-template');
  const stock = readFileSync(resolveTarget(entry, siteDir), 'utf8');
  const names = (text: string) => new Set(text.match(/\bit\.\w+/g) ?? []);
  const offered = names(stock);
  const missing = [...names(template)].filter((name) => !offered.has(name));
  expectTarget('ssr-template', missing.length === 0, `its template no longer reads ${missing.join(', ')}`);
  return template;
}

/**
 * The loader as a head tag: a plugin (docusaurus.config.ts adds it with the template), so that the
 * script is written into every page without being part of the site configuration.
 */
export function scriptLoader(): Plugin {
  return {
    name: 'script-loader',
    // Production only: the development server renders Docusaurus's own template, which loads the
    // scripts itself and has no script list for the loader to read.
    injectHtmlTags: () =>
      process.env.NODE_ENV === 'production' ? { headTags: [{ tagName: 'script', innerHTML: loader }] } : {},
  };
}
