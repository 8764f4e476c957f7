<?xml version="1.0" encoding="UTF-8"?>
<!--
  trend.html from trend.xml (Trend.xmlElement()): per release, intents by coexistence status as
  stacked bars, remaining effort and error findings as bars (inline SVG drawn here), a table of the
  releases, and what changed from each release to the next (parts/baseline.xsl).
-->
<xsl:stylesheet version="1.0" xmlns:xsl="http://www.w3.org/1999/XSL/Transform"
                xmlns:svg="http://www.w3.org/2000/svg" exclude-result-prefixes="svg">
  <xsl:import href="parts/palette.xsl"/>
  <xsl:include href="parts/baseline.xsl"/>
  <xsl:output method="html" encoding="UTF-8" indent="yes" doctype-system="about:legacy-compat"/>

  <!-- Chart geometry, in SVG user units. -->
  <xsl:variable name="step" select="84"/>
  <xsl:variable name="barWidth" select="44"/>
  <xsl:variable name="plotHeight" select="180"/>
  <xsl:variable name="top" select="24"/>
  <xsl:variable name="left" select="16"/>
  <xsl:variable name="chartWidth" select="$left * 2 + count(/intent-audit-trend/release) * $step"/>
  <xsl:variable name="chartHeight" select="$top + $plotHeight + 44"/>

  <xsl:template match="/intent-audit-trend">
    <html lang="en">
      <head>
        <!-- The one character-set declaration (libxslt would add the same when missing). -->
        <meta http-equiv="Content-Type" content="text/html; charset=UTF-8"/>
        <meta name="viewport" content="width=device-width, initial-scale=1"/>
        <title>intent-audit — trend across <xsl:value-of select="@releases"/><xsl:call-template name="releases-noun"/></title>
        <style>
          <xsl:call-template name="palette"/>
          body { margin: 0; background: var(--wash); color: var(--ink); font: 15px/1.5 -apple-system, "Segoe UI", Roboto, "Helvetica Neue", sans-serif; }
          main, .page-header > * { max-width: 1100px; margin-left: auto; margin-right: auto; padding-left: 16px; padding-right: 16px; }
          .page-header { background: var(--header); color: #fff; padding: 18px 0 14px; }
          .page-header h1 { margin: 2px 0 6px; font-size: 26px; }
          .eyebrow { text-transform: uppercase; letter-spacing: .08em; font-size: 12px; color: #b9c2d3; margin: 0; }
          .meta { margin: 0; color: #d9dee7; }
          section.block { background: var(--paper); border: 1px solid var(--line); border-radius: 10px; padding: 8px 24px 20px; margin: 22px 0; }
          p.lead { color: var(--muted); margin-top: 0; }
          .none { color: var(--muted); font-style: italic; }
          .chart { overflow-x: auto; }
          .chart svg { display: block; max-width: 100%; height: auto; }
          .chart text { font-size: 12px; fill: var(--ink); }
          .chart text.bar-count { font-weight: 700; }
          .chart text.date { fill: var(--muted); font-size: 11px; }
          .chart .axis { stroke: var(--line); }
          .legend { display: flex; flex-wrap: wrap; gap: 8px; padding: 0; margin: 6px 0 10px; list-style: none; }
          .table-wrap { overflow-x: auto; margin: 8px 0 14px; }
          table { border-collapse: collapse; width: 100%; font-size: 14px; }
          th, td { text-align: left; vertical-align: top; padding: 7px 10px; border-bottom: 1px solid var(--line); }
          thead th { background: var(--wash); font-weight: 600; }
          /* The releases table: headers wrap, numbers do not; a table wider than its card scrolls inside it. */
          table.releases th, table.releases td { padding: 6px 8px; }
          table.releases thead th { vertical-align: bottom; min-width: 4.5em; }
          table.releases tbody th { white-space: nowrap; }
          .rule-id { white-space: nowrap; }
          td.date { white-space: nowrap; }
          td.number, th.number { text-align: right; font-variant-numeric: tabular-nums; }
          .badge { display: inline-flex; align-items: center; padding: 1px 9px; border-radius: 999px; font-size: 13px; font-weight: 600; white-space: nowrap; }
          td.bad { color: var(--risk); font-weight: 600; }
          tr.forward td:last-child { color: var(--migrated); }
          .regressions { border-left: 5px solid var(--error); padding: 2px 12px; background: var(--error-bg); border-radius: 6px; }
          .no-regressions { color: var(--migrated); font-weight: 600; }
          @media (max-width: 600px) {
            section.block { padding: 4px 12px 14px; border-radius: 0; margin: 12px -16px; }
            .page-header h1 { font-size: 21px; }
            th, td { padding: 5px 6px; }
          }
        </style>
      </head>
      <body>
        <header class="page-header">
          <p class="eyebrow">intent-audit trend</p>
          <h1>App Intents migration across <xsl:value-of select="@releases"/><xsl:call-template name="releases-noun"/></h1>
          <p class="meta">
            <xsl:for-each select="release"><xsl:if test="position() &gt; 1"> → </xsl:if><strong><xsl:value-of select="@label"/></strong></xsl:for-each>
          </p>
        </header>
        <main id="main">
          <section class="block" id="statuses">
            <h2>Intents by status</h2>
            <p class="lead">Legacy intents per release, stacked from least to most progress.</p>
            <ul class="legend">
              <xsl:for-each select="release[1]/status">
                <li><span class="badge status-{@name}"><xsl:call-template name="trend-status-label"/></span></li>
              </xsl:for-each>
            </ul>
            <div class="chart">
              <svg xmlns="http://www.w3.org/2000/svg" class="status-chart" role="img" width="{$chartWidth}" height="{$chartHeight}" viewBox="0 0 {$chartWidth} {$chartHeight}">
                <title>Legacy intents per release, stacked by coexistence status</title>
                <xsl:call-template name="axis"/>
                <xsl:for-each select="release">
                  <xsl:variable name="x" select="$left + (position() - 1) * $step + ($step - $barWidth) div 2"/>
                  <xsl:variable name="max" select="/intent-audit-trend/@maxIntents + (/intent-audit-trend/@maxIntents = 0)"/>
                  <g class="release" data-release="{@label}">
                    <xsl:for-each select="status[@count &gt; 0]">
                      <xsl:variable name="below" select="sum(preceding-sibling::status/@count)"/>
                      <rect class="fill-{@name}" x="{$x}" width="{$barWidth}" y="{format-number($top + $plotHeight - ($below + @count) * $plotHeight div $max, '0.##')}" height="{format-number(@count * $plotHeight div $max, '0.##')}">
                        <title><xsl:value-of select="../@label"/>: <xsl:value-of select="@count"/><xsl:text> </xsl:text><xsl:value-of select="@name"/></title>
                      </rect>
                    </xsl:for-each>
                    <text class="bar-count" x="{$x + $barWidth div 2}" text-anchor="middle" y="{format-number($top + $plotHeight - @intents * $plotHeight div $max - 4, '0.##')}"><xsl:value-of select="@intents"/></text>
                    <xsl:call-template name="release-label"><xsl:with-param name="x" select="$x"/></xsl:call-template>
                  </g>
                </xsl:for-each>
              </svg>
            </div>
          </section>

          <section class="block" id="effort">
            <h2>Remaining effort</h2>
            <p class="lead">Effort points of the plan's tasks still to do.</p>
            <xsl:call-template name="simple-bars">
              <xsl:with-param name="attribute" select="'remainingEffort'"/>
              <xsl:with-param name="max" select="@maxRemainingEffort"/>
              <xsl:with-param name="class" select="'effort'"/>
              <xsl:with-param name="title" select="'Effort points still to do per release'"/>
            </xsl:call-template>
          </section>

          <section class="block" id="errors">
            <h2>Error findings</h2>
            <p class="lead">Findings that lose users' data (configurations, widgets, shortcuts).</p>
            <xsl:call-template name="simple-bars">
              <xsl:with-param name="attribute" select="'errors'"/>
              <xsl:with-param name="max" select="@maxErrors"/>
              <xsl:with-param name="class" select="'errors'"/>
              <xsl:with-param name="title" select="'Error-level findings per release'"/>
            </xsl:call-template>
          </section>

          <section class="block" id="releases">
            <h2>Releases</h2>
            <div class="table-wrap">
              <table class="releases">
                <thead>
                  <tr>
                    <th scope="col">Release</th><th scope="col">Date</th><th scope="col" class="number">Intents</th>
                    <xsl:for-each select="release[1]/status"><th scope="col" class="number"><xsl:call-template name="trend-status-label"/></th></xsl:for-each>
                    <th scope="col" class="number">Effort left / total</th><th scope="col" class="number">Errors</th><th scope="col" class="number">Warnings</th>
                  </tr>
                </thead>
                <tbody>
                  <xsl:for-each select="release">
                    <tr>
                      <th scope="row"><xsl:value-of select="@label"/></th>
                      <td class="date"><xsl:value-of select="@day"/></td>
                      <td class="number"><xsl:value-of select="@intents"/></td>
                      <xsl:for-each select="status"><td class="number"><xsl:value-of select="@count"/></td></xsl:for-each>
                      <td class="number"><xsl:value-of select="@remainingEffort"/> / <xsl:value-of select="@totalEffort"/></td>
                      <td class="number"><xsl:value-of select="@errors"/></td>
                      <td class="number"><xsl:value-of select="@warnings"/></td>
                    </tr>
                  </xsl:for-each>
                </tbody>
              </table>
            </div>
          </section>

          <section class="block" id="changes">
            <h2>What changed, release to release</h2>
            <xsl:choose>
              <xsl:when test="changes/change">
                <div class="table-wrap">
                  <table class="changes">
                    <thead>
                      <tr><th scope="col">From → to</th><th scope="col" class="number">Forward</th><th scope="col" class="number">Backward</th>
                        <th scope="col" class="number">New intents</th><th scope="col" class="number">New findings</th><th scope="col" class="number">Resolved</th>
                        <th scope="col" class="number">Effort burned</th><th scope="col" class="number">Regressions</th></tr>
                    </thead>
                    <tbody>
                      <xsl:for-each select="changes/change">
                        <tr>
                          <td><a href="#change-{@index}"><xsl:value-of select="@from"/> → <xsl:value-of select="@to"/></a></td>
                          <td class="number"><xsl:value-of select="count(baseline/status-changes/status-change[@direction = 'forward'])"/></td>
                          <xsl:variable name="backward" select="count(baseline/status-changes/status-change[@direction = 'backward'])"/>
                          <td class="number"><xsl:if test="$backward &gt; 0"><xsl:attribute name="class">number bad</xsl:attribute></xsl:if><xsl:value-of select="$backward"/></td>
                          <td class="number"><xsl:value-of select="baseline/new-intents/@count"/></td>
                          <td class="number"><xsl:value-of select="baseline/new-findings/@count"/></td>
                          <td class="number"><xsl:value-of select="baseline/resolved-findings/@count"/></td>
                          <td class="number"><xsl:value-of select="baseline/@effortBurnedDown"/></td>
                          <td class="number"><xsl:if test="baseline/regressions/@count &gt; 0"><xsl:attribute name="class">number bad</xsl:attribute></xsl:if><xsl:value-of select="baseline/regressions/@count"/></td>
                        </tr>
                      </xsl:for-each>
                    </tbody>
                  </table>
                </div>
              </xsl:when>
              <xsl:otherwise><p class="none">One release only: nothing to compare yet.</p></xsl:otherwise>
            </xsl:choose>
          </section>
          <xsl:for-each select="changes/change">
            <xsl:apply-templates select="baseline" mode="baseline">
              <xsl:with-param name="heading" select="concat(@from, ' → ', @to)"/>
              <xsl:with-param name="id" select="concat('change-', @index)"/>
            </xsl:apply-templates>
          </xsl:for-each>
        </main>
      </body>
    </html>
  </xsl:template>

  <!-- One bar per release for a numeric attribute of <release>. -->
  <xsl:template name="simple-bars">
    <xsl:param name="attribute"/>
    <xsl:param name="max"/>
    <xsl:param name="class"/>
    <xsl:param name="title"/>
    <xsl:variable name="scale" select="$max + ($max = 0)"/>
    <div class="chart">
      <svg xmlns="http://www.w3.org/2000/svg" class="{$class}-chart" role="img" width="{$chartWidth}" height="{$chartHeight}" viewBox="0 0 {$chartWidth} {$chartHeight}">
        <title><xsl:value-of select="$title"/></title>
        <xsl:call-template name="axis"/>
        <xsl:for-each select="/intent-audit-trend/release">
          <xsl:variable name="value" select="@*[local-name() = $attribute]"/>
          <xsl:variable name="x" select="$left + (position() - 1) * $step + ($step - $barWidth) div 2"/>
          <g class="release" data-release="{@label}">
            <rect class="fill-{$class}" x="{$x}" width="{$barWidth}"
                  y="{format-number($top + $plotHeight - $value * $plotHeight div $scale, '0.##')}"
                  height="{format-number($value * $plotHeight div $scale, '0.##')}">
              <title><xsl:value-of select="@label"/>: <xsl:value-of select="$value"/></title>
            </rect>
            <text class="bar-count" x="{$x + $barWidth div 2}" text-anchor="middle"
                  y="{format-number($top + $plotHeight - $value * $plotHeight div $scale - 4, '0.##')}"><xsl:value-of select="$value"/></text>
            <xsl:call-template name="release-label"><xsl:with-param name="x" select="$x"/></xsl:call-template>
          </g>
        </xsl:for-each>
      </svg>
    </div>
  </xsl:template>

  <!-- " release" or " releases" after the count of releases. -->
  <xsl:template name="releases-noun">
    <xsl:choose>
      <xsl:when test="/intent-audit-trend/@releases = 1"> release</xsl:when>
      <xsl:otherwise> releases</xsl:otherwise>
    </xsl:choose>
  </xsl:template>

  <!-- A status in words (the same words as the report's badges). -->
  <xsl:template name="trend-status-label">
    <xsl:choose>
      <xsl:when test="@name = 'legacy-only'">Legacy only</xsl:when>
      <xsl:when test="@name = 'coexisting'">Coexisting</xsl:when>
      <xsl:when test="@name = 'at-risk'">At risk</xsl:when>
      <xsl:when test="@name = 'ready-to-retire'">Ready to retire</xsl:when>
      <xsl:when test="@name = 'migrated'">Migrated</xsl:when>
      <xsl:when test="@name = 'system-domain'">System domain</xsl:when>
      <xsl:otherwise><xsl:value-of select="@name"/></xsl:otherwise>
    </xsl:choose>
  </xsl:template>

  <xsl:template name="axis">
    <line xmlns="http://www.w3.org/2000/svg" class="axis" x1="{$left}" x2="{$chartWidth - $left}" y1="{$top + $plotHeight}" y2="{$top + $plotHeight}"/>
  </xsl:template>

  <xsl:template name="release-label">
    <xsl:param name="x"/>
    <text xmlns="http://www.w3.org/2000/svg" class="label" x="{$x + $barWidth div 2}" y="{$top + $plotHeight + 16}" text-anchor="middle"><xsl:value-of select="@label"/></text>
    <text xmlns="http://www.w3.org/2000/svg" class="date" x="{$x + $barWidth div 2}" y="{$top + $plotHeight + 30}" text-anchor="middle"><xsl:value-of select="@day"/></text>
  </xsl:template>
</xsl:stylesheet>
