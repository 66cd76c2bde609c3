// The gallery page's script (index.html): the search box (names, groups, keywords,
// and `is:failed`, `is:warning`, `is:deprecated`), the theme switch, the zoom overlay, the
// copy buttons, the current section in the nav, the state in the URL's fragment, and every
// picture whole in its card (`fitPictures`: a state matrix too wide for its card at 1:1
// stacked, a picture wider than its card scaled to fit and marked, a click from 1:1).
//
// The theme switch is one control per modifier (`theme`, `device`), each a context or all;
// the page takes the shown themes' page background when they share one (`data-page-tone`).
// The fragment holds the state (`#q=error&theme=dark`: a theme by its name, or contexts
// joined by `+`, each a context's name or `modifier=context`; `&zoom=<entry id>` opens the entry's first shown picture at 1:1), so a view can
// be linked and a test can open the page in it; a fragment without `=` is an entry's anchor and is left to the
// browser. With `check` in the fragment (`#q=error&check`) the page loads every lazy image
// (the test hook, also `window.galleryLoadAllImages()`) and, once each has loaded or
// failed, writes on `<body>`: `data-check="done"`, `data-image-count`,
// `data-all-images-loaded` (`true`/`false`), `data-broken-images` (their sources) and
// `data-visible-entries`, and what `checkLayout` measures (names cut inside a part,
// variants out of line, entries whose content is wider than their card, the matrices
// stacked and the pictures scaled to fit, the share of the width the cards fill row by
// row); the zoom writes the size it shows a picture at, in screen pixels,
// as `data-zoomed-pixels` (`640x200`). Everything it shows comes from the page's `data-` attributes;
// nothing is evaluated.
// The copy buttons are HTMLText's copy-buttons.js.
(function () {
  "use strict";
  var body = document.body;
  var search = document.getElementById("search");
  var themeList = document.getElementById("themes");
  var modifierSelects = Array.prototype.slice.call(document.querySelectorAll(".modifier-switch select"));
  var matchCount = document.getElementById("match-count");
  var noMatch = document.querySelector(".no-match");
  function decode(text) {
    try { return decodeURIComponent(text); } catch (e) { return ""; }
  }
  // The themes' table: each theme's index, name, contexts by modifier, page background
  // and its tone.
  var themes = themeList ? Array.prototype.map.call(themeList.querySelectorAll("li"), function (item) {
    var contexts = Object.create(null);
    (item.dataset.contexts || "").split("&").forEach(function (pair) {
      var at = pair.indexOf("=");
      if (at > 0) contexts[decode(pair.slice(0, at))] = decode(pair.slice(at + 1));
    });
    return { index: Number(item.dataset.index), name: item.dataset.name, contexts: contexts,
             background: item.dataset.background, tone: item.dataset.tone };
  }) : [];
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
                return { element: variant, themes: (variant.dataset.themes || "").split(" ").filter(Boolean).map(Number) };
              })
            };
          })
        };
      })
    };
  });
  var state = { query: "", chosen: choose(body.dataset.defaultTheme || "all") };

  function matches(entry, terms) {
    for (var i = 0; i < terms.length; i++) {
      if (entry.search.indexOf(terms[i]) < 0) return false;
    }
    return true;
  }

  // The contexts a fragment's theme value chooses, by modifier: a theme's name
  // (`tablet-dark`: its every context), contexts joined by `+` (`dark+tablet`), each a
  // context's name or `modifier=context`, or `all` (nothing chosen). Unknown parts are left out.
  function choose(value) {
    var chosen = Object.create(null);
    if (!value || value === "all") return chosen;
    for (var i = 0; i < themes.length; i++) {
      if (themes[i].name === value) {
        Object.keys(themes[i].contexts).forEach(function (modifier) { chosen[modifier] = themes[i].contexts[modifier]; });
        return chosen;
      }
    }
    value.split(/[ +]/).forEach(function (part) {
      var at = part.indexOf("=");
      modifierSelects.some(function (select) {
        var modifier = select.dataset.modifier;
        if (at >= 0 && part.slice(0, at) !== modifier) return false;
        var context = at >= 0 ? part.slice(at + 1) : part;
        var known = Array.prototype.some.call(select.options, function (option) { return option.value && option.value === context; });
        if (known) chosen[modifier] = context;
        return known;
      });
    });
    return chosen;
  }

  // The themes that take every chosen context.
  function chosenThemes(chosen) {
    return themes.filter(function (theme) {
      return Object.keys(chosen).every(function (modifier) { return theme.contexts[modifier] === chosen[modifier]; });
    });
  }

  // What the fragment and `data-theme` say: `all`, a theme's name when one theme is
  // chosen, otherwise the chosen contexts joined by `+` (`dark`).
  function chosenValue(chosen) {
    var modifiers = Object.keys(chosen);
    if (modifiers.length === 0) return "all";
    var shown = chosenThemes(chosen);
    if (shown.length === 1 && modifierSelects.every(function (select) { return chosen[select.dataset.modifier] !== undefined; })) return shown[0].name;
    return modifierSelects.filter(function (select) { return chosen[select.dataset.modifier] !== undefined; })
      .map(function (select) { return chosen[select.dataset.modifier]; }).join("+");
  }

  // The page in the colors of the themes shown, when they share one page background:
  // its background, and light or dark text and cards to go with it.
  function applyPageTone(shown) {
    var first = shown[0];
    var shared = first && first.background && shown.every(function (theme) { return theme.background === first.background; });
    if (shared) {
      body.style.setProperty("--page", first.background);
      body.dataset.pageTone = first.tone;
      body.dataset.pageBackground = first.background;
    } else {
      body.style.removeProperty("--page");
      delete body.dataset.pageTone;
      delete body.dataset.pageBackground;
    }
  }

  function apply() {
    var terms = state.query.toLowerCase().split(/\s+/).filter(function (term) { return term.length > 0; });
    var everyTheme = Object.keys(state.chosen).length === 0;
    var shownThemes = everyTheme ? themes : chosenThemes(state.chosen);
    var shownIndex = Object.create(null);
    shownThemes.forEach(function (theme) { shownIndex[theme.index] = true; });
    var total = 0;
    sections.forEach(function (section) {
      var shownInSection = 0;
      section.groups.forEach(function (group) {
        var shownInGroup = 0;
        group.entries.forEach(function (entry) {
          var shownVariants = 0;
          entry.variants.forEach(function (variant) {
            var shown = everyTheme || variant.themes.some(function (index) { return shownIndex[index]; });
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
    body.dataset.theme = chosenValue(state.chosen);
    body.dataset.shownCount = String(shownThemes.length);
    body.dataset.shownThemes = " " + shownThemes.map(function (theme) { return theme.index; }).join(" ") + " ";
    applyPageTone(shownThemes);
    body.dataset.query = state.query;
    body.dataset.visibleEntries = String(total);
    if (search && search.value !== state.query) search.value = state.query;
    modifierSelects.forEach(function (select) { select.value = state.chosen[select.dataset.modifier] || ""; });
    fitPictures();
  }

  // Every picture whole in its card, at 1:1 where it fits (as Storybook's and zeroheight's
  // canvases show a story): a state matrix wider than its card at 1:1 is stacked (the
  // stylesheet's `.stacked`: each theme's pictures wrap, each under its state's name),
  // and a picture still wider than its card is scaled down to fit it, marked with the share
  // it is shown at (`data-scaled`, `62 %`); a click shows it at 1:1. Measured afresh when
  // what is shown or the window's width changes: each matrix at 1:1 first, then the
  // pictures as drawn.
  var matrices = Array.prototype.slice.call(document.querySelectorAll("main .variants.matrix"));
  function fitPictures() {
    matrices.forEach(function (matrix) { matrix.classList.remove("stacked"); });
    matrices.filter(function (matrix) { return matrix.getClientRects().length && matrix.scrollWidth > matrix.clientWidth + 1; })
      .forEach(function (matrix) { matrix.classList.add("stacked"); });
    var shares = Array.prototype.map.call(document.querySelectorAll("main .picture img"), function (image) {
      var natural = Number(image.getAttribute("width"));
      var shown = image.getClientRects().length ? image.getBoundingClientRect().width : natural;
      return { figure: image.closest(".picture"), share: natural > 0 && shown < natural - 1 ? Math.floor(100 * shown / natural) : null };
    });
    shares.forEach(function (scaled) {
      if (scaled.share === null) delete scaled.figure.dataset.scaled;
      else scaled.figure.dataset.scaled = scaled.share + " %";
    });
  }
  var fitting = 0;
  window.addEventListener("resize", function () {
    cancelAnimationFrame(fitting);
    fitting = requestAnimationFrame(fitPictures);
  });

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
    var theme = chosenValue(state.chosen);
    if (theme !== chosenValue(choose(body.dataset.defaultTheme || "all"))) parts.push("theme=" + encodeURIComponent(theme));
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
  modifierSelects.forEach(function (select) {
    select.addEventListener("change", function () {
      if (select.value) state.chosen[select.dataset.modifier] = select.value;
      else delete state.chosen[select.dataset.modifier];
      apply();
      writeFragment();
    });
  });
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
      checkLayout();
      body.dataset.check = "done";
      return broken.length;
    });
  }
  window.galleryLoadAllImages = loadAllImages;

  // The layout as laid out, for the test: every part of a name (between its dots and
  // spaces) on one line, and the variants of an entry in line. Writes on <body>
  // `data-broken-names` (the parts a line break cuts, between `|`), `data-checked-names`
  // (how many parts were measured), `data-misaligned` (ids of entries whose side-by-side
  // variants' parts, or whose matrix's columns, do not start level) and
  // `data-aligned-rows` (how many rows of two or more variants were compared), what
  // `checkPicturesWhole` measures of the pictures, and what `measureWidthUsed` measures of
  // the width.
  var nameParts = ".name, .group-name, .fact dt, .fact dd, .references .property, .references code, .references a, " +
    ".variant-themes, figcaption, .matrix-state, .cell-state";
  function checkLayout() {
    var broken = [], checked = 0;
    document.querySelectorAll(nameParts).forEach(function (element) {
      if (!element.getClientRects().length) return;
      var walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
      for (var node = walker.nextNode(); node; node = walker.nextNode()) {
        var pattern = /[^\s.]+\.?/g, match;
        while ((match = pattern.exec(node.data))) {
          var range = document.createRange();
          range.setStart(node, match.index);
          range.setEnd(node, match.index + match[0].length);
          var lines = Object.create(null), count = 0;
          Array.prototype.forEach.call(range.getClientRects(), function (rect) {
            if (rect.width <= 0) return;
            var key = Math.round(rect.top);
            if (!lines[key]) { lines[key] = true; count++; }
          });
          if (count > 0) checked++;
          if (count > 1) broken.push(match[0]);
        }
      }
    });
    var misaligned = [], rows = 0;
    function level(items, part, id) {
      var tops = items.map(function (item) { var found = part(item); return found ? Math.round(found.getBoundingClientRect().top) : null; })
        .filter(function (top) { return top !== null; });
      if (tops.some(function (top) { return Math.abs(top - tops[0]) > 1; }) && misaligned.indexOf(id) < 0) misaligned.push(id);
    }
    document.querySelectorAll("main .entry").forEach(function (entry) {
      if (!entry.getClientRects().length) return;
      var stacked = entry.querySelector(".variants.matrix.stacked") !== null;
      var variants = Array.prototype.filter.call(entry.querySelectorAll(".variants:not(.matrix) > .variant"), function (variant) {
        return variant.getClientRects().length > 0;
      });
      // Variants that start on one row: their facts and pictures start level, whatever
      // source line one of them has.
      var byRow = Object.create(null);
      variants.forEach(function (variant) {
        var key = Math.round(variant.getBoundingClientRect().top);
        (byRow[key] = byRow[key] || []).push(variant);
      });
      Object.keys(byRow).forEach(function (key) {
        var row = byRow[key];
        if (row.length < 2) return;
        rows++;
        [".facts", ".pictures"].forEach(function (part) {
          level(row, function (variant) { return variant.querySelector(":scope > " + part); }, entry.id);
        });
      });
      // A matrix: each state's pictures start at one left edge, each theme's at one top. (A
      // stacked one has no columns: its pictures wrap.)
      var matrixRows = stacked ? [] : Array.prototype.filter.call(entry.querySelectorAll(".matrix-grid > .variant"), function (variant) {
        return variant.getClientRects().length > 0;
      });
      if (matrixRows.length > 1) rows++;
      matrixRows.forEach(function (variant) { level(Array.prototype.slice.call(variant.querySelectorAll(":scope > figure")), function (figure) { return figure; }, entry.id); });
      var head = entry.querySelector(".matrix-head");
      if (head && matrixRows.length) {
        var columns = [Array.prototype.slice.call(head.children)].concat(matrixRows.map(function (variant) { return Array.prototype.slice.call(variant.children); }));
        for (var column = 0; column < columns[0].length; column++) {
          var lefts = columns.map(function (cells) { return cells[column] ? Math.round(cells[column].getBoundingClientRect().left) : null; });
          if (lefts.some(function (left) { return left !== null && Math.abs(left - lefts[0]) > 1; }) && misaligned.indexOf(entry.id) < 0) misaligned.push(entry.id);
        }
      }
    });
    checkPicturesWhole();
    measureWidthUsed();
    body.dataset.brokenNames = broken.join("|");
    body.dataset.checkedNames = String(checked);
    body.dataset.misaligned = misaligned.join(" ");
    body.dataset.alignedRows = String(rows);
  }

  // Every picture seen whole without a sideways scroll, at 1:1 where it fits. Writes on
  // <body> `data-overflowing` (ids of the visible entries with content wider than its box:
  // an element in `main .entry`, or the card itself, whose scrollWidth exceeds its
  // clientWidth by more than a pixel), `data-overflow-checked` (how many entries were
  // measured), `data-stacked-matrices` (ids of the entries whose matrix is stacked),
  // `data-scaled-pictures` (how many pictures are shown smaller than 1:1) and
  // `data-needlessly-scaled` (ids of entries with a picture shown smaller though it is no
  // wider than its card's content).
  function checkPicturesWhole() {
    var overflowing = [], checked = 0, scaled = 0, needless = [];
    document.querySelectorAll("main .entry").forEach(function (entry) {
      if (!entry.getClientRects().length) return;
      checked++;
      var wide = [entry].concat(Array.prototype.slice.call(entry.querySelectorAll("*"))).some(function (element) {
        return element.scrollWidth > element.clientWidth + 1;
      });
      if (wide) overflowing.push(entry.id);
      var room = contentWidth(entry);
      entry.querySelectorAll(".picture[data-scaled] img").forEach(function (image) {
        if (!image.getClientRects().length) return;
        scaled++;
        if (Number(image.getAttribute("width")) <= room && needless.indexOf(entry.id) < 0) needless.push(entry.id);
      });
    });
    body.dataset.overflowing = overflowing.join(" ");
    body.dataset.overflowChecked = String(checked);
    body.dataset.stackedMatrices = matrices.filter(function (matrix) { return matrix.classList.contains("stacked"); })
      .map(function (matrix) { return matrix.closest(".entry").id; }).join(" ");
    body.dataset.scaledPictures = String(scaled);
    body.dataset.needlesslyScaled = needless.join(" ");
  }

  // The width the cards fill, as a designer sees it, row by row: the visible `main .entry`
  // cards grouped into visual rows (the cards of one group whose tops are level), and each
  // row's fill, its cards' widths and the gaps between them, over the width its group has
  // for cards. A group's last row that could have held another card is short because the
  // group ran out of cards, not because the layout left the width unused: it is not rated.
  // Writes on <body>, in percent: `data-content-width` (the content column the cards are
  // laid out in, over the window), `data-row-fill-median` and `data-row-fill-lowest` (of
  // the rated rows), `data-used-width` (the column times the median row: the share of the
  // window the cards fill), and `data-rated-rows`, `data-unrated-rows` (the rows left out)
  // and `data-lowest-row` (the id of the lowest row's first card).
  function measureWidthUsed() {
    var windowWidth = document.documentElement.clientWidth;
    var main = document.querySelector("main");
    var fills = [], unrated = 0, lowest = null;
    document.querySelectorAll("main .group").forEach(function (group) {
      var rows = visualRows(group);
      if (!rows.length) return;
      var available = contentWidth(group);
      var gap = parseFloat(getComputedStyle(group).columnGap) || 0;
      var narrowest = Math.min.apply(null, rows.map(function (row) { return Math.min.apply(null, row.widths); }));
      rows.forEach(function (row, index) {
        var filled = row.widths.reduce(function (sum, width) { return sum + width; }, 0) + gap * (row.widths.length - 1);
        if (index === rows.length - 1 && available - filled >= narrowest + gap) { unrated++; return; }
        var fill = available > 0 ? Math.min(1, filled / available) : 0;
        fills.push(fill);
        if (lowest === null || fill < lowest.fill) lowest = { fill: fill, id: row.first };
      });
    });
    fills.sort(function (a, b) { return a - b; });
    var middle = Math.floor(fills.length / 2);
    var median = !fills.length ? 0 : fills.length % 2 ? fills[middle] : (fills[middle - 1] + fills[middle]) / 2;
    var columnShare = main && windowWidth > 0 ? contentWidth(main) / windowWidth : 0;
    function percent(share) { return String(Math.round(100 * share)); }
    body.dataset.contentWidth = percent(columnShare);
    body.dataset.rowFillMedian = percent(median);
    body.dataset.rowFillLowest = percent(lowest ? lowest.fill : 0);
    body.dataset.usedWidth = percent(columnShare * median);
    body.dataset.ratedRows = String(fills.length);
    body.dataset.unratedRows = String(unrated);
    body.dataset.lowestRow = lowest ? lowest.id : "";
  }

  // The visible cards of `group` by visual row, top to bottom: each row's cards' widths
  // and its first card's id.
  function visualRows(group) {
    var byTop = Object.create(null), rows = [];
    Array.prototype.forEach.call(group.children, function (card) {
      if (!card.classList.contains("entry") || !card.getClientRects().length) return;
      var box = card.getBoundingClientRect();
      var top = Math.round(box.top);
      if (!byTop[top]) { byTop[top] = { top: top, widths: [], first: card.id }; rows.push(byTop[top]); }
      byTop[top].widths.push(box.width);
    });
    return rows.sort(function (a, b) { return a.top - b.top; });
  }

  // The width inside `element`'s padding: what its children are laid out in.
  function contentWidth(element) {
    var style = getComputedStyle(element);
    return element.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
  }

  function applyFragment() {
    var parsed = readFragment();
    if (!parsed) return;
    if (parsed.query !== undefined) state.query = parsed.query;
    if (parsed.theme !== undefined) state.chosen = choose(parsed.theme);
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
