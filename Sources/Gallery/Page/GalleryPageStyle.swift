// MARK: - The gallery page's stylesheet

/// The inline CSS of the gallery's `index.html`: system fonts, light and dark chrome by
/// `prefers-color-scheme` (the pictures carry their theme's own background), a sticky
/// header, a section list beside the entries, variants side by side, and the zoom overlay.
enum GalleryPageStyle {
    static let css = #"""
    :root {
      --bg: #f6f7f9; --card: #ffffff; --text: #1b1f24; --muted: #5b6470; --line: #dde1e6;
      --accent: #0969da; --warn: #9a6700; --warn-bg: #fff8c5; --fail: #d1242f; --fail-bg: #ffebe9;
      --pass: #1a7f37; --pass-bg: #dafbe1; --chip: #eef1f4; --check-a: #ffffff; --check-b: #e9ecef;
      color-scheme: light dark;
    }
    @media (prefers-color-scheme: dark) {
      :root {
        --bg: #0d1117; --card: #161b22; --text: #e6edf3; --muted: #9198a1; --line: #30363d;
        --accent: #58a6ff; --warn: #d29922; --warn-bg: #2e2108; --fail: #ff7b72; --fail-bg: #3d1519;
        --pass: #56d364; --pass-bg: #12361c; --chip: #21262d; --check-a: #22272e; --check-b: #1c2128;
      }
    }
    * { box-sizing: border-box; }
    [hidden] { display: none !important; }
    body { margin: 0; background: var(--bg); color: var(--text);
      font: 14px/1.5 system-ui, -apple-system, "Segoe UI", "Inter", "Roboto", sans-serif; }
    a { color: var(--accent); }
    .top { position: sticky; top: 0; z-index: 3; background: var(--card); border-bottom: 1px solid var(--line); }
    .top-inner { display: flex; flex-wrap: wrap; align-items: center; gap: 8px 16px; padding: 10px 24px; }
    h1 { font-size: 18px; margin: 0; overflow-wrap: anywhere; }
    #search { font: inherit; min-width: 260px; flex: 0 1 360px; padding: 5px 10px; border: 1px solid var(--line);
      border-radius: 8px; background: var(--bg); color: var(--text); }
    .theme-switch select { font: inherit; padding: 4px 6px; border: 1px solid var(--line); border-radius: 8px;
      background: var(--bg); color: var(--text); margin-left: 4px; }
    .counts { color: var(--muted); font-variant-numeric: tabular-nums; }
    .failed-count { color: var(--fail); font-weight: 600; }
    .sheet { margin-left: auto; font-weight: 500; }
    .layout { display: flex; align-items: flex-start; }
    nav.sections { position: sticky; top: 56px; flex: 0 0 220px; max-height: calc(100vh - 56px); overflow-y: auto;
      padding: 16px 8px 16px 24px; }
    nav.sections ul { list-style: none; margin: 0; padding: 0; }
    nav.sections li { display: flex; justify-content: space-between; gap: 8px; padding: 3px 8px; border-radius: 6px; }
    nav.sections li a { color: var(--text); text-decoration: none; overflow-wrap: anywhere; }
    nav.sections li:hover { background: var(--chip); }
    nav.sections li.current { background: var(--chip); font-weight: 600; }
    .nav-count, .count { color: var(--muted); font-weight: 500; font-variant-numeric: tabular-nums; }
    main { flex: 1 1 auto; min-width: 0; padding: 8px 24px 48px 8px; }
    .gallery-section { scroll-margin-top: 64px; margin: 8px 0 32px; }
    h2 { font-size: 18px; margin: 8px 0 4px; }
    .summary { margin: 0 0 12px; color: var(--muted); }
    .group-name { font-size: 13px; color: var(--muted); margin: 8px 0 0;
      font-family: ui-monospace, "DejaVu Sans Mono", monospace; font-weight: 600; overflow-wrap: anywhere; }
    .group { display: flex; flex-wrap: wrap; gap: 10px; margin: 0 0 10px; }
    .group-name { flex: 1 1 100%; }
    .entry { position: relative; flex: 1 1 460px; max-width: 100%; display: flex; flex-wrap: wrap; align-content: flex-start; gap: 12px 20px;
      background: var(--card); border: 1px solid var(--line); border-radius: 10px; padding: 12px 16px;
      scroll-margin-top: 64px; }
    body[data-theme="all"] .entry.themed { flex-basis: 100%; }
    .entry[data-deprecated] { border-left: 4px solid var(--warn); }
    .entry:target { outline: 2px solid var(--accent); }
    /* Side by side the pictures take the spare width; wrapped, the text takes the whole row. */
    .meta { flex: 1 1 260px; min-width: 220px; max-width: 100%; }
    .name { font: 600 14px/1.4 ui-monospace, "DejaVu Sans Mono", monospace; margin: 0; overflow-wrap: break-word;
      padding-right: 44px; }
    .name a { color: var(--text); text-decoration: none; }
    .name a:hover { text-decoration: underline; }
    .copy { font: 500 11px/16px system-ui, sans-serif; color: var(--muted); background: transparent; border: 1px solid var(--line);
      border-radius: 6px; padding: 0 6px; cursor: pointer; position: absolute; top: 8px; right: 8px; opacity: 0; }
    .entry:hover .copy, .copy:focus-visible, .copy.done { opacity: 1; }
    .copy.done { color: var(--pass); border-color: var(--pass); }
    .source { color: var(--muted); font: 12px/1.5 ui-monospace, "DejaVu Sans Mono", monospace; overflow-wrap: anywhere; }
    .description { margin: 6px 0; white-space: pre-line; overflow-wrap: anywhere; }
    .deprecation { margin: 6px 0; color: var(--warn); white-space: pre-line; overflow-wrap: anywhere; }
    .badge { display: inline-block; padding: 0 8px; border-radius: 999px; font: 600 11px/18px system-ui, sans-serif;
      vertical-align: middle; }
    .badge.deprecated { color: var(--warn); background: var(--warn-bg); }
    .badge.animated { color: var(--accent); background: var(--chip); margin-top: 2px; }
    .facts { margin: 6px 0; display: grid; grid-template-columns: fit-content(40%) minmax(0, 1fr); gap: 1px 10px;
      font-size: 12px; max-width: 100%; }
    .fact { display: contents; }
    .fact dt { color: var(--muted); overflow-wrap: anywhere; min-width: 0; }
    .fact dd { margin: 0; overflow-wrap: anywhere; white-space: pre-line; }
    .fact.pass dd { color: var(--pass); }
    .fact.warning dd { color: var(--warn); font-weight: 500; }
    .mark { font-weight: 700; }
    .references { list-style: none; margin: 6px 0 0; padding: 0; font-size: 12px; display: grid;
      grid-template-columns: fit-content(45%) auto minmax(0, 1fr); gap: 1px 4px; }
    .references li { display: contents; }
    .references .property { color: var(--muted); overflow-wrap: break-word; min-width: 0; }
    .references code, .references a { font-family: ui-monospace, "DejaVu Sans Mono", monospace; overflow-wrap: break-word;
      min-width: 0; }
    .variants { flex: 100 1 320px; display: flex; flex-wrap: wrap; gap: 12px; align-items: flex-start; min-width: 0; }
    .variant { border: 1px solid var(--line); border-radius: 8px; padding: 8px; min-width: 0; max-width: 100%; }
    body:not([data-theme="all"]) .variant { border-color: transparent; padding: 0; }
    .variant-themes { font-size: 12px; font-weight: 600; color: var(--muted); margin: 0 0 4px; overflow-wrap: anywhere; }
    body:not([data-theme="all"]) .variant-themes { display: none; }
    .variant .facts { margin-top: 0; }
    .pictures { display: flex; flex-wrap: wrap; gap: 8px; align-items: flex-start; }
    .picture { margin: 0; display: flex; flex-direction: column; align-items: flex-start; max-width: 100%; }
    .zoomable { display: block; line-height: 0; border-radius: 4px; cursor: zoom-in; max-width: 100%;
      background: repeating-conic-gradient(var(--check-a) 0 25%, var(--check-b) 0 50%) 0 0 / 12px 12px; }
    .zoomable img { max-width: 100%; height: auto; display: block; }
    .zoomable:focus-visible { outline: 2px solid var(--accent); outline-offset: 2px; }
    figcaption { font-size: 12px; color: var(--muted); margin-top: 2px; overflow-wrap: anywhere; }
    .failed-box { border: 1px dashed var(--fail); background: var(--fail-bg); color: var(--fail); border-radius: 6px;
      padding: 8px 10px; max-width: 420px; }
    .failed-box pre { margin: 4px 0 0; white-space: pre-wrap; overflow-wrap: anywhere; font-size: 12px; }
    .no-match, .empty-gallery { color: var(--muted); padding: 24px 0; }
    .zoom-overlay { position: fixed; inset: 0; z-index: 10; background: rgba(10, 12, 16, 0.86); display: flex;
      flex-direction: column; }
    .zoom-bar { display: flex; align-items: center; gap: 12px; padding: 8px 16px; color: #e6edf3; font-size: 13px; }
    .zoom-title { flex: 1 1 auto; overflow-wrap: anywhere; }
    .zoom-bar a { color: #79c0ff; }
    .zoom-bar button { font: inherit; color: #e6edf3; background: #30363d; border: 1px solid #484f58; border-radius: 6px;
      padding: 2px 10px; cursor: pointer; }
    .zoom-bar button[aria-pressed="true"] { background: #1f6feb; border-color: #1f6feb; }
    .zoom-scales { display: inline-flex; gap: 4px; }
    .zoom-stage { flex: 1 1 auto; overflow: auto; display: flex; padding: 16px; cursor: zoom-out; }
    .zoom-stage img { margin: auto; image-rendering: pixelated; cursor: default; flex: none;
      background: repeating-conic-gradient(#fff 0 25%, #e9ecef 0 50%) 0 0 / 16px 16px; }
    @media (max-width: 800px) {
      .layout { display: block; }
      nav.sections { position: static; max-height: none; padding: 8px 16px; }
      nav.sections ul { display: flex; flex-wrap: wrap; gap: 4px; }
      main { padding: 8px 16px 48px; }
    }
    """#
}
