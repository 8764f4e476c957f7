<?xml version="1.0" encoding="UTF-8"?>
<!--
  style.xsl: the report's only stylesheet, inlined so the page is one self-contained file.
  The colours are palette.xsl's (shared with trend.xsl); every coloured badge also carries words and a glyph.
  Narrow screens get stacked cards and scrollable tables; print drops navigation and the filter.
-->
<xsl:stylesheet version="1.0" xmlns:xsl="http://www.w3.org/1999/XSL/Transform">
  <xsl:template name="style">
    <style>
<xsl:call-template name="palette"/>
<xsl:call-template name="page-style"/>
thead th { white-space: nowrap; }
.skip { position: absolute; left: -999px; top: 0; }
.skip:focus { left: 8px; top: 8px; background: var(--paper); padding: 6px 10px; z-index: 9; }
header nav ul { list-style: none; margin: 0; padding: 0; display: flex; flex-wrap: wrap; gap: 2px; }
header nav a { display: block; padding: 10px 14px; color: #fff; text-decoration: none; border-bottom: 3px solid transparent; }
header nav a:hover { border-bottom-color: #f0b429; }
header nav .n { color: #b9c3d6; }
h4 { font-size: 16px; margin: 18px 0 8px; }
h5 { font-size: 14px; margin: 14px 0 6px; text-transform: uppercase; letter-spacing: .04em; color: var(--muted); }
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
.intent-head h4 { margin: 12px 0 4px; font-size: 18px; overflow-wrap: break-word; }
.facts { display: grid; grid-template-columns: max-content minmax(0, 1fr); gap: 4px 14px; margin: 8px 0; }
.facts dt { color: var(--muted); font-weight: 600; }
.facts dd { margin: 0; overflow-wrap: break-word; }
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
.proof { margin: 4px 0 0; font-size: 0.92em; }
.proof summary { cursor: pointer; color: var(--muted, #555); }
.proof ol { margin: 2px 0 0; padding-left: 1.4em; }
.proof li.unresolved { font-style: italic; }
.filter { display: flex; flex-wrap: wrap; gap: 10px; align-items: center; margin: 6px 0 10px; }
.filter input, .filter select { font: inherit; padding: 6px 10px; border: 1px solid #8b94a5; border-radius: 6px; }
.filter input { min-width: 240px; }
p.cut { background: var(--warning-bg); border-left: 4px solid var(--warning); padding: 8px 12px; border-radius: 4px; }
.hidden { display: none; }
.hidden-text { position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; }
.by-file { margin-top: 18px; }
.page-footer { max-width: 1180px; margin: 0 auto; padding: 0 20px 40px; color: var(--muted); font-size: 13px; }
.loc, code.path { overflow-wrap: normal; }
td .loc { display: inline-block; min-width: 12ch; }
.how { display: block; color: var(--muted); font-size: 13px; }
.intent-index { margin: 4px 0 18px; }
.intent-index h3 { margin-top: 8px; }
.intent-index tbody th a { text-decoration: none; }
.intent-index tbody th a:hover code { text-decoration: underline; }
.jump { display: flex; flex-wrap: wrap; gap: 4px 10px; align-items: baseline; margin: 0 0 12px; font-size: 14px; }
.jump-label { font-weight: 600; color: var(--muted); }
.jump ul { list-style: none; display: flex; flex-wrap: wrap; gap: 2px 12px; margin: 0; padding: 0; }
.jump a { overflow-wrap: break-word; }
details.intent-card > summary { list-style: none; padding: 4px 0; }
details.intent-card > summary h4 { margin: 6px 0; }
details.intent-card > summary::-webkit-details-marker { display: none; }
details.intent-card > summary::before { content: "\25B8"; color: var(--muted); font-size: 14px; width: 12px; }
details.intent-card[open] > summary::before { content: "\25BE"; }
details.intent-card > summary .effort { margin-left: auto; }
ul.keys { margin: 4px 0; padding-left: 18px; }
@media (max-width: 720px) {
  .overview-grid { grid-template-columns: minmax(0, 1fr); }
  .cards { grid-template-columns: repeat(2, minmax(0, 1fr)); }
  .facts { grid-template-columns: 1fr; }
  .facts dt { margin-top: 4px; }
  article.intent { padding: 2px 10px 10px; }
  header nav a { padding: 8px 10px; }
  .filter input { min-width: 0; width: 100%; }
  .chart .bar-label, .chart .bar-count { font-size: 19px; }
  /* Wide tables become one block per row: every cell keeps its column's name and nothing
     (the saved-values verdict, a file:line) is pushed out of view or squeezed to a few characters. */
  table.stack thead { display: none; }
  table.stack caption { display: block; text-align: left; }
  table.stack, table.stack tbody, table.stack tr, table.stack th, table.stack td { display: block; width: auto; }
  table.stack tr { border-bottom: 1px solid var(--line); padding: 6px 0; }
  table.stack th, table.stack td { border: 0; padding: 2px 0; text-align: left; }
  table.stack td[data-label]::before { content: attr(data-label) ": "; color: var(--muted); font-size: 13px; }
  table.stack td.inline { display: inline-block; margin-right: 14px; }
  table.stack td:empty { display: none; }
  td .loc { min-width: 0; }
  details.intent-card > summary .effort { margin-left: 0; }
}
@media print {
  body { background: #fff; font-size: 11pt; }
  .page-header { background: #fff; color: #000; padding: 0; }
  .eyebrow, .meta, .meta code { color: #000; }
  nav, .filter, .skip { display: none; }
  section.block { border: 0; padding: 0; margin: 12pt 0; }
  article.intent, ol.plan > li, tr { break-inside: avoid; }
  /* Print shows every card and list whole, collapsed or not (the script also opens them first). */
  details::details-content { content-visibility: visible; display: contents; }
  details > summary::before { content: none; }
  h2, h3, h4 { break-after: avoid; }
  .table-wrap { overflow: visible; }
  a { color: inherit; text-decoration: none; }
  .badge { border-width: 1px; }
}
    </style>
  </xsl:template>
</xsl:stylesheet>
