/**
 * The HTML report's style sheet, inline (the page loads nothing): system fonts, a light and a dark
 * scheme whose text meets WCAG AA contrast, a layout that reads at 375 px wide, and print rules
 * (filters and buttons hidden, every card expanded, cards not split across pages where avoidable).
 */
export const STYLE = String.raw`
:root {
  color-scheme: light dark;
  --bg: #ffffff; --fg: #1f2328; --muted: #57606a; --line: #d0d7de; --panel: #f6f8fa; --link: #0550ae;
  --focus: #0550ae; --error: #a40e26; --warning: #7d4e00; --mark: #fff1a8; --mark-fg: #1f2328; --hit: #fff8e1;
  --l0-bg: #ffebe9; --l0-fg: #82071e; --l0-bar: #cf222e;
  --l1-bg: #fff1e5; --l1-fg: #762c00; --l1-bar: #bc4c00;
  --l2-bg: #fff8c5; --l2-fg: #5c4400; --l2-bar: #9a6700;
  --l3-bg: #dafbe1; --l3-fg: #044f1e; --l3-bar: #1a7f37;
  --file-bg: #eaeef2; --file-fg: #24292f;
}
@media (prefers-color-scheme: dark) {
  :root {
    --bg: #0d1117; --fg: #e6edf3; --muted: #9da7b3; --line: #3d444d; --panel: #161b22; --link: #79c0ff;
    --focus: #79c0ff; --error: #ff8182; --warning: #e3b341; --mark: #5a4a00; --mark-fg: #fff8c5; --hit: #272115;
    --l0-bg: #4c1418; --l0-fg: #ffdcd7; --l0-bar: #f85149;
    --l1-bg: #4a2410; --l1-fg: #ffdfb6; --l1-bar: #db6d28;
    --l2-bg: #3f3300; --l2-fg: #f8e3a1; --l2-bar: #d29922;
    --l3-bg: #0f3d1f; --l3-fg: #aff5b4; --l3-bar: #3fb950;
    --file-bg: #30363d; --file-fg: #e6edf3;
  }
}
*, *::before, *::after { box-sizing: border-box; }
html { -webkit-text-size-adjust: 100%; text-size-adjust: 100%; }
body { margin: 0; background: var(--bg); color: var(--fg); font: 16px/1.5 system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif; overflow-wrap: break-word; }
code, .msg, .where, .note, h3, td, th { overflow-wrap: anywhere; }
a { color: var(--link); }
a:focus-visible, button:focus-visible, input:focus-visible, select:focus-visible, summary:focus-visible, [tabindex]:focus-visible { outline: 3px solid var(--focus); outline-offset: 2px; }
code, pre, .mono { font-family: ui-monospace, SFMono-Regular, "SF Mono", Menlo, Consolas, "Liberation Mono", monospace; font-size: 0.875em; }
h1, h2, h3 { line-height: 1.25; }
h1 { font-size: 1.6rem; margin: 0 0 0.25rem; }
h2 { font-size: 1.3rem; margin: 0 0 0.75rem; }
h3 { font-size: 1.05rem; margin: 0; }
.skip { position: absolute; left: -999px; top: 0; background: var(--bg); padding: 0.5rem 1rem; z-index: 10; }
.skip:focus { left: 0.5rem; top: 0.5rem; }
.sr-only { position: absolute; width: 1px; height: 1px; padding: 0; margin: -1px; overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; border: 0; }
.wrap { max-width: 76rem; margin: 0 auto; padding: 0 1rem; }
header.top { border-bottom: 1px solid var(--line); padding: 1.25rem 0 1rem; background: var(--panel); }
.verdict { margin: 0.25rem 0; font-size: 1.05rem; }
.verdict .bad { color: var(--error); font-weight: 600; }
.verdict .warn { color: var(--warning); font-weight: 600; }
.meta { color: var(--muted); margin: 0.25rem 0 0; font-size: 0.9rem; }
.stats { display: grid; grid-template-columns: repeat(auto-fit, minmax(8.5rem, 1fr)); gap: 0.5rem; margin: 1rem 0 0; padding: 0; }
.stats div { background: var(--bg); border: 1px solid var(--line); border-radius: 6px; padding: 0.5rem 0.75rem; }
.stats dt { color: var(--muted); font-size: 0.85rem; }
.stats dd { margin: 0; font-size: 1.35rem; font-weight: 600; }
nav.toc { margin: 0.75rem 0 0; font-size: 0.95rem; }
nav.toc ul { list-style: none; padding: 0; margin: 0; display: flex; flex-wrap: wrap; gap: 0.25rem 1rem; }
main { padding: 1rem 0 2rem; }
main section { margin: 0 0 2.25rem; }
.note { color: var(--muted); font-size: 0.925rem; }
.panel { border: 1px solid var(--line); border-radius: 6px; padding: 0.75rem 1rem; background: var(--panel); }
.chart { margin: 0; }
.bars td.share { width: 55%; min-width: 8rem; }
.bars svg.bar { display: inline-block; vertical-align: middle; width: calc(100% - 4rem); height: 1rem; }
.bars .pct { display: inline-block; width: 3.5rem; text-align: right; font-variant-numeric: tabular-nums; color: var(--muted); }
.chart .track { fill: var(--panel); stroke: var(--line); stroke-width: 0.5; vector-effect: non-scaling-stroke; }
.chart .bar-0 { fill: var(--l0-bar); } .chart .bar-1 { fill: var(--l1-bar); } .chart .bar-2 { fill: var(--l2-bar); } .chart .bar-3 { fill: var(--l3-bar); }
.chart .bar-s { fill: var(--link); }
.legend { margin: 0.5rem 0 0; padding-left: 1.25rem; font-size: 0.925rem; }
.table-wrap { overflow-x: auto; }
table { border-collapse: collapse; width: 100%; font-size: 0.95rem; }
th, td { text-align: left; padding: 0.4rem 0.6rem; border-bottom: 1px solid var(--line); vertical-align: top; }
th { background: var(--panel); font-weight: 600; }
td.n, th.n { text-align: right; font-variant-numeric: tabular-nums; white-space: nowrap; overflow-wrap: normal; }
tbody th, tfoot th { background: none; }
tbody th { font-weight: normal; }
td button { white-space: nowrap; }
td.lv { white-space: nowrap; overflow-wrap: normal; }
.rule-desc { display: block; }
button { font: inherit; color: var(--fg); background: var(--panel); border: 1px solid var(--muted); border-radius: 6px; padding: 0.3rem 0.7rem; cursor: pointer; min-height: 2rem; }
button:hover { background: var(--line); }
button.link { background: none; border: 0; color: var(--link); text-decoration: underline; padding: 0.1rem 0.2rem; min-height: 0; }
details > summary { cursor: pointer; color: var(--link); margin: 0.5rem 0; }
form.filters { display: grid; grid-template-columns: repeat(auto-fit, minmax(15rem, 1fr)); gap: 0.75rem 1.25rem; align-items: start; margin: 0 0 0.75rem; }
fieldset { border: 1px solid var(--line); border-radius: 6px; margin: 0; padding: 0.4rem 0.75rem 0.6rem; min-width: 0; }
legend { font-weight: 600; padding: 0 0.25rem; }
fieldset label { display: flex; gap: 0.4rem; align-items: center; padding: 0.15rem 0; }
.field { display: flex; flex-direction: column; gap: 0.25rem; }
.field > label { font-weight: 600; }
select, input[type="search"] { font: inherit; color: var(--fg); background: var(--bg); border: 1px solid var(--muted); border-radius: 6px; padding: 0.3rem 0.5rem; max-width: 100%; min-height: 2.25rem; }
input[type="checkbox"], input[type="radio"] { width: 1.1rem; height: 1.1rem; margin: 0; accent-color: var(--link); }
.count { color: var(--muted); font-variant-numeric: tabular-nums; }
.toolbar { display: flex; flex-wrap: wrap; gap: 0.5rem 1rem; align-items: center; margin: 0 0 0.75rem; }
#status { font-weight: 600; margin: 0; }
ol.cards { list-style: none; margin: 0; padding: 0; display: grid; gap: 0.75rem; }
article.card { border: 1px solid var(--line); border-left-width: 6px; border-radius: 6px; padding: 0.75rem 1rem; background: var(--bg); }
article.card.lv-0 { border-left-color: var(--l0-bar); } article.card.lv-1 { border-left-color: var(--l1-bar); }
article.card.lv-2 { border-left-color: var(--l2-bar); } article.card.lv-3 { border-left-color: var(--l3-bar); }
article.card.file { border-left-color: var(--muted); }
.card-head { display: flex; flex-wrap: wrap; gap: 0.25rem 0.75rem; align-items: baseline; }
.card-head h3 { flex: 1 1 14rem; }
.badge { display: inline-block; border-radius: 999px; padding: 0.05rem 0.6rem; font-size: 0.85rem; font-weight: 600; white-space: nowrap; }
.badge.lv-0 { background: var(--l0-bg); color: var(--l0-fg); } .badge.lv-1 { background: var(--l1-bg); color: var(--l1-fg); }
.badge.lv-2 { background: var(--l2-bg); color: var(--l2-fg); } .badge.lv-3 { background: var(--l3-bg); color: var(--l3-fg); }
.badge.file, .badge.x { background: var(--file-bg); color: var(--file-fg); }
.card-head .score { display: inline-block; border-radius: 999px; padding: 0.05rem 0.6rem; font-size: 0.85rem; font-weight: 600; white-space: nowrap; background: var(--file-bg); color: var(--file-fg); }
.card p { margin: 0.35rem 0 0; }
.where { color: var(--muted); font-size: 0.9rem; }
.needs { font-size: 0.95rem; }
.card-body { margin-top: 0.5rem; }
ol.findings { list-style: none; margin: 0; padding: 0; display: grid; gap: 0.6rem; }
li.finding { border-top: 1px solid var(--line); padding-top: 0.5rem; }
li.finding.suppressed { opacity: 0.85; }
.sev { font-weight: 700; font-size: 0.85rem; text-transform: uppercase; letter-spacing: 0.02em; }
.sev.error { color: var(--error); } .sev.warning { color: var(--warning); } .sev.note { color: var(--muted); }
.pos { color: var(--muted); font-size: 0.9rem; }
.tag { display: inline-block; border: 1px solid var(--line); border-radius: 4px; padding: 0 0.35rem; font-size: 0.8rem; color: var(--muted); }
.frame { margin: 0.4rem 0 0; border: 1px solid var(--line); border-radius: 6px; background: var(--panel); padding: 0.35rem 0; display: grid; grid-template-columns: max-content 1fr; font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, monospace; font-size: 0.82rem; line-height: 1.45; }
.frame .row { display: contents; }
.frame .no { color: var(--muted); text-align: right; padding: 0 0.6rem 0 0.5rem; border-right: 1px solid var(--line); user-select: none; }
.frame .hit .no { color: var(--fg); font-weight: 700; }
.frame .hit .no::before { content: "> "; }
.frame code { white-space: pre-wrap; overflow-wrap: anywhere; padding: 0 0.6rem; font-size: 1em; tab-size: 2; }
.frame .hit code { background: var(--hit); }
.frame mark { background: var(--mark); color: var(--mark-fg); border-bottom: 2px solid var(--error); }
.frame .cut { color: var(--muted); }
.examples { list-style: none; margin: 0.5rem 0 0; padding: 0; display: grid; gap: 0.4rem; }
.more { margin: 0.75rem 0 0; }
footer.bottom { border-top: 1px solid var(--line); padding: 1rem 0 2rem; color: var(--muted); font-size: 0.9rem; }
@media (max-width: 40rem) {
  body { font-size: 15px; }
  .wrap { padding: 0 0.75rem; }
  h1 { font-size: 1.35rem; }
  article.card { padding: 0.6rem 0.7rem; }
  th, td { padding: 0.35rem 0.4rem; }
}
@media print {
  :root { --bg: #ffffff; --fg: #000000; --muted: #444444; --panel: #ffffff; --link: #000000; }
  body { font-size: 11pt; }
  header.top { background: none; }
  .no-print, form.filters, .toolbar button, .more, .skip, nav.toc, button { display: none !important; }
  .card-body[hidden] { display: block !important; }
  article.card, .frame, tr { break-inside: avoid; page-break-inside: avoid; }
  a { text-decoration: none; }
  * { print-color-adjust: exact; -webkit-print-color-adjust: exact; }
}
`;
