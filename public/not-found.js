// Run by the 404 page (src/pages/404.astro): the server shows that page at the unknown address; this moves the
// browser to /404 itself, keeping the missing address (?from=) and the language of an English guide address
// (?lang=en). A file of our origin, so the page's Content-Security-Policy needs no inline script for it.
(function () {
  var path = location.pathname;
  if (path === "/404" || path === "/404/" || path === "/404.html") return;
  var query = "?from=" + encodeURIComponent(path + location.search);
  if (path === "/en" || path.indexOf("/en/") === 0) query += "&lang=en";
  location.replace("/404" + query);
})();
