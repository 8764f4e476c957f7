<?xml version="1.0" encoding="UTF-8"?>
<!--
  report.xsl: the intent-audit HTML report.

  Input: the canonical report document (<intent-audit-report schemaVersion="1">, see report.xsd).
  Output: one self-contained HTML page (CSS inline, no external resources; a small inline script
  only adds a filter box to the findings, everything works without it).

  The page is assembled here from parts, each in its own file under parts/:
    common.xsl       keys, labels, badges, file:line links shared by every part
    palette.xsl      the colours, shared with trend.xsl
    page.xsl         the page frame (type, header, sections, tables, badges), shared with trend.xsl
    text.xsl         how names are written (break opportunities between words), shared with trend.xsl
    style.xsl        the inline stylesheet (screen, narrow screens, print)
    index.xsl        the index of intents, most urgent first; the jump list; opening cards
    overview.xsl     numbers first: the index, status chart, severities, effort, targets, next release
    intent.xsl       per definition file and intent: status, counterpart, parameters, links, plan
    findings.xsl     every finding, grouped by severity, then rule, then file
    inventory.xsl    what the scanners found, and the localizations
    seen-by.xsl      the "Seen by" cell: the targets that compile an App Intent, and the verdict
    diagnostics.xsl  files that could not be read or understood
  A user template (intent-audit audit -\-template FILE.xsl) receives the same document (past the
  page-intents limit, the page's cut of it: lists with @shown hold that many of @count) and may
  import these parts too.
-->
<xsl:stylesheet version="1.0"
    xmlns:xsl="http://www.w3.org/1999/XSL/Transform">
  <xsl:import href="parts/common.xsl"/>
  <xsl:import href="parts/palette.xsl"/>
  <xsl:import href="parts/page.xsl"/>
  <xsl:import href="parts/text.xsl"/>
  <xsl:import href="parts/style.xsl"/>
  <xsl:import href="parts/index.xsl"/>
  <xsl:import href="parts/overview.xsl"/>
  <xsl:import href="parts/intent.xsl"/>
  <xsl:import href="parts/findings.xsl"/>
  <xsl:import href="parts/seen-by.xsl"/>
  <xsl:import href="parts/inventory.xsl"/>
  <xsl:import href="parts/diagnostics.xsl"/>
  <xsl:import href="parts/baseline.xsl"/>
  <xsl:import href="parts/continuity.xsl"/>

  <xsl:output method="html" encoding="UTF-8" indent="no" doctype-system="about:legacy-compat"/>

  <!-- The page skeleton: header, table of contents, the sections in reading order, footer. -->
  <xsl:template match="/intent-audit-report">
    <html lang="en">
      <head>
        <!-- libxslt's HTML output adds this very declaration when the head has none; written here,
             it is kept as the only one (a second <meta charset> would make the page invalid). -->
        <meta http-equiv="Content-Type" content="text/html; charset=UTF-8"/>
        <meta name="viewport" content="width=device-width, initial-scale=1"/>
        <meta name="generator" content="{@tool} {@toolVersion}"/>
        <title>
          <xsl:text>App Intents migration: </xsl:text>
          <xsl:call-template name="subject"/>
        </title>
        <xsl:call-template name="style"/>
      </head>
      <body>
        <a class="skip" href="#main">Skip to the report</a>
        <header class="page-header">
          <p class="eyebrow">intent-audit report</p>
          <h1>
            <xsl:text>App Intents migration: </xsl:text>
            <xsl:call-template name="subject"/>
          </h1>
          <p class="meta">
            <xsl:if test="@release">
              <span>Release <strong><xsl:value-of select="@release"/></strong></span>
            </xsl:if>
            <span>Root <code><xsl:value-of select="@root"/></code></span>
            <span>Generated <time datetime="{@generated}"><xsl:value-of select="translate(@generated, 'TZ', ' ')"/> UTC</time></span>
            <span><xsl:value-of select="@tool"/><xsl:text> </xsl:text><xsl:value-of select="@toolVersion"/></span>
          </p>
          <nav aria-label="Sections">
            <ul>
              <li><a href="#overview">Overview</a></li>
              <xsl:if test="intents/intent"><li><a href="#index">Index</a></li></xsl:if>
              <xsl:if test="baseline"><li><a href="#baseline">Since the baseline <span class="n">(<xsl:call-template name="count-noun"><xsl:with-param name="count" select="baseline/regressions/@count"/><xsl:with-param name="singular" select="'regression'"/></xsl:call-template>)</span></a></li></xsl:if>
              <xsl:if test="continuity/since"><li><a href="#continuity">Since <xsl:value-of select="continuity/since[1]/@label"/> <span class="n">(<xsl:call-template name="count-noun"><xsl:with-param name="count" select="sum(continuity/since/@breaks)"/><xsl:with-param name="singular" select="'break'"/></xsl:call-template>)</span></a></li></xsl:if>
              <li><a href="#intents">Intents <span class="n">(<xsl:value-of select="intents/@count"/>)</span></a></li>
              <li><a href="#findings">Findings <span class="n">(<xsl:value-of select="findings/@count"/>)</span></a></li>
              <li><a href="#inventory">Inventory</a></li>
              <li><a href="#localizations">Localizations</a></li>
              <li><a href="#diagnostics">Diagnostics <span class="n">(<xsl:value-of select="inventory/diagnostics/@count"/>)</span></a></li>
            </ul>
          </nav>
        </header>
        <main id="main">
          <xsl:apply-templates select="summary" mode="overview"/>
          <xsl:apply-templates select="baseline" mode="baseline"/>
          <xsl:apply-templates select="continuity[since]" mode="continuity"/>
          <xsl:call-template name="intents-section"/>
          <xsl:call-template name="findings-section"/>
          <xsl:apply-templates select="inventory" mode="inventory"/>
          <xsl:call-template name="localizations-section"/>
          <xsl:apply-templates select="inventory/diagnostics" mode="diagnostics"/>
        </main>
        <footer class="page-footer">
          <p>
            <xsl:text>Written by </xsl:text><xsl:value-of select="@tool"/><xsl:text> </xsl:text>
            <xsl:value-of select="@toolVersion"/>
            <xsl:text> from report.xml (schema version </xsl:text><xsl:value-of select="@schemaVersion"/>
            <xsl:text>). Paths are relative to the audited root.</xsl:text>
          </p>
        </footer>
        <xsl:call-template name="findings-script"/>
        <xsl:call-template name="cards-script"/>
      </body>
    </html>
  </xsl:template>

  <!-- The report's subject: its title when given, else the app's name from its project file, else
       the audited folder's name (never "." : rootName is the folder's own name). -->
  <xsl:template name="subject">
    <xsl:variable name="report" select="/intent-audit-report"/>
    <xsl:choose>
      <xsl:when test="$report/@title"><xsl:value-of select="$report/@title"/></xsl:when>
      <xsl:when test="$report/@appName"><xsl:value-of select="$report/@appName"/></xsl:when>
      <xsl:when test="$report/@rootName"><xsl:value-of select="$report/@rootName"/></xsl:when>
      <xsl:otherwise><xsl:value-of select="$report/@root"/></xsl:otherwise>
    </xsl:choose>
  </xsl:template>
</xsl:stylesheet>
