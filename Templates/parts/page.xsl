<?xml version="1.0" encoding="UTF-8"?>
<!--
  page.xsl: the page's frame, shared by the report (style.xsl) and the trend page (trend.xsl) so
  that they look alike and cannot drift: type, header, main column, section cards, tables, badges,
  and the "since the baseline" classes of baseline.xsl that both pages render. Call it right after
  palette.xsl's "palette"; each page adds only its own parts after it.
-->
<xsl:stylesheet version="1.0" xmlns:xsl="http://www.w3.org/1999/XSL/Transform">
  <xsl:template name="page-style">
    <xsl:text>
* { box-sizing: border-box; }
html { -webkit-text-size-adjust: 100%; }
body { margin: 0; background: var(--wash); color: var(--ink);
  font: 15px/1.5 -apple-system, BlinkMacSystemFont, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif; }
code, .loc { font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, "Liberation Mono", monospace; font-size: 0.88em; }
/* Identifiers break only where the templates put a break opportunity (after "/" and ".", before a
   camel-case hump): never inside a word. */
code { overflow-wrap: normal; word-break: normal; }
a { color: var(--accent); }
a:focus-visible, button:focus-visible, input:focus-visible, select:focus-visible { outline: 3px solid #f0b429; outline-offset: 2px; }
.page-header { background: var(--header); color: #fff; padding: 28px max(20px, calc((100% - 1180px) / 2)) 0; }
.page-header h1 { margin: 0 0 6px; font-size: 28px; line-height: 1.2; overflow-wrap: break-word; }
.eyebrow { margin: 0 0 4px; text-transform: uppercase; letter-spacing: .08em; font-size: 12px; color: var(--header-muted); }
.meta { margin: 0 0 18px; color: #d2d9e6; display: flex; flex-wrap: wrap; gap: 4px 18px; font-size: 14px; }
.meta code { color: #fff; }
main { max-width: 1180px; margin: 0 auto; padding: 8px 20px 40px; }
section.block { background: var(--paper); border: 1px solid var(--line); border-radius: 10px; padding: 8px 24px 20px; margin: 22px 0; }
h2 { font-size: 22px; margin: 16px 0 12px; }
h3 { font-size: 18px; margin: 22px 0 10px; }
p.lead { color: var(--muted); margin-top: 0; }
.none { color: var(--muted); font-style: italic; }
.muted { color: var(--muted); }
.table-wrap { overflow-x: auto; margin: 8px 0 14px; }
table { border-collapse: collapse; width: 100%; font-size: 14px; }
th, td { text-align: left; vertical-align: top; padding: 7px 10px; border-bottom: 1px solid var(--line); }
thead th { background: var(--wash); font-weight: 600; }
tbody th { font-weight: 600; }
td.num, th.num { text-align: right; font-variant-numeric: tabular-nums; }
td.date { white-space: nowrap; }
caption { text-align: left; font-weight: 600; padding: 4px 0 6px; color: var(--muted); }
.badge { display: inline-flex; align-items: center; gap: 5px; padding: 1px 9px; border-radius: 999px; font-size: 13px;
  font-weight: 600; white-space: nowrap; border: 1px solid currentColor; }
.badge .glyph { font-size: 12px; }
.rule-id { white-space: nowrap; overflow-wrap: normal; }
summary { cursor: pointer; font-weight: 600; }
details { margin: 6px 0; }
td.bad { color: var(--risk); font-weight: 600; }
tr.forward td:last-child { color: var(--migrated); }
.regressions { border-left: 5px solid var(--error); padding: 2px 12px; background: var(--error-bg); border-radius: 6px; }
.no-regressions { color: var(--migrated); font-weight: 600; }
@media (max-width: 720px) {
  body { font-size: 14px; }
  .page-header { padding: 20px 14px 0; }
  .page-header h1 { font-size: 22px; }
  main { padding: 4px 10px 30px; }
  section.block { padding: 4px 12px 14px; border-radius: 8px; }
  th, td { padding: 5px 6px; }
  /* A table that does not stack keeps readable columns and scrolls sideways inside its card. */
  .table-wrap > table:not(.stack) { min-width: 600px; }
}
</xsl:text>
  </xsl:template>
</xsl:stylesheet>
