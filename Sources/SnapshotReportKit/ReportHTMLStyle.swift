// MARK: - The report's stylesheet

/// The inline CSS of `index.html`: system fonts, light and dark by `prefers-color-scheme`,
/// images on a checkerboard so transparency shows.
enum ReportHTMLStyle {
    static let css = #"""
    :root {
      --bg: #f6f7f9; --card: #ffffff; --text: #1b1f24; --muted: #5b6470; --line: #dde1e6;
      --failed: #d1242f; --failed-bg: #ffebe9; --new: #0969da; --new-bg: #ddf4ff;
      --passed: #1a7f37; --passed-bg: #dafbe1; --code-bg: #f0f2f5; --accent: #0969da;
      --check-a: #ffffff; --check-b: #e9ecef;
      color-scheme: light dark;
    }
    @media (prefers-color-scheme: dark) {
      :root {
        --bg: #0d1117; --card: #161b22; --text: #e6edf3; --muted: #9198a1; --line: #30363d;
        --failed: #ff7b72; --failed-bg: #3d1519; --new: #58a6ff; --new-bg: #0c2d4f;
        --passed: #56d364; --passed-bg: #12361c; --code-bg: #0d1117; --accent: #58a6ff;
        --check-a: #22272e; --check-b: #1c2128;
      }
    }
    * { box-sizing: border-box; }
    body { margin: 0; background: var(--bg); color: var(--text);
      font: 14px/1.5 system-ui, -apple-system, "Segoe UI", "Inter", "Roboto", sans-serif; }
    .top { position: sticky; top: 0; z-index: 2; background: var(--card); border-bottom: 1px solid var(--line); }
    .top-inner, main { max-width: 1200px; margin: 0 auto; padding: 16px 24px; }
    .top-inner { display: flex; flex-wrap: wrap; align-items: baseline; gap: 8px 20px; }
    h1 { font-size: 20px; margin: 0; }
    .when { margin: 0; color: var(--muted); }
    .summary { display: flex; gap: 8px; margin-left: auto; }
    .chip { text-decoration: none; padding: 3px 10px; border-radius: 999px; font-weight: 500; }
    .chip b { font-variant-numeric: tabular-nums; }
    .chip.failed, .badge.failed { color: var(--failed); background: var(--failed-bg); }
    .chip.new, .badge.new { color: var(--new); background: var(--new-bg); }
    .chip.passed, .badge.passed { color: var(--passed); background: var(--passed-bg); }
    section { margin: 8px 0 28px; scroll-margin-top: 72px; }
    h2 { font-size: 16px; margin: 0 0 12px; display: inline-flex; align-items: center; gap: 8px; }
    .count { color: var(--muted); font-weight: 500; }
    .empty { color: var(--muted); margin: 0 0 12px; }
    .card { background: var(--card); border: 1px solid var(--line); border-radius: 10px; padding: 16px 18px;
      margin: 0 0 16px; border-left: 4px solid var(--line); }
    .card.failed { border-left-color: var(--failed); }
    .card.new { border-left-color: var(--new); }
    .card-head { display: flex; align-items: flex-start; justify-content: space-between; gap: 12px; }
    .card-title { min-width: 0; }
    .suite { display: block; color: var(--muted); font-size: 12px; overflow-wrap: anywhere; }
    h3 { font-size: 15px; margin: 0; overflow-wrap: anywhere; }
    .badge { white-space: nowrap; padding: 2px 10px; border-radius: 999px; font-size: 12px; font-weight: 600;
      font-variant-numeric: tabular-nums; }
    .message { margin: 8px 0 0; color: var(--muted); white-space: pre-wrap; overflow-wrap: anywhere;
      font: 12px/1.5 ui-monospace, "DejaVu Sans Mono", monospace; }
    .modes { display: inline-flex; margin: 12px 0 10px; border: 1px solid var(--line); border-radius: 8px; overflow: hidden; }
    .modes button { font: inherit; font-size: 13px; color: var(--text); background: transparent; border: 0;
      border-right: 1px solid var(--line); padding: 4px 12px; cursor: pointer; }
    .modes button:last-child { border-right: 0; }
    .modes button[aria-pressed="true"] { background: var(--accent); color: #fff; }
    .view { display: none; }
    .card[data-mode="side"] .view-side, .card[data-mode="slider"] .view-slider,
    .card[data-mode="blink"] .view-blink, .card[data-mode="diff"] .view-diff,
    .card[data-mode="single"] .view-single { display: flex; }
    .card[data-mode="side"] .view-side { display: grid; grid-template-columns: repeat(2, minmax(0, 1fr)); gap: 16px; align-items: start; }
    .view-single { flex-wrap: wrap; gap: 16px; align-items: flex-start; margin-top: 12px; }
    .view-single figure { max-width: calc(50% - 8px); }
    .view-blink, .view-diff { flex-direction: column; align-items: flex-start; gap: 6px; }
    .card[data-mode="slider"] .view-slider { display: flex; width: fit-content; flex-direction: column; gap: 6px; max-width: 100%; }
    figure { margin: 0; min-width: 0; max-width: 100%; }
    figcaption { font-size: 12px; color: var(--muted); margin-bottom: 4px; }
    .frame { display: inline-block; max-width: 100%; line-height: 0; border: 1px solid var(--line); border-radius: 4px;
      background: repeating-conic-gradient(var(--check-a) 0 25%, var(--check-b) 0 50%) 0 0 / 16px 16px; }
    .frame img { max-width: 100%; height: auto; }
    .stack { display: inline-grid; position: relative; max-width: min(100%, 760px); }
    .view-diff .frame { max-width: 100%; }
    .stack > img, .stack > .over { grid-area: 1 / 1; }
    .slider .over { clip-path: inset(0 calc(100% - var(--pos)) 0 0); }
    .slider .handle { position: absolute; top: 0; bottom: 0; left: var(--pos); width: 2px; margin-left: -1px;
      background: var(--accent); box-shadow: 0 0 0 1px rgba(255, 255, 255, .6); pointer-events: none; }
    .slider-labels { display: flex; justify-content: space-between;
      font-size: 12px; color: var(--muted); }
    .view-slider input { margin: 0; accent-color: var(--accent); }
    .blink { cursor: pointer; }
    .blink .over { visibility: hidden; }
    .card.show-actual .blink .over { visibility: visible; }
    .blink-label { margin: 0; font-size: 12px; color: var(--muted); }
    .blink-label .showing { font-weight: 600; color: var(--text); }
    .accept { display: flex; align-items: center; gap: 10px; margin-top: 14px; padding: 8px 10px;
      background: var(--code-bg); border: 1px solid var(--line); border-radius: 8px; }
    .accept-label { font-size: 12px; color: var(--muted); white-space: nowrap; }
    .command { flex: 1; min-width: 0; overflow-x: auto; white-space: pre; font: 12px/1.6 ui-monospace, "DejaVu Sans Mono", monospace; }
    .copy { font: inherit; font-size: 12px; padding: 3px 12px; border-radius: 6px; cursor: pointer;
      border: 1px solid var(--line); background: var(--card); color: var(--text); }
    .copy.done { color: var(--passed); border-color: var(--passed); }
    .filters { flex-basis: 100%; display: flex; flex-wrap: wrap; align-items: center; gap: 6px 14px; }
    .filters input[type="search"] { font: inherit; min-width: 240px; padding: 3px 8px; color: var(--text);
      background: var(--bg); border: 1px solid var(--line); border-radius: 6px; }
    .filters label { white-space: nowrap; }
    .filters .shown { color: var(--muted); font-size: 12px; }
    .accept-all { flex-basis: 100%; min-width: 0; margin-top: 0; }
    .accept-all .command { max-height: 7.5em; overflow-y: auto; }
    .accept-all.empty .command { color: var(--muted); }
    .copy:disabled { cursor: default; opacity: .5; }
    [hidden] { display: none !important; }
    .passed-list summary { cursor: pointer; list-style-position: outside; margin-left: 18px; }
    .passed-list summary h2 { margin: 0; }
    .passed-grid { list-style: none; padding: 0; margin: 12px 0 0; display: grid; gap: 10px;
      grid-template-columns: repeat(auto-fill, minmax(200px, 1fr)); }
    .passed-grid li { background: var(--card); border: 1px solid var(--line); border-radius: 8px; padding: 8px; min-width: 0; }
    .passed-grid .thumb { height: 72px; display: flex; align-items: center; justify-content: center; margin-bottom: 6px;
      background: var(--code-bg); border-radius: 4px; }
    .passed-grid .thumb img { max-width: 100%; max-height: 72px; }
    .passed-grid .name { font-size: 13px; overflow-wrap: anywhere; }
    """#
}
