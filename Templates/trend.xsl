<?xml version="1.0" encoding="UTF-8"?>
<!--
  trend.html from trend.xml (Trend.xmlElement()): per release, intents by coexistence status as
  stacked bars, remaining effort and error findings as bars (inline SVG drawn here), a table of the
  releases, and what changed from each release to the next (parts/baseline.xsl).
-->
<xsl:stylesheet version="1.0" xmlns:xsl="http://www.w3.org/1999/XSL/Transform"
                xmlns:svg="http://www.w3.org/2000/svg" exclude-result-prefixes="svg">
  <xsl:import href="parts/palette.xsl"/>
  <xsl:import href="parts/page.xsl"/>
  <xsl:import href="parts/text.xsl"/>
  <xsl:include href="parts/baseline.xsl"/>
  <xsl:output method="html" encoding="UTF-8" indent="yes" doctype-system="about:legacy-compat"/>

  <!-- Chart geometry, in SVG user units (drawn at 1:1: a chart wider than its card scrolls, the
       newest release in view; it never shrinks its text). Many releases get narrower bars and a
       label on every few bars only, always on the newest. -->
  <xsl:variable name="releaseCount" select="count(/intent-audit-trend/release)"/>
  <xsl:variable name="step">
    <xsl:choose>
      <xsl:when test="$releaseCount &lt;= 12">84</xsl:when>
      <xsl:when test="$releaseCount &lt;= 40">42</xsl:when>
      <xsl:otherwise>18</xsl:otherwise>
    </xsl:choose>
  </xsl:variable>
  <xsl:variable name="barWidth" select="round($step * 0.524)"/>
  <!-- A label every this many releases: each label has about 84 units of room. -->
  <xsl:variable name="labelEvery" select="ceiling(84 div $step)"/>
  <!-- Tables and per-change sections list this many of the newest releases; the older fold away. -->
  <xsl:variable name="recent" select="20"/>
  <xsl:variable name="plotHeight" select="180"/>
  <xsl:variable name="top" select="24"/>
  <xsl:variable name="left" select="16"/>
  <!-- Room on the right for the newest release's date, centred under a bar near the edge. -->
  <xsl:variable name="chartWidth" select="$left * 2 + count(/intent-audit-trend/release) * $step + 32"/>
  <xsl:variable name="chartHeight" select="$top + $plotHeight + 44"/>

  <xsl:template match="/intent-audit-trend">
    <html lang="en">
      <head>
        <!-- The one character-set declaration (libxslt would add the same when missing). -->
        <meta http-equiv="Content-Type" content="text/html; charset=UTF-8"/>
        <meta name="viewport" content="width=device-width, initial-scale=1"/>
        <title><xsl:if test="@app"><xsl:value-of select="@app"/>: </xsl:if>App Intents migration across <xsl:value-of select="@releases"/><xsl:call-template name="releases-noun"/> — intent-audit trend</title>
        <style>
          <xsl:call-template name="palette"/>
          <xsl:call-template name="page-style"/>
          /* Drawn at 1:1 so text stays legible; a wide chart scrolls, opened at its newest end. */
          .chart { overflow-x: auto; direction: rtl; text-align: left; }
          .chart svg { display: inline-block; vertical-align: top; direction: ltr; }
          details.older > summary { cursor: pointer; color: var(--muted); margin: 6px 0; }
          .chart text { font-size: 12px; fill: var(--ink); }
          .chart text.bar-count { font-weight: 700; }
          .chart text.date { fill: var(--muted); font-size: 11px; }
          .chart .axis { stroke: var(--line); }
          .legend { display: flex; flex-wrap: wrap; gap: 8px; padding: 0; margin: 6px 0 10px; list-style: none; }
          /* The releases table: headers wrap, numbers do not; a table wider than its card scrolls inside it. */
          table.releases th, table.releases td { padding: 6px 8px; }
          table.releases thead th { vertical-align: bottom; min-width: 4.5em; }
          table.releases tbody th { white-space: nowrap; }
          ul.breaks { margin: 4px 0 12px; padding-left: 20px; }
          ul.breaks li { margin: 4px 0; }
          h3 .since { color: var(--muted); font-weight: normal; }
        </style>
      </head>
      <body>
        <header class="page-header">
          <p class="eyebrow">intent-audit trend</p>
          <h1><xsl:if test="@app"><xsl:value-of select="@app"/>: </xsl:if>App Intents migration across <xsl:value-of select="@releases"/><xsl:call-template name="releases-noun"/></h1>
          <p class="meta">
            <xsl:choose>
              <xsl:when test="$releaseCount &lt;= 12">
                <xsl:for-each select="release"><xsl:if test="position() &gt; 1"> → </xsl:if><strong><xsl:value-of select="@label"/></strong></xsl:for-each>
              </xsl:when>
              <xsl:otherwise>
                <strong><xsl:value-of select="release[1]/@label"/></strong> (<xsl:value-of select="release[1]/@day"/>) → <strong><xsl:value-of select="release[last()]/@label"/></strong> (<xsl:value-of select="release[last()]/@day"/>)
              </xsl:otherwise>
            </xsl:choose>
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
                    <xsl:if test="$step &gt;= 42">
                      <text class="bar-count" x="{$x + $barWidth div 2}" text-anchor="middle" y="{format-number($top + $plotHeight - @intents * $plotHeight div $max - 4, '0.##')}"><xsl:value-of select="@intents"/></text>
                    </xsl:if>
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

          <section class="block" id="breaks">
            <h2>Continuity breaks</h2>
            <p class="lead">What each release broke of the one before it: saved shortcuts, placed widgets and settings its users lose on updating (the continuity rules, IA8xx, over the two releases' identity models).</p>
            <xsl:choose>
              <xsl:when test="release/breaks/break">
                <xsl:for-each select="release[breaks/break]">
                  <h3 id="breaks-{@index}"><xsl:value-of select="@label"/> <span class="since"> since <xsl:value-of select="breaks/@since"/></span> (<xsl:value-of select="breaks/@count"/>)</h3>
                  <ul class="breaks">
                    <xsl:for-each select="breaks/break">
                      <li>
                        <span class="badge sev-{@severity}"><xsl:value-of select="@severity"/></span>
                        <xsl:text> </xsl:text><code><xsl:value-of select="@rule"/></code>
                        <xsl:if test="@intent"><xsl:text> </xsl:text><code><xsl:call-template name="identifier-text"><xsl:with-param name="text" select="@intent"/></xsl:call-template></code></xsl:if>
                        <xsl:text>: </xsl:text><xsl:value-of select="."/>
                        <xsl:if test="@path"><xsl:text> </xsl:text><code class="path"><xsl:value-of select="@path"/><xsl:if test="@line">:<xsl:value-of select="@line"/></xsl:if></code></xsl:if>
                      </li>
                    </xsl:for-each>
                  </ul>
                </xsl:for-each>
              </xsl:when>
              <xsl:when test="release/breaks[@compared = 'true']"><p class="none">No release broke what the release before it shipped.</p></xsl:when>
              <xsl:when test="release/breaks"><p class="none">Not compared: these reports carry no identity model (reports before schema 2).</p></xsl:when>
              <xsl:otherwise><p class="none">One release only: nothing to compare yet.</p></xsl:otherwise>
            </xsl:choose>
            <xsl:if test="release/breaks[@compared = 'false'] and release/breaks[@compared = 'true']">
              <p class="none">Releases whose report carries no identity model (before schema 2) were not compared: <xsl:for-each select="release[breaks/@compared = 'false']"><xsl:if test="position() &gt; 1">, </xsl:if><xsl:value-of select="@label"/></xsl:for-each>.</p>
            </xsl:if>
          </section>

          <section class="block" id="releases">
            <h2>Releases</h2>
            <xsl:if test="$releaseCount &gt; $recent">
              <p class="lead">The newest <xsl:value-of select="$recent"/>; the <xsl:value-of select="$releaseCount - $recent"/> older ones are folded below.</p>
            </xsl:if>
            <xsl:call-template name="releases-table">
              <xsl:with-param name="rows" select="release[position() &gt; last() - $recent]"/>
            </xsl:call-template>
            <xsl:if test="$releaseCount &gt; $recent">
              <details class="older">
                <summary>Older releases (<xsl:value-of select="$releaseCount - $recent"/>)</summary>
                <xsl:call-template name="releases-table">
                  <xsl:with-param name="rows" select="release[position() &lt;= last() - $recent]"/>
                </xsl:call-template>
              </details>
            </xsl:if>
          </section>

          <section class="block" id="changes">
            <h2>What changed, release to release</h2>
            <xsl:choose>
              <xsl:when test="changes/change">
                <xsl:call-template name="changes-table">
                  <xsl:with-param name="rows" select="changes/change[position() &gt; last() - $recent]"/>
                </xsl:call-template>
                <xsl:if test="count(changes/change) &gt; $recent">
                  <details class="older">
                    <summary>Older changes (<xsl:value-of select="count(changes/change) - $recent"/>)</summary>
                    <xsl:call-template name="changes-table">
                      <xsl:with-param name="rows" select="changes/change[position() &lt;= last() - $recent]"/>
                    </xsl:call-template>
                  </details>
                </xsl:if>
              </xsl:when>
              <xsl:otherwise><p class="none">One release only: nothing to compare yet.</p></xsl:otherwise>
            </xsl:choose>
          </section>
          <!-- The details of each change, newest last; beyond $recent the older ones fold away. -->
          <xsl:for-each select="changes/change[position() &gt; last() - $recent]">
            <xsl:apply-templates select="baseline" mode="baseline">
              <xsl:with-param name="heading" select="concat(@from, ' → ', @to)"/>
              <xsl:with-param name="id" select="concat('change-', @index)"/>
            </xsl:apply-templates>
          </xsl:for-each>
          <xsl:if test="count(changes/change) &gt; $recent">
            <details class="older block">
              <summary>Details of the <xsl:value-of select="count(changes/change) - $recent"/> older changes</summary>
              <xsl:for-each select="changes/change[position() &lt;= last() - $recent]">
                <xsl:apply-templates select="baseline" mode="baseline">
                  <xsl:with-param name="heading" select="concat(@from, ' → ', @to)"/>
                  <xsl:with-param name="id" select="concat('change-', @index)"/>
                </xsl:apply-templates>
              </xsl:for-each>
            </details>
          </xsl:if>
        </main>
      </body>
    </html>
  </xsl:template>

  <!-- The releases table for some of the releases. -->
  <xsl:template name="releases-table">
    <xsl:param name="rows"/>
    <div class="table-wrap">
      <table class="releases">
        <thead>
          <tr>
            <th scope="col">Release</th><th scope="col">Date</th><th scope="col" class="num">Intents</th>
            <xsl:for-each select="/intent-audit-trend/release[1]/status"><th scope="col" class="num"><xsl:call-template name="trend-status-label"/></th></xsl:for-each>
            <th scope="col" class="num"><abbr title="Effort points left of the scope: the first release's total plus every point added since; it never shrinks">Effort left / scope</abbr></th><th scope="col" class="num">Errors</th><th scope="col" class="num">Warnings</th>
            <th scope="col" class="num"><abbr title="Continuity breaks this release introduced against the release before it (IA8xx)">Breaks</abbr></th>
          </tr>
        </thead>
        <tbody>
          <xsl:for-each select="$rows">
            <tr>
              <th scope="row"><xsl:value-of select="@label"/></th>
              <td class="date"><xsl:value-of select="@day"/></td>
              <td class="num"><xsl:value-of select="@intents"/></td>
              <xsl:for-each select="status"><td class="num"><xsl:value-of select="@count"/></td></xsl:for-each>
              <td class="num"><xsl:value-of select="@remainingEffort"/> / <xsl:value-of select="@scope"/></td>
              <td class="num"><xsl:value-of select="@errors"/></td>
              <td class="num"><xsl:value-of select="@warnings"/></td>
              <td class="num">
                <xsl:choose>
                  <xsl:when test="breaks/@count &gt; 0"><xsl:attribute name="class">num bad</xsl:attribute><a href="#breaks-{@index}"><xsl:value-of select="breaks/@count"/></a></xsl:when>
                  <xsl:when test="breaks[@compared = 'true']">0</xsl:when>
                  <xsl:otherwise>—</xsl:otherwise>
                </xsl:choose>
              </td>
            </tr>
          </xsl:for-each>
        </tbody>
      </table>
    </div>
  </xsl:template>

  <!-- The table of changes for some of the changes. -->
  <xsl:template name="changes-table">
    <xsl:param name="rows"/>
    <div class="table-wrap">
      <table class="changes">
        <thead>
          <tr><th scope="col">From → to</th><th scope="col" class="num">Forward</th><th scope="col" class="num">Backward</th>
            <th scope="col" class="num">New intents</th><th scope="col" class="num">New findings</th><th scope="col" class="num">Resolved</th>
            <th scope="col" class="num">Effort burned</th><th scope="col" class="num">Effort added</th><th scope="col" class="num">Regressions</th></tr>
        </thead>
        <tbody>
          <xsl:for-each select="$rows">
            <tr>
              <td><a href="#change-{@index}"><xsl:value-of select="@from"/> → <xsl:value-of select="@to"/></a></td>
              <td class="num"><xsl:value-of select="count(baseline/status-changes/status-change[@direction = 'forward'])"/></td>
              <xsl:variable name="backward" select="count(baseline/status-changes/status-change[@direction = 'backward'])"/>
              <td class="num"><xsl:if test="$backward &gt; 0"><xsl:attribute name="class">num bad</xsl:attribute></xsl:if><xsl:value-of select="$backward"/></td>
              <td class="num"><xsl:value-of select="baseline/new-intents/@count"/></td>
              <td class="num"><xsl:value-of select="baseline/new-findings/@count"/></td>
              <td class="num"><xsl:value-of select="baseline/resolved-findings/@count"/></td>
              <td class="num"><xsl:value-of select="baseline/@effortBurnedDown"/></td>
              <td class="num"><xsl:value-of select="baseline/@effortAdded"/></td>
              <td class="num"><xsl:if test="baseline/regressions/@count &gt; 0"><xsl:attribute name="class">num bad</xsl:attribute></xsl:if><xsl:value-of select="baseline/regressions/@count"/></td>
            </tr>
          </xsl:for-each>
        </tbody>
      </table>
    </div>
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
            <xsl:if test="$step &gt;= 42">
              <text class="bar-count" x="{$x + $barWidth div 2}" text-anchor="middle"
                    y="{format-number($top + $plotHeight - $value * $plotHeight div $scale - 4, '0.##')}"><xsl:value-of select="$value"/></text>
            </xsl:if>
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

  <!-- A status in words: release/status/@label (Model/StatusWords.swift, the report's words too). -->
  <xsl:template name="trend-status-label">
    <xsl:choose>
      <xsl:when test="string(@label)"><xsl:value-of select="@label"/></xsl:when>
      <xsl:otherwise><xsl:value-of select="@name"/></xsl:otherwise>
    </xsl:choose>
  </xsl:template>

  <xsl:template name="axis">
    <line xmlns="http://www.w3.org/2000/svg" class="axis" x1="{$left}" x2="{$chartWidth - $left}" y1="{$top + $plotHeight}" y2="{$top + $plotHeight}"/>
  </xsl:template>

  <!-- The label under a bar: on every bar while there is room, else on every $labelEvery-th
       counted back from the newest (which is always labelled); each bar keeps its title. -->
  <xsl:template name="release-label">
    <xsl:param name="x"/>
    <xsl:if test="($releaseCount - position()) mod $labelEvery = 0">
      <xsl:call-template name="release-label-text"><xsl:with-param name="x" select="$x"/></xsl:call-template>
    </xsl:if>
  </xsl:template>

  <xsl:template name="release-label-text">
    <xsl:param name="x"/>
    <text xmlns="http://www.w3.org/2000/svg" class="label" x="{$x + $barWidth div 2}" y="{$top + $plotHeight + 16}" text-anchor="middle"><xsl:value-of select="@label"/></text>
    <text xmlns="http://www.w3.org/2000/svg" class="date" x="{$x + $barWidth div 2}" y="{$top + $plotHeight + 30}" text-anchor="middle"><xsl:value-of select="@day"/></text>
  </xsl:template>
</xsl:stylesheet>
