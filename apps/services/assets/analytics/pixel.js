/* The local stand-in for the social pixel's script (PIXEL_SCRIPT_URL): it marks the queue as read, as
   the real one does, and sends nothing anywhere. */
(function () {
  if (window.fbq) window.fbq.loaded = true;
})();
