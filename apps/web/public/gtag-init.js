// Google Analytics' standard start, as a file of ours: the public pages allow no inline script. The public layout
// adds this file (with the measurement id in data-measurement-id) only after the visitor accepted analytics cookies.
(() => {
  const id = document.currentScript?.dataset.measurementId;
  if (!id) return;
  window.dataLayer = window.dataLayer || [];
  window.gtag = function gtag() {
    // biome-ignore lint/complexity/noArguments: gtag.js reads Arguments objects from dataLayer, not arrays.
    window.dataLayer.push(arguments);
  };
  window.gtag("js", new Date());
  window.gtag("config", id);
})();
