<?xml version="1.0" encoding="UTF-8"?>
<!--
  The "Since the baseline" section: renders a <baseline> element (BaselineComparison.xmlElement(),
  embedded in report.xml as /intent-audit-report/baseline, and in trend.xml under each <change>).

  Use from a page template:
    <xsl:include href="parts/baseline.xsl"/>
    <xsl:apply-templates select="/intent-audit-report/baseline" mode="baseline"/>
  Optional parameters: heading (default "Since the baseline"), id (the section's id, default "baseline").
  Classes are the report's (parts/style.xsl): section.block, p.lead, div.table-wrap, span.badge with
  status-NAME / sev-NAME, p.none; plus its own: .baseline, .regressions, .no-regressions,
  tr.forward / tr.backward / tr.neutral.
-->
<xsl:stylesheet version="1.0" xmlns:xsl="http://www.w3.org/1999/XSL/Transform">
  <!-- The current report's findings by fingerprint (none on the trend page, which has no findings list). -->
  <xsl:key name="finding-by-fingerprint" match="/intent-audit-report/findings/finding" use="@fingerprint"/>

  <xsl:template match="baseline" mode="baseline">
    <xsl:param name="heading" select="'Since the baseline'"/>
    <xsl:param name="id" select="'baseline'"/>
    <section class="block baseline" id="{$id}">
      <h2><xsl:value-of select="$heading"/></h2>
      <p class="lead baseline-summary">
        <xsl:text>Compared with </xsl:text>
        <xsl:choose>
          <xsl:when test="@baselineRelease">release <code><xsl:value-of select="@baselineRelease"/></code></xsl:when>
          <xsl:otherwise>the baseline</xsl:otherwise>
        </xsl:choose>
        <xsl:choose>
          <xsl:when test="@baselineReleaseDate">
            <xsl:text> of </xsl:text><xsl:value-of select="substring(@baselineReleaseDate, 1, 10)"/>
          </xsl:when>
          <xsl:otherwise>
            <xsl:text> as audited on </xsl:text><xsl:value-of select="substring(@baselineGenerated, 1, 10)"/>
          </xsl:otherwise>
        </xsl:choose>
        <xsl:text>: remaining effort </xsl:text>
        <xsl:value-of select="@baselineRemainingEffort"/>
        <xsl:text> → </xsl:text>
        <xsl:value-of select="@currentRemainingEffort"/>
        <xsl:text> points (</xsl:text>
        <xsl:value-of select="@effortBurnedDown"/><xsl:text> burned down, </xsl:text>
        <xsl:value-of select="@effortAdded"/><xsl:text> added</xsl:text>
        <xsl:if test="@effortLost &gt; 0">, <xsl:value-of select="@effortLost"/> lost with intents dropped without a replacement</xsl:if>
        <xsl:text>).</xsl:text>
      </p>
      <xsl:choose>
        <xsl:when test="regressions/regression">
          <div class="regressions">
            <h3><xsl:value-of select="regressions/@count"/> regression<xsl:if test="regressions/@count != 1">s</xsl:if></h3>
            <ul>
              <xsl:for-each select="regressions/regression">
                <li class="regression {@kind}"><code><xsl:value-of select="@kind"/></code><xsl:text> </xsl:text><xsl:value-of select="."/></li>
              </xsl:for-each>
            </ul>
          </div>
        </xsl:when>
        <xsl:otherwise><p class="no-regressions">No regressions.</p></xsl:otherwise>
      </xsl:choose>
      <ul class="baseline-counts">
        <li>Status changes: <xsl:value-of select="status-changes/@count"/></li>
        <li>New intents: <xsl:value-of select="new-intents/@count"/></li>
        <li>Removed intents: <xsl:value-of select="removed-intents/@count"/></li>
        <li>New findings: <xsl:value-of select="new-findings/@count"/></li>
        <li>Resolved findings: <xsl:value-of select="resolved-findings/@count"/></li>
        <li>Tasks completed: <xsl:value-of select="completed-tasks/@count"/></li>
      </ul>
      <xsl:if test="status-changes/status-change">
        <div class="table-wrap"><table class="status-changes">
          <thead><tr><th>Intent</th><th>From</th><th>To</th><th>Direction</th></tr></thead>
          <tbody>
            <xsl:for-each select="status-changes/status-change">
              <tr class="{@direction}">
                <td><code><xsl:value-of select="@intent"/></code></td>
                <td><span class="badge status-{@from}"><xsl:value-of select="@from"/></span></td>
                <td><span class="badge status-{@to}"><xsl:value-of select="@to"/></span></td>
                <td><xsl:value-of select="@direction"/></td>
              </tr>
            </xsl:for-each>
          </tbody>
        </table></div>
      </xsl:if>
      <xsl:apply-templates select="new-intents[intent-ref] | removed-intents[intent-ref]" mode="baseline"/>
      <xsl:apply-templates select="new-findings[finding-ref] | resolved-findings[finding-ref]" mode="baseline"/>
    </section>
  </xsl:template>

  <xsl:template match="new-intents | removed-intents" mode="baseline">
    <h3><xsl:choose><xsl:when test="self::new-intents">New intents</xsl:when><xsl:otherwise>Removed intents</xsl:otherwise></xsl:choose></h3>
    <ul class="{local-name()}">
      <xsl:for-each select="intent-ref">
        <li><code><xsl:value-of select="@name"/></code><xsl:text> </xsl:text><span class="badge status-{@status}"><xsl:value-of select="@status"/></span></li>
      </xsl:for-each>
    </ul>
  </xsl:template>

  <xsl:template match="new-findings | resolved-findings" mode="baseline">
    <h3><xsl:choose><xsl:when test="self::new-findings">New findings</xsl:when><xsl:otherwise>Resolved findings</xsl:otherwise></xsl:choose></h3>
    <div class="table-wrap"><table class="{local-name()}">
      <thead><tr><th>Severity</th><th>Rule</th><th>Intent</th><th>Message</th><th>Location</th></tr></thead>
      <tbody>
        <xsl:for-each select="finding-ref">
          <!-- A new finding is in this report's findings: its file:line comes from there. -->
          <xsl:variable name="current" select="key('finding-by-fingerprint', @fingerprint)[@rule = current()/@rule][1]"/>
          <tr>
            <td><span class="badge sev-{@severity}"><xsl:value-of select="@severity"/></span></td>
            <td><code class="rule-id"><xsl:value-of select="@rule"/></code></td>
            <td><xsl:value-of select="@intent"/></td>
            <td><xsl:value-of select="."/></td>
            <td>
              <xsl:choose>
                <xsl:when test="$current/@path">
                  <code class="loc"><xsl:value-of select="$current/@path"/><xsl:if test="$current/@line">:<xsl:value-of select="$current/@line"/></xsl:if></code>
                </xsl:when>
                <xsl:otherwise>—</xsl:otherwise>
              </xsl:choose>
            </td>
          </tr>
        </xsl:for-each>
      </tbody>
    </table></div>
  </xsl:template>
</xsl:stylesheet>
