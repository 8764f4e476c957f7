<?xml version="1.0" encoding="UTF-8"?>
<!--
  palette.xsl: the one set of colours for every page (report.xsl and trend.xsl import it), so a
  status or a severity looks the same on the report and on the trend. Text colours meet WCAG AA
  on their background; colour never carries meaning alone (badges also carry words and a glyph).
-->
<xsl:stylesheet version="1.0" xmlns:xsl="http://www.w3.org/1999/XSL/Transform">
  <!-- The CSS custom properties, as the first rule of a page's stylesheet. -->
  <xsl:template name="palette">
    <xsl:text>
:root {
  --ink: #1d2330; --muted: #4f5868; --line: #d9dee7; --paper: #ffffff; --wash: #f5f7fa;
  --accent: #2857c5; --header: #18202f; --header-muted: #b9c3d6;
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
.status-legacy-only { color: var(--legacy); background: var(--legacy-bg); }
.status-coexisting { color: var(--coexist); background: var(--coexist-bg); }
.status-at-risk { color: var(--risk); background: var(--risk-bg); }
.status-ready-to-retire { color: var(--retire); background: var(--retire-bg); }
.status-migrated { color: var(--migrated); background: var(--migrated-bg); }
.status-system-domain { color: var(--system); background: var(--system-bg); }
.sev-error { color: var(--error); background: var(--error-bg); }
.sev-warning { color: var(--warning); background: var(--warning-bg); }
.sev-note { color: var(--note); background: var(--note-bg); }
.fill-legacy-only { fill: var(--legacy); } .fill-coexisting { fill: var(--coexist); } .fill-at-risk { fill: var(--risk); }
.fill-ready-to-retire { fill: var(--retire); } .fill-migrated { fill: var(--migrated); } .fill-system-domain { fill: var(--system); }
.fill-effort { fill: var(--accent); } .fill-errors { fill: var(--error); }
</xsl:text>
  </xsl:template>
</xsl:stylesheet>
