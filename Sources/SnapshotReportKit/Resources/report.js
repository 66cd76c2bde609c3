// The snapshot report's script (index.html): the view switch, the slider, blink, the filters
// and the accept-all command they keep current, and data-all-images-loaded on <body> once every
// image has loaded ("true") or one has not ("false", the failing sources in data-broken-images),
// for the browser check. The copy buttons are HTMLText's copy-buttons.js, added after it.
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
  // The filters, and the command that accepts every change they leave shown: the
  // entries' own commands, each once, joined by && so that it stops at the first that
  // fails; one that is more than a simple && list runs grouped in a subshell.
  function joinedCommand(commands) {
    var seen = {};
    return commands.filter(function (command) {
      if (seen.hasOwnProperty(command)) return false;
      seen[command] = true;
      return true;
    }).map(function (command) {
      if (!/[;|#\n`]|(^|[^&])&(?!&)/.test(command)) return command;
      return "(" + command + (/[#\n]/.test(command) ? "\n)" : ")");
    }).join(" && \\\n");
  }
  var filterText = document.getElementById("filter-text");
  var statusBoxes = Array.prototype.slice.call(document.querySelectorAll(".filter-status"));
  var entries = Array.prototype.slice.call(document.querySelectorAll("[data-status]"));
  var acceptAll = document.getElementById("accept-all");
  function applyFilters() {
    var text = filterText.value.trim().toLowerCase();
    var statuses = statusBoxes.filter(function (box) { return box.checked; }).map(function (box) { return box.value; });
    var commands = [];
    var shown = 0;
    entries.forEach(function (entry) {
      var label = (entry.dataset.suite + "/" + entry.dataset.name).toLowerCase();
      var visible = statuses.indexOf(entry.dataset.status) >= 0 && label.indexOf(text) >= 0;
      entry.hidden = !visible;
      if (!visible) return;
      shown += 1;
      if (entry.dataset.accept) commands.push(entry.dataset.accept);
    });
    document.querySelectorAll("main section").forEach(function (section) {
      var all = section.querySelectorAll("[data-status]");
      var visible = Array.prototype.filter.call(all, function (entry) { return !entry.hidden; }).length;
      var count = section.querySelector("h2 .count");
      if (count) count.textContent = visible === all.length ? String(all.length) : visible + " of " + all.length;
    });
    var command = joinedCommand(commands);
    document.getElementById("filter-shown").textContent = shown + " of " + entries.length + " shown";
    document.getElementById("accept-all-count").textContent = String(commands.length);
    document.getElementById("accept-all-command").textContent = command || "Nothing shown to accept";
    var copy = document.getElementById("accept-all-copy");
    copy.dataset.copy = command;
    copy.disabled = command === "";
    acceptAll.classList.toggle("empty", command === "");
  }
  // ?filter=text&status=failed,new opens the page filtered (a link from CI, say).
  var query = new URLSearchParams(window.location.search);
  if (query.has("filter")) filterText.value = query.get("filter");
  if (query.has("status")) {
    var wanted = query.get("status").split(",");
    statusBoxes.forEach(function (box) { box.checked = wanted.indexOf(box.value) >= 0; });
  }
  filterText.addEventListener("input", applyFilters);
  statusBoxes.forEach(function (box) { box.addEventListener("change", applyFilters); });
  applyFilters();
  function checkImages() {
    var images = Array.prototype.slice.call(document.images);
    var broken = images.filter(function (image) { return !(image.complete && image.naturalWidth > 0); });
    document.body.dataset.imageCount = String(images.length);
    document.body.dataset.brokenImages = broken.map(function (image) { return image.getAttribute("src"); }).join(" ");
    document.body.dataset.allImagesLoaded = broken.length === 0 ? "true" : "false";
  }
  if (document.readyState === "complete") checkImages(); else window.addEventListener("load", checkImages);
})();
