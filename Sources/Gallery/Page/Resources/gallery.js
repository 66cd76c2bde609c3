// The gallery page's script (index.html): the search box (names, groups, keywords,
// and `is:failed`, `is:warning`, `is:deprecated`), the theme switch, the zoom overlay, the
// copy buttons, the current section in the nav, and the state in the URL's fragment.
//
// The fragment holds the state (`#q=error&theme=dark`: a theme by its name, or by one of its
// contexts; `&zoom=<entry id>` opens the entry's first shown picture at 1:1), so a view can
// be linked and a test can open the page in it; a fragment without `=` is an entry's anchor and is left to the
// browser. With `check` in the fragment (`#q=error&check`) the page loads every lazy image
// (the test hook, also `window.galleryLoadAllImages()`) and, once each has loaded or
// failed, writes on `<body>`: `data-check="done"`, `data-image-count`,
// `data-all-images-loaded` (`true`/`false`), `data-broken-images` (their sources) and
// `data-visible-entries`; the zoom writes the size it shows a picture at, in screen pixels,
// as `data-zoomed-pixels` (`640x200`). Everything it shows comes from the page's `data-` attributes;
// nothing is evaluated.
// The copy buttons are HTMLText's copy-buttons.js.
(function () {
  "use strict";
  var body = document.body;
  var search = document.getElementById("search");
  var themeSelect = document.getElementById("theme");
  var matchCount = document.getElementById("match-count");
  var noMatch = document.querySelector(".no-match");
  var themeIndexByName = Object.create(null);
  if (themeSelect) {
    Array.prototype.forEach.call(themeSelect.options, function (option) {
      if (option.dataset.index !== undefined) themeIndexByName[option.value] = Number(option.dataset.index);
    });
  }
  var sections = Array.prototype.map.call(document.querySelectorAll(".gallery-section"), function (section) {
    var navItem = null;
    document.querySelectorAll("nav.sections li").forEach(function (item) {
      if (item.dataset.section === section.id) navItem = item;
    });
    return {
      element: section,
      count: section.querySelector("h2 .count"),
      navItem: navItem,
      navCount: navItem ? navItem.querySelector(".nav-count") : null,
      groups: Array.prototype.map.call(section.querySelectorAll(".group"), function (group) {
        return {
          element: group,
          entries: Array.prototype.map.call(group.querySelectorAll(".entry"), function (entry) {
            return {
              element: entry,
              search: entry.dataset.search || "",
              variants: Array.prototype.map.call(entry.querySelectorAll(".variant"), function (variant) {
                return { element: variant, themes: variant.dataset.themes || " " };
              })
            };
          })
        };
      })
    };
  });
  var state = { query: "", theme: body.dataset.defaultTheme || "all" };
  if (!themeSelect) state.theme = "all";

  function matches(entry, terms) {
    for (var i = 0; i < terms.length; i++) {
      if (entry.search.indexOf(terms[i]) < 0) return false;
    }
    return true;
  }

  // A theme by its name (`tablet-dark`), or by one of its contexts (`dark`: the first
  // theme with it); "all" for an unknown one.
  function resolveTheme(value) {
    if (value === "all" || themeIndexByName[value] !== undefined) return value;
    var names = Object.keys(themeIndexByName).sort(function (a, b) { return themeIndexByName[a] - themeIndexByName[b]; });
    for (var i = 0; i < names.length; i++) {
      if (names[i].split("-").indexOf(value) >= 0) return names[i];
    }
    return "all";
  }

  function apply() {
    var terms = state.query.toLowerCase().split(/\s+/).filter(function (term) { return term.length > 0; });
    state.theme = resolveTheme(state.theme);
    var themeIndex = state.theme === "all" ? null : themeIndexByName[state.theme];
    var needle = themeIndex === null ? null : " " + themeIndex + " ";
    var total = 0;
    sections.forEach(function (section) {
      var shownInSection = 0;
      section.groups.forEach(function (group) {
        var shownInGroup = 0;
        group.entries.forEach(function (entry) {
          var shownVariants = 0;
          entry.variants.forEach(function (variant) {
            var shown = needle === null || variant.themes.indexOf(needle) >= 0;
            variant.element.hidden = !shown;
            if (shown) shownVariants++;
          });
          var shown = matches(entry, terms) && (shownVariants > 0 || entry.variants.length === 0);
          entry.element.hidden = !shown;
          if (shown) shownInGroup++;
        });
        group.element.hidden = shownInGroup === 0;
        shownInSection += shownInGroup;
      });
      section.element.hidden = shownInSection === 0;
      if (section.count) section.count.textContent = String(shownInSection);
      if (section.navCount) section.navCount.textContent = String(shownInSection);
      if (section.navItem) section.navItem.hidden = shownInSection === 0;
      total += shownInSection;
    });
    if (matchCount) matchCount.textContent = String(total);
    if (noMatch) noMatch.hidden = total > 0;
    body.dataset.theme = state.theme;
    body.dataset.query = state.query;
    body.dataset.visibleEntries = String(total);
    if (search && search.value !== state.query) search.value = state.query;
    if (themeSelect && themeSelect.value !== state.theme) themeSelect.value = state.theme;
  }

  // The fragment: `q=…&theme=…&check`. One without `=` or `&` (and not `check`) is an anchor.
  function readFragment() {
    var fragment = location.hash.replace(/^#/, "");
    if (fragment.indexOf("=") < 0 && fragment.indexOf("&") < 0 && fragment !== "check") return null;
    var parsed = { check: false };
    fragment.split("&").forEach(function (part) {
      var at = part.indexOf("=");
      var key = at < 0 ? part : part.slice(0, at);
      var value = at < 0 ? "" : part.slice(at + 1);
      try { value = decodeURIComponent(value.replace(/\+/g, " ")); } catch (e) { value = ""; }
      if (key === "q") parsed.query = value;
      else if (key === "theme") parsed.theme = value;
      else if (key === "check") parsed.check = true;
      else if (key === "zoom") parsed.zoom = value;
    });
    return parsed;
  }

  function writeFragment() {
    var parts = [];
    if (state.query) parts.push("q=" + encodeURIComponent(state.query));
    if (state.theme !== (body.dataset.defaultTheme || "all")) parts.push("theme=" + encodeURIComponent(state.theme));
    var url = location.pathname + location.search + (parts.length ? "#" + parts.join("&") : "");
    try { history.replaceState(null, "", url); } catch (e) { /* file:// in some browsers */ }
  }

  var timer = null;
  var delay = document.images.length > 1500 ? 150 : 0;
  if (search) {
    search.addEventListener("input", function () {
      state.query = search.value;
      clearTimeout(timer);
      timer = setTimeout(function () { apply(); writeFragment(); }, delay);
    });
    search.addEventListener("keydown", function (event) {
      if (event.key === "Escape" && search.value) { search.value = ""; state.query = ""; apply(); writeFragment(); }
    });
  }
  if (themeSelect) {
    themeSelect.addEventListener("change", function () { state.theme = themeSelect.value; apply(); writeFragment(); });
  }
  document.addEventListener("keydown", function (event) {
    if (event.key === "/" && document.activeElement !== search && search && zoom.hidden) {
      event.preventDefault();
      search.focus();
    }
  });

  // Every lazy image loaded now, and when each has loaded or failed, the result on <body>.
  function loadAllImages() {
    var images = Array.prototype.slice.call(document.querySelectorAll("main img"));
    images.forEach(function (image) { image.loading = "eager"; });
    return Promise.all(images.map(function (image) {
      if (image.complete) return Promise.resolve();
      return new Promise(function (resolve) {
        image.addEventListener("load", resolve, { once: true });
        image.addEventListener("error", resolve, { once: true });
      });
    })).then(function () {
      var broken = images.filter(function (image) { return !(image.complete && image.naturalWidth > 0); });
      body.dataset.imageCount = String(images.length);
      body.dataset.brokenImages = broken.map(function (image) { return image.getAttribute("src"); }).join(" ");
      body.dataset.allImagesLoaded = broken.length === 0 ? "true" : "false";
      body.dataset.check = "done";
      return broken.length;
    });
  }
  window.galleryLoadAllImages = loadAllImages;

  function applyFragment() {
    var parsed = readFragment();
    if (!parsed) return;
    if (parsed.query !== undefined) state.query = parsed.query;
    if (parsed.theme !== undefined) state.theme = parsed.theme;
    apply();
    if (parsed.check) loadAllImages();
    if (parsed.zoom !== undefined) {
      var entry = document.getElementById(parsed.zoom);
      var link = entry ? entry.querySelector(".variant:not([hidden]) a.zoomable") : null;
      if (link) openZoom(link);
    }
  }
  window.addEventListener("hashchange", applyFragment);

  // The zoom: a picture at its pixel size (one image pixel per screen pixel), or 2× / 4×.
  var zoom = document.getElementById("zoom");
  var zoomImage = zoom.querySelector(".zoom-stage img");
  var zoomTitle = zoom.querySelector(".zoom-title");
  var zoomFile = zoom.querySelector(".zoom-file");
  var zoomButtons = Array.prototype.slice.call(zoom.querySelectorAll("[data-zoom]"));
  var zoomScale = 1;
  var opener = null;
  function sizeZoom() {
    if (!zoomImage.naturalWidth) return;
    var ratio = window.devicePixelRatio || 1;
    zoomImage.style.width = (zoomImage.naturalWidth * zoomScale / ratio) + "px";
    zoomImage.style.height = (zoomImage.naturalHeight * zoomScale / ratio) + "px";
    body.dataset.zoomedPixels = Math.round(zoomImage.getBoundingClientRect().width * ratio) + "x" +
      Math.round(zoomImage.getBoundingClientRect().height * ratio);
  }
  function setZoomScale(scale) {
    zoomScale = scale;
    zoomButtons.forEach(function (button) { button.setAttribute("aria-pressed", String(Number(button.dataset.zoom) === scale)); });
    sizeZoom();
  }
  zoomImage.addEventListener("load", sizeZoom);
  function openZoom(link) {
    var image = link.querySelector("img");
    opener = link;
    zoomImage.removeAttribute("style");
    zoomImage.src = link.getAttribute("href");
    zoomImage.alt = image ? image.alt : "";
    zoomTitle.textContent = (image ? image.alt : "") + " · " + (link.dataset.pixels || "") + " pixels";
    zoomFile.setAttribute("href", link.getAttribute("href"));
    setZoomScale(1);
    zoom.hidden = false;
    zoom.querySelector(".zoom-close").focus();
  }
  function closeZoom() {
    if (zoom.hidden) return;
    zoom.hidden = true;
    zoomImage.removeAttribute("src");
    delete body.dataset.zoomedPixels;
    if (opener) opener.focus();
  }
  document.querySelectorAll("a.zoomable").forEach(function (link) {
    link.addEventListener("click", function (event) {
      if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      event.preventDefault();
      openZoom(link);
    });
  });
  zoomButtons.forEach(function (button) {
    button.addEventListener("click", function () { setZoomScale(Number(button.dataset.zoom)); });
  });
  zoom.querySelector(".zoom-close").addEventListener("click", closeZoom);
  zoom.querySelector(".zoom-stage").addEventListener("click", function (event) {
    if (event.target !== zoomImage) closeZoom();
  });
  zoomImage.addEventListener("click", closeZoom);
  document.addEventListener("keydown", function (event) {
    if (event.key === "Escape") closeZoom();
  });

  // The section being read, marked in the nav.
  if ("IntersectionObserver" in window) {
    var observer = new IntersectionObserver(function (changes) {
      changes.forEach(function (change) {
        if (!change.isIntersecting) return;
        sections.forEach(function (section) {
          if (section.navItem) section.navItem.classList.toggle("current", section.element === change.target);
        });
      });
    }, { rootMargin: "-64px 0px -70% 0px" });
    sections.forEach(function (section) { observer.observe(section.element); });
  }

  apply();
  applyFragment();
})();
