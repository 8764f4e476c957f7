<?xml version="1.0" encoding="UTF-8"?>
<!--
  style.xsl: the report's only stylesheet, inlined so the page is one self-contained file.
  Colours meet WCAG AA contrast for text; every coloured badge also carries words and a glyph.
  Narrow screens get stacked cards and scrollable tables; print drops navigation and the filter.
-->
<xsl:stylesheet version="1.0" xmlns:xsl="http://www.w3.org/1999/XSL/Transform">
  <xsl:template name="style">
    <style>
:root {
  --ink: #1d2330; --muted: #4f5868; --line: #d9dee7; --paper: #ffffff; --wash: #f5f7fa;
  --accent: #2857c5;
  --legacy: #5b6475; --legacy-bg: #eceff3;
  --coexist: #1c57b8; --coexist-bg: #e3ecfb;
  --risk: #b4232a; --risk-bg: #fde7e8;
  --retire: #8a4b00; --retire-bg: #fdf0dc;
  --migrated: #1d6b35; --migrated-bg: #e1f3e6;
  --system: #0f6470; --system-bg: #dff2f4;
  --error: #b4232a; --error-bg: #fde7e8;
  --warning: #8a4b00; --warning-bg: #fdf0dc;
  --note: #1c57b8; --note-bg: #e3ecfb;
}
* { box-sizing: border-box; }
html { -webkit-text-size-adjust: 100%; }
body { margin: 0; background: var(--wash); color: var(--ink);
  font: 15px/1.5 -apple-system, BlinkMacSystemFont, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif; }
code, .loc { font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, "Liberation Mono", monospace; font-size: 0.88em; }
code { overflow-wrap: anywhere; }
a { color: var(--accent); }
a:focus-visible, button:focus-visible, input:focus-visible, select:focus-visible { outline: 3px solid #f0b429; outline-offset: 2px; }
.skip { position: absolute; left: -999px; top: 0; }
.skip:focus { left: 8px; top: 8px; background: var(--paper); padding: 6px 10px; z-index: 9; }
.page-header { background: #18202f; color: #fff; padding: 28px max(20px, calc((100% - 1180px) / 2)) 0; }
.page-header h1 { margin: 0 0 6px; font-size: 28px; line-height: 1.2; overflow-wrap: anywhere; }
.eyebrow { margin: 0 0 4px; text-transform: uppercase; letter-spacing: .08em; font-size: 12px; color: #b9c3d6; }
.meta { margin: 0 0 18px; color: #d2d9e6; display: flex; flex-wrap: wrap; gap: 4px 18px; font-size: 14px; }
.meta code { color: #fff; }
nav ul { list-style: none; margin: 0; padding: 0; display: flex; flex-wrap: wrap; gap: 2px; }
nav a { display: block; padding: 10px 14px; color: #fff; text-decoration: none; border-bottom: 3px solid transparent; }
nav a:hover { border-bottom-color: #f0b429; }
nav .n { color: #b9c3d6; }
main { max-width: 1180px; margin: 0 auto; padding: 8px 20px 40px; }
section.block { background: var(--paper); border: 1px solid var(--line); border-radius: 10px; padding: 8px 24px 20px; margin: 22px 0; }
h2 { font-size: 22px; margin: 16px 0 12px; }
h3 { font-size: 18px; margin: 22px 0 10px; }
h4 { font-size: 16px; margin: 18px 0 8px; }
h5 { font-size: 14px; margin: 14px 0 6px; text-transform: uppercase; letter-spacing: .04em; color: var(--muted); }
p.lead { color: var(--muted); margin-top: 0; }
.none { color: var(--muted); font-style: italic; }
.cards { display: grid; grid-template-columns: repeat(auto-fit, minmax(150px, 1fr)); gap: 12px; margin: 8px 0 18px; }
.card { border: 1px solid var(--line); border-radius: 8px; padding: 12px 14px; background: var(--wash); }
.card .value { font-size: 28px; font-weight: 700; line-height: 1.1; }
.card .label { color: var(--muted); font-size: 13px; }
.card.error { border-left: 5px solid var(--error); }
.card.warning { border-left: 5px solid var(--warning); }
.card.note { border-left: 5px solid var(--note); }
.card.effort { border-left: 5px solid var(--accent); }
.meter { height: 8px; background: var(--line); border-radius: 4px; margin-top: 8px; overflow: hidden; }
.meter span { display: block; height: 100%; background: var(--migrated); }
.overview-grid { display: grid; grid-template-columns: minmax(0, 3fr) minmax(0, 2fr); gap: 24px; }
.chart svg { width: 100%; height: auto; display: block; }
.chart .bar-label { font-size: 13px; fill: var(--ink); }
.chart .bar-count { font-size: 13px; font-weight: 700; fill: var(--ink); }
.chart .track { fill: var(--wash); }
.fill-legacy-only { fill: var(--legacy); } .fill-coexisting { fill: var(--coexist); } .fill-at-risk { fill: var(--risk); }
.fill-ready-to-retire { fill: var(--retire); } .fill-migrated { fill: var(--migrated); } .fill-system-domain { fill: var(--system); }
.table-wrap { overflow-x: auto; margin: 8px 0 14px; }
table { border-collapse: collapse; width: 100%; font-size: 14px; }
th, td { text-align: left; vertical-align: top; padding: 7px 10px; border-bottom: 1px solid var(--line); }
thead th { background: var(--wash); font-weight: 600; white-space: nowrap; }
tbody th { font-weight: 600; }
td.num, th.num { text-align: right; font-variant-numeric: tabular-nums; }
caption { text-align: left; font-weight: 600; padding: 4px 0 6px; color: var(--muted); }
.badge { display: inline-flex; align-items: center; gap: 5px; padding: 1px 9px; border-radius: 999px; font-size: 13px;
  font-weight: 600; white-space: nowrap; border: 1px solid currentColor; }
.badge .glyph { font-size: 12px; }
.status-legacy-only { color: var(--legacy); background: var(--legacy-bg); }
.status-coexisting { color: var(--coexist); background: var(--coexist-bg); }
.status-at-risk { color: var(--risk); background: var(--risk-bg); }
.status-ready-to-retire { color: var(--retire); background: var(--retire-bg); }
.status-migrated { color: var(--migrated); background: var(--migrated-bg); }
.status-system-domain { color: var(--system); background: var(--system-bg); }
.sev-error { color: var(--error); background: var(--error-bg); }
.sev-warning { color: var(--warning); background: var(--warning-bg); }
.sev-note { color: var(--note); background: var(--note-bg); }
ul.plain { margin: 6px 0; padding-left: 20px; }
.next li { margin: 4px 0; }
.definition-file { margin-top: 10px; }
.definition-file > h3 { border-bottom: 2px solid var(--line); padding-bottom: 6px; }
article.intent { border: 1px solid var(--line); border-left: 6px solid var(--legacy); border-radius: 8px; padding: 4px 18px 14px; margin: 14px 0; background: var(--paper); }
article.intent.st-coexisting { border-left-color: var(--coexist); }
article.intent.st-at-risk { border-left-color: var(--risk); }
article.intent.st-ready-to-retire { border-left-color: var(--retire); }
article.intent.st-migrated { border-left-color: var(--migrated); }
article.intent.st-system-domain { border-left-color: var(--system); }
.intent-head { display: flex; flex-wrap: wrap; align-items: center; gap: 8px 12px; }
.intent-head h4 { margin: 12px 0 4px; font-size: 18px; overflow-wrap: anywhere; }
.facts { display: grid; grid-template-columns: max-content minmax(0, 1fr); gap: 4px 14px; margin: 8px 0; }
.facts dt { color: var(--muted); font-weight: 600; }
.facts dd { margin: 0; overflow-wrap: anywhere; }
.reason { margin: 6px 0 4px; }
tr.v-lost td, tr.v-lost th { background: #fff4f4; }
tr.v-unknown-type td, tr.v-unknown-type th, tr.v-survives-if-query-resolves-ids td, tr.v-survives-if-query-resolves-ids th { background: #fffaf0; }
.verdict { font-weight: 600; white-space: nowrap; }
.verdict.v-lost { color: var(--error); } .verdict.v-survives { color: var(--migrated); }
.verdict.v-unknown-type, .verdict.v-survives-if-query-resolves-ids { color: var(--warning); }
.verdict.v-added { color: var(--coexist); }
.mismatch { text-decoration: underline wavy var(--error); text-underline-offset: 3px; }
.parent { display: block; color: var(--muted); font-size: 13px; }
ol.plan { list-style: none; padding: 0; margin: 6px 0; counter-reset: none; }
ol.plan > li { border: 1px solid var(--line); border-radius: 6px; padding: 8px 12px; margin: 6px 0; }
ol.plan > li.s-done { background: var(--migrated-bg); }
ol.plan > li.s-blocked { background: var(--wash); }
ol.plan > li.s-not-applicable { color: var(--muted); }
.step-head { display: flex; flex-wrap: wrap; gap: 4px 10px; align-items: baseline; }
.step-status { font-weight: 700; white-space: nowrap; }
.effort { color: var(--muted); font-size: 13px; white-space: nowrap; }
ul.tasks { list-style: none; padding-left: 4px; margin: 6px 0 0; }
ul.tasks li { margin: 6px 0; padding-left: 26px; position: relative; }
ul.tasks li .box { position: absolute; left: 0; top: 0; font-size: 16px; }
ul.tasks .why { display: block; color: var(--muted); font-size: 13px; }
.finding-rule { border-top: 1px solid var(--line); padding-top: 4px; }
.finding-rule .explanation { color: var(--muted); margin: 4px 0; }
.fix { margin: 2px 0 0; }
.fix strong { color: var(--migrated); }
.filter { display: flex; flex-wrap: wrap; gap: 10px; align-items: center; margin: 6px 0 10px; }
.filter input, .filter select { font: inherit; padding: 6px 10px; border: 1px solid #8b94a5; border-radius: 6px; }
.filter input { min-width: 240px; }
.hidden { display: none; }
.hidden-text { position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; }
details { margin: 6px 0; }
.by-file { margin-top: 18px; }
summary { cursor: pointer; font-weight: 600; }
.page-footer { max-width: 1180px; margin: 0 auto; padding: 0 20px 40px; color: var(--muted); font-size: 13px; }
@media (max-width: 720px) {
  body { font-size: 14px; }
  .page-header { padding: 20px 14px 0; }
  .page-header h1 { font-size: 22px; }
  main { padding: 4px 10px 30px; }
  section.block { padding: 4px 12px 14px; border-radius: 8px; }
  .overview-grid { grid-template-columns: 1fr; }
  .cards { grid-template-columns: repeat(2, minmax(0, 1fr)); }
  .facts { grid-template-columns: 1fr; }
  .facts dt { margin-top: 4px; }
  article.intent { padding: 2px 10px 10px; }
  nav a { padding: 8px 10px; }
  .filter input { min-width: 0; width: 100%; }
  .chart .bar-label, .chart .bar-count { font-size: 19px; }
}
@media print {
  body { background: #fff; font-size: 11pt; }
  .page-header { background: #fff; color: #000; padding: 0; }
  .eyebrow, .meta, .meta code { color: #000; }
  nav, .filter, .skip { display: none; }
  section.block { border: 0; padding: 0; margin: 12pt 0; }
  article.intent, ol.plan > li, tr { break-inside: avoid; }
  h2, h3, h4 { break-after: avoid; }
  .table-wrap { overflow: visible; }
  a { color: inherit; text-decoration: none; }
  .badge { border-width: 1px; }
}
    </style>
  </xsl:template>
</xsl:stylesheet>
