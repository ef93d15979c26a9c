/**
 * The HTML page template (Docusaurus `ssrTemplate`). It differs from the stock template in one way:
 * the JavaScript bundles are requested after the page has loaded instead of from <head>. Every page
 * is complete static HTML (text, links, code, images), so the reader sees and can use it before
 * any script runs; the scripts then add client-side navigation, the collapsible sidebar, the theme
 * switch and the other interactive parts. Loading them late keeps the network free for the HTML,
 * CSS and images that make up the first paint.
 */
// The page's script list is data (a JSON script element) and the loader that reads it is the same on
// every page, so the site's Content-Security-Policy can allow it by one hash (plugins/hosting).
const template = `<!DOCTYPE html>
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
    <script type="application/json" id="__docusaurus-scripts"><%~ JSON.stringify(it.scripts.filter((s) => !s.split('/').pop().startsWith('main.')).concat(it.scripts.filter((s) => s.split('/').pop().startsWith('main.'))).map((s) => it.baseUrl + s)) %></script>
    <script>
      (function () {
        var scripts = JSON.parse(document.getElementById('__docusaurus-scripts').textContent);
        function load() {
          scripts.forEach(function (src) {
            var script = document.createElement('script');
            script.src = src;
            script.async = false;
            document.head.appendChild(script);
          });
        }
        if (document.readyState === 'complete') load();
        else window.addEventListener('load', load, { once: true });
      })();
    </script>
  </head>
  <body <%~ it.bodyAttributes %>>
    <%~ it.preBodyTags %>
    <div id="__docusaurus"><%~ it.appHtml %></div>
    <%~ it.postBodyTags %>
  </body>
</html>
`;

export default template;
