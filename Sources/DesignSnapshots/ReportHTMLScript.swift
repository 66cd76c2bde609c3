import HTMLText

// MARK: - The report's script

/// The inline script of `index.html`: the view switch, the slider, blink, the copy buttons,
/// and `data-all-images-loaded` on `<body>` once every image has loaded (`true`) or one has
/// not (`false`, with the failing sources in `data-broken-images`), for the browser check.
enum ReportHTMLScript {
    static let javascript = #"""
    (function () {
      "use strict";
      var timers = new WeakMap();
      function showBlink(card, actual) {
        card.classList.toggle("show-actual", actual);
        var label = card.querySelector(".blink-label .showing");
        if (label) label.textContent = actual ? "Actual" : "Expected";
      }
      function stopBlink(card) {
        if (timers.has(card)) { clearInterval(timers.get(card)); timers.delete(card); }
      }
      function startBlink(card) {
        stopBlink(card);
        timers.set(card, setInterval(function () { showBlink(card, !card.classList.contains("show-actual")); }, 700));
        var hint = card.querySelector(".blink-label .hint");
        if (hint) hint.textContent = "click the image to pause";
      }
      document.querySelectorAll(".card").forEach(function (card) {
        card.querySelectorAll(".modes button").forEach(function (button) {
          button.addEventListener("click", function () {
            card.dataset.mode = button.dataset.mode;
            card.querySelectorAll(".modes button").forEach(function (other) {
              other.setAttribute("aria-pressed", String(other === button));
            });
            if (button.dataset.mode === "blink") startBlink(card); else { stopBlink(card); showBlink(card, false); }
          });
        });
        var range = card.querySelector(".view-slider input");
        var slider = card.querySelector(".slider");
        if (range && slider) range.addEventListener("input", function () { slider.style.setProperty("--pos", range.value + "%"); });
        var blink = card.querySelector(".blink");
        if (blink) blink.addEventListener("click", function () {
          var hint = card.querySelector(".blink-label .hint");
          if (timers.has(card)) {
            stopBlink(card);
            showBlink(card, !card.classList.contains("show-actual"));
            if (hint) hint.textContent = "paused · click to toggle, pick Blink to resume";
          } else {
            showBlink(card, !card.classList.contains("show-actual"));
          }
        });
      });
    \#(CopyButtonScript.wiring(idle: "Copy", done: "Copied"))
      function checkImages() {
        var images = Array.prototype.slice.call(document.images);
        var broken = images.filter(function (image) { return !(image.complete && image.naturalWidth > 0); });
        document.body.dataset.imageCount = String(images.length);
        document.body.dataset.brokenImages = broken.map(function (image) { return image.getAttribute("src"); }).join(" ");
        document.body.dataset.allImagesLoaded = broken.length === 0 ? "true" : "false";
      }
      if (document.readyState === "complete") checkImages(); else window.addEventListener("load", checkImages);
    })();
    """#
}
