/* The local stand-in for the tag manager's script (GTM_SCRIPT_URL): it reads the data layer the site
   fills, as the real one does, and sends nothing anywhere. */
(function () {
  var layer = (window.dataLayer = window.dataLayer || []);
  layer.push({ event: 'gtm.load.local' });
})();
