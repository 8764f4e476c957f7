// swift-format-ignore-file
// Generated from Templates/*.xsl by `make templates`; do not edit. Templates/ is the one source:
// EmbeddedTemplatesTests fails while this file differs from what it would generate.

/// The default templates, compiled in so that a binary copied alone renders the same HTML.
package enum EmbeddedTemplates {
    /// Path relative to `Templates/` → the stylesheet's text.
    package static let files: [(path: String, text: String)] = [
        ("parts/baseline.xsl", #"""
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

"""#),
        ("parts/common.xsl", #"""
<?xml version="1.0" encoding="UTF-8"?>
<!--
  common.xsl: keys and small building blocks shared by every part of the report.
  Nothing here produces a section; parts call these templates by name.
-->
<xsl:stylesheet version="1.0" xmlns:xsl="http://www.w3.org/1999/XSL/Transform">

  <!-- Findings about an intent (a legacy class name or an App Intent type name). -->
  <xsl:key name="findings-by-intent" match="/intent-audit-report/findings/finding" use="@intent"/>
  <!-- Findings by severity, and by severity and rule, for the grouped findings section. -->
  <xsl:key name="findings-by-severity" match="/intent-audit-report/findings/finding" use="@severity"/>
  <xsl:key name="findings-by-severity-rule" match="/intent-audit-report/findings/finding" use="concat(@severity, ' ', @rule)"/>
  <!-- The definition of a legacy intent, by its generated class name. -->
  <xsl:key name="definition-by-class" match="/intent-audit-report/inventory/definition-files/definition-file/intent-definition" use="@className"/>
  <!-- An App Intents declaration, by type name. -->
  <xsl:key name="app-intent-by-name" match="/intent-audit-report/inventory/app-intents/app-intent" use="@name"/>
  <!-- A rule description, by id (present when the registry was passed to the writer). -->
  <xsl:key name="rule-by-id" match="/intent-audit-report/rules/rule" use="@id"/>

  <!-- "path:line" as code; the line is left out when unknown. -->
  <xsl:template name="location">
    <xsl:param name="node" select="."/>
    <xsl:if test="$node/@path">
      <code class="loc">
        <xsl:call-template name="path-text"><xsl:with-param name="path" select="$node/@path"/></xsl:call-template>
        <xsl:if test="$node/@line">:<xsl:value-of select="$node/@line"/></xsl:if>
      </code>
    </xsl:if>
  </xsl:template>

  <!-- A path with a line-break opportunity after every "/", so a narrow screen breaks it between
       folders ("Shared/Base.lproj/" then "Intents.intentdefinition") rather than inside a name. -->
  <xsl:template name="path-text">
    <xsl:param name="path"/>
    <xsl:choose>
      <xsl:when test="contains($path, '/')">
        <xsl:call-template name="dotted-text"><xsl:with-param name="text" select="substring-before($path, '/')"/></xsl:call-template>
        <!-- Written as text: libxslt's HTML output does not know wbr is a void element and would add </wbr>. -->
        <xsl:text>/</xsl:text><xsl:text disable-output-escaping="yes">&lt;wbr&gt;</xsl:text>
        <xsl:call-template name="path-text"><xsl:with-param name="path" select="substring-after($path, '/')"/></xsl:call-template>
      </xsl:when>
      <xsl:otherwise><xsl:call-template name="dotted-text"><xsl:with-param name="text" select="$path"/></xsl:call-template></xsl:otherwise>
    </xsl:choose>
  </xsl:template>

  <!-- A type name as code that breaks only between its words. -->
  <xsl:template name="type-name">
    <xsl:param name="name"/>
    <code class="type-name"><xsl:call-template name="identifier-text"><xsl:with-param name="text" select="$name"/></xsl:call-template></code>
  </xsl:template>

  <!-- A coexistence status as words with a colour: the colour never carries meaning alone. -->
  <xsl:template name="status-badge">
    <xsl:param name="status" select="@status"/>
    <span class="badge status-{$status}">
      <span class="glyph" aria-hidden="true">
        <xsl:choose>
          <xsl:when test="$status = 'migrated'">&#x2713;</xsl:when>
          <xsl:when test="$status = 'at-risk'">!</xsl:when>
          <xsl:when test="$status = 'ready-to-retire'">&#x2192;</xsl:when>
          <xsl:when test="$status = 'coexisting'">&#x21C4;</xsl:when>
          <xsl:when test="$status = 'system-domain'">&#x2699;</xsl:when>
          <xsl:otherwise>&#x25CB;</xsl:otherwise>
        </xsl:choose>
      </span>
      <xsl:call-template name="status-label"><xsl:with-param name="status" select="$status"/></xsl:call-template>
    </span>
  </xsl:template>

  <!-- The words for a status, as the document gives them (summary/status/@label, written from
       Model/StatusWords.swift); the status's own name when a document has none. -->
  <xsl:key name="status-by-name" match="/intent-audit-report/summary/status" use="@name"/>
  <xsl:template name="status-label">
    <xsl:param name="status"/>
    <xsl:variable name="label" select="key('status-by-name', $status)/@label"/>
    <xsl:choose>
      <xsl:when test="string($label)"><xsl:value-of select="$label"/></xsl:when>
      <xsl:otherwise><xsl:value-of select="$status"/></xsl:otherwise>
    </xsl:choose>
  </xsl:template>

  <!-- A severity as words with a colour. -->
  <xsl:template name="severity-badge">
    <xsl:param name="severity" select="@severity"/>
    <span class="badge sev-{$severity}">
      <span class="glyph" aria-hidden="true">
        <xsl:choose>
          <xsl:when test="$severity = 'error'">&#x2716;</xsl:when>
          <xsl:when test="$severity = 'warning'">&#x26A0;</xsl:when>
          <xsl:otherwise>i</xsl:otherwise>
        </xsl:choose>
      </span>
      <xsl:call-template name="severity-label"><xsl:with-param name="severity" select="$severity"/></xsl:call-template>
    </span>
  </xsl:template>

  <xsl:template name="severity-label">
    <xsl:param name="severity"/>
    <xsl:choose>
      <xsl:when test="$severity = 'error'">Error</xsl:when>
      <xsl:when test="$severity = 'warning'">Warning</xsl:when>
      <xsl:when test="$severity = 'note'">Note</xsl:when>
      <xsl:otherwise><xsl:value-of select="$severity"/></xsl:otherwise>
    </xsl:choose>
  </xsl:template>

  <!-- The six steps' short names (7 = the widget steps). -->
  <xsl:template name="step-name">
    <xsl:param name="number"/>
    <xsl:choose>
      <xsl:when test="$number = 1">Identify the intent</xsl:when>
      <xsl:when test="$number = 2">Create the AppIntent</xsl:when>
      <xsl:when test="$number = 3">Convert types and enums</xsl:when>
      <xsl:when test="$number = 4">Convert resolution and handling</xsl:when>
      <xsl:when test="$number = 5">Replace donations</xsl:when>
      <xsl:when test="$number = 6">Remove the Intents extension</xsl:when>
      <xsl:when test="$number = 7">Widget steps</xsl:when>
      <xsl:otherwise>Step <xsl:value-of select="$number"/></xsl:otherwise>
    </xsl:choose>
  </xsl:template>

  <!-- "yes" / "no" for a boolean attribute. -->
  <xsl:template name="yes-no">
    <xsl:param name="value"/>
    <xsl:choose>
      <xsl:when test="$value = 'true'">yes</xsl:when>
      <xsl:otherwise>no</xsl:otherwise>
    </xsl:choose>
  </xsl:template>

  <!-- An id usable in an HTML id/href (class names and paths may hold characters ids cannot). -->
  <xsl:template name="anchor">
    <xsl:param name="text"/>
    <xsl:value-of select="translate($text, ' /.:&lt;&gt;&quot;&amp;#?%', '-----------')"/>
  </xsl:template>

  <!-- "1 point", "2 points": a count with its noun in the right number. -->
  <xsl:template name="count-noun">
    <xsl:param name="count"/>
    <xsl:param name="singular"/>
    <xsl:param name="plural" select="concat($singular, 's')"/>
    <xsl:value-of select="$count"/>
    <xsl:text> </xsl:text>
    <xsl:choose>
      <xsl:when test="number($count) = 1"><xsl:value-of select="$singular"/></xsl:when>
      <xsl:otherwise><xsl:value-of select="$plural"/></xsl:otherwise>
    </xsl:choose>
  </xsl:template>

  <!-- Text from the analysis in which `backquoted` spans are code: each pair becomes a code
       element, an unpaired backquote stays as it is. -->
  <xsl:template name="rich-text">
    <xsl:param name="text" select="string(.)"/>
    <xsl:choose>
      <xsl:when test="contains(substring-after($text, '`'), '`')">
        <xsl:value-of select="substring-before($text, '`')"/>
        <code><xsl:call-template name="identifier-text"><xsl:with-param name="text" select="substring-before(substring-after($text, '`'), '`')"/></xsl:call-template></code>
        <xsl:call-template name="rich-text">
          <xsl:with-param name="text" select="substring-after(substring-after($text, '`'), '`')"/>
        </xsl:call-template>
      </xsl:when>
      <xsl:otherwise><xsl:value-of select="$text"/></xsl:otherwise>
    </xsl:choose>
  </xsl:template>

  <!-- A rule id as code that never breaks across lines. -->
  <xsl:template name="rule-id">
    <xsl:param name="id" select="@rule"/>
    <code class="rule-id"><xsl:value-of select="$id"/></code>
  </xsl:template>

  <!-- Said where the page's document left part of a list out (a report past the page-intents
       limit: the page keeps the most urgent intents; report.xml and report.json keep every one). -->
  <xsl:template name="page-cut">
    <xsl:param name="list"/>
    <xsl:param name="what"/>
    <xsl:param name="which"/>
    <xsl:if test="$list/@shown">
      <p class="cut" role="note">
        <xsl:text>This page shows </xsl:text><xsl:value-of select="$list/@shown"/>
        <xsl:text> of the </xsl:text><xsl:value-of select="$list/@count"/><xsl:text> </xsl:text>
        <xsl:value-of select="$what"/><xsl:text>: </xsl:text><xsl:value-of select="$which"/>
        <xsl:text>. Every one is in report.xml and report.json.</xsl:text>
      </p>
    </xsl:if>
  </xsl:template>

  <!-- Shown in place of an empty list. -->
  <xsl:template name="none">
    <xsl:param name="what" select="'Nothing'"/>
    <p class="none"><xsl:value-of select="$what"/></p>
  </xsl:template>
</xsl:stylesheet>

"""#),
        ("parts/continuity.xsl", #"""
<?xml version="1.0" encoding="UTF-8"?>
<!--
  The "Since REF" section: what the continuity rules (IA8xx) compared with (report.xml's
  <continuity>/<since>, ReportDocument+Identity.swift) and each break they found, its earlier
  state and today side by side (a proof step with @release is a fact of that earlier state).

  Use from a page template:
    <xsl:apply-templates select="/intent-audit-report/continuity[since]" mode="continuity"/>
  Classes are the report's (parts/style.xsl): section.block, p.lead, div.table-wrap, span.badge
  sev-NAME, p.none; plus its own: .continuity, td.then, td.now.
-->
<xsl:stylesheet version="1.0" xmlns:xsl="http://www.w3.org/1999/XSL/Transform">
  <xsl:template match="continuity" mode="continuity">
    <xsl:variable name="breaks" select="/intent-audit-report/findings/finding[starts-with(@rule, 'IA8')]"/>
    <section class="block continuity" id="continuity">
      <h2>
        <xsl:text>Since </xsl:text>
        <xsl:for-each select="since">
          <xsl:if test="position() &gt; 1"><xsl:text>, </xsl:text></xsl:if>
          <xsl:value-of select="@label"/>
        </xsl:for-each>
      </h2>
      <p class="lead">
        <xsl:for-each select="since">
          <xsl:text>Compared with </xsl:text><code><xsl:value-of select="@label"/></code>
          <xsl:text> (</xsl:text><xsl:value-of select="@source"/><xsl:text>): </xsl:text>
          <xsl:call-template name="count-noun">
            <xsl:with-param name="count" select="@breaks"/>
            <xsl:with-param name="singular" select="'continuity break'"/>
          </xsl:call-template>
          <xsl:text>. </xsl:text>
        </xsl:for-each>
        <xsl:text>A break is a change that orphans a saved shortcut, a placed widget or a setting after the update.</xsl:text>
      </p>
      <xsl:choose>
        <xsl:when test="$breaks">
          <div class="table-wrap"><table>
            <thead><tr><th scope="col">Break</th><th scope="col">Then</th><th scope="col">Now</th></tr></thead>
            <tbody>
              <xsl:for-each select="$breaks">
                <tr>
                  <td>
                    <span class="badge sev-{@severity}"><xsl:value-of select="@severity"/></span>
                    <xsl:text> </xsl:text><code><xsl:value-of select="@rule"/></code><xsl:text> </xsl:text>
                    <xsl:call-template name="rich-text"><xsl:with-param name="text" select="string(message)"/></xsl:call-template>
                    <xsl:text> — </xsl:text><xsl:call-template name="location"/>
                  </td>
                  <td class="then">
                    <ul>
                      <xsl:for-each select="proof/step[@release]">
                        <li><xsl:value-of select="."/><xsl:if test="@path"><xsl:text> — </xsl:text><xsl:call-template name="location"/></xsl:if></li>
                      </xsl:for-each>
                    </ul>
                  </td>
                  <td class="now">
                    <ul>
                      <xsl:for-each select="proof/step[not(@release)]">
                        <li>
                          <xsl:if test="@resolved = 'false'"><strong>Cannot tell: </strong></xsl:if>
                          <xsl:value-of select="."/><xsl:if test="@path"><xsl:text> — </xsl:text><xsl:call-template name="location"/></xsl:if>
                        </li>
                      </xsl:for-each>
                    </ul>
                  </td>
                </tr>
              </xsl:for-each>
            </tbody>
          </table></div>
        </xsl:when>
        <xsl:otherwise>
          <xsl:call-template name="none"><xsl:with-param name="what" select="'Nothing that users saved or placed is orphaned.'"/></xsl:call-template>
        </xsl:otherwise>
      </xsl:choose>
    </section>
  </xsl:template>
</xsl:stylesheet>

"""#),
        ("parts/diagnostics.xsl", #"""
<?xml version="1.0" encoding="UTF-8"?>
<!--
  diagnostics.xsl: files the audit could not read or understand. Each was skipped on its own;
  the rest of the report stands, but whatever those files declare is missing from it.
-->
<xsl:stylesheet version="1.0" xmlns:xsl="http://www.w3.org/1999/XSL/Transform">
  <xsl:template match="diagnostics" mode="diagnostics">
    <section class="block" id="diagnostics" aria-labelledby="diagnostics-title">
      <h2 id="diagnostics-title">Diagnostics (<xsl:value-of select="@count"/>)</h2>
      <xsl:choose>
        <xsl:when test="diagnostic">
          <p class="lead">These files could not be read or understood; what they declare is not in this report.</p>
          <div class="table-wrap"><table class="stack">
            <thead><tr><th scope="col">Location</th><th scope="col">Problem</th></tr></thead>
            <tbody>
              <xsl:for-each select="diagnostic">
                <tr><td data-label="Location"><xsl:call-template name="location"/></td><td data-label="Problem"><xsl:value-of select="."/></td></tr>
              </xsl:for-each>
            </tbody>
          </table></div>
        </xsl:when>
        <xsl:otherwise><xsl:call-template name="none"><xsl:with-param name="what" select="'Every file was read.'"/></xsl:call-template></xsl:otherwise>
      </xsl:choose>
    </section>
  </xsl:template>
</xsl:stylesheet>

"""#),
        ("parts/findings.xsl", #"""
<?xml version="1.0" encoding="UTF-8"?>
<!--
  findings.xsl: every finding, grouped by severity (errors first), then by rule (with the rule's
  explanation when the registry was passed), then listed by file and line, each with its message
  and fix. Also the inline script that adds a filter box: without JavaScript nothing is missing.
-->
<xsl:stylesheet version="1.0" xmlns:xsl="http://www.w3.org/1999/XSL/Transform">

  <xsl:template name="findings-section">
    <section class="block" id="findings" aria-labelledby="findings-title">
      <h2 id="findings-title">Findings</h2>
      <p class="lead">Migration hazards, errors first. Each says where, why it matters and how to fix it.</p>
      <xsl:call-template name="page-cut">
        <xsl:with-param name="list" select="findings"/>
        <xsl:with-param name="what" select="'findings'"/>
        <xsl:with-param name="which" select="'those of the intents shown above and of their counterparts, then others, errors first'"/>
      </xsl:call-template>
      <div class="filter" id="findings-filter" hidden="hidden"></div>
      <xsl:if test="not(findings/finding)">
        <xsl:call-template name="none"><xsl:with-param name="what" select="'No findings.'"/></xsl:call-template>
      </xsl:if>
      <xsl:call-template name="severity-group"><xsl:with-param name="severity" select="'error'"/><xsl:with-param name="title" select="'Errors'"/></xsl:call-template>
      <xsl:call-template name="severity-group"><xsl:with-param name="severity" select="'warning'"/><xsl:with-param name="title" select="'Warnings'"/></xsl:call-template>
      <xsl:call-template name="severity-group"><xsl:with-param name="severity" select="'note'"/><xsl:with-param name="title" select="'Notes'"/></xsl:call-template>
      <xsl:if test="findings/finding">
        <xsl:call-template name="findings-by-file"/>
      </xsl:if>
    </section>
  </xsl:template>

  <!-- The same findings in one table ordered by file and line, for working through a file at a
       time; a <details> element, so it needs no script and stays out of the way. -->
  <xsl:template name="findings-by-file">
    <details class="by-file" id="findings-by-file">
      <summary>All <xsl:value-of select="count(findings/finding)"/> findings by file</summary>
      <div class="table-wrap">
        <table class="findings-flat stack">
          <thead>
            <tr><th scope="col">Location</th><th scope="col">Severity</th><th scope="col">Rule</th><th scope="col">Intent</th><th scope="col">Message</th></tr>
          </thead>
          <tbody>
            <xsl:for-each select="findings/finding">
              <xsl:sort select="@path"/>
              <xsl:sort select="@line" data-type="number"/>
              <xsl:sort select="@rule"/>
              <tr>
                <td><xsl:call-template name="location"/></td>
                <td data-label="Severity"><xsl:call-template name="severity-badge"/></td>
                <td data-label="Rule"><xsl:call-template name="rule-id"/></td>
                <td data-label="Intent">
                  <xsl:choose>
                    <xsl:when test="@intent"><code><xsl:call-template name="identifier-text"><xsl:with-param name="text" select="@intent"/></xsl:call-template></code></xsl:when>
                    <xsl:otherwise>—</xsl:otherwise>
                  </xsl:choose>
                </td>
                <td><xsl:call-template name="rich-text"><xsl:with-param name="text" select="string(message)"/></xsl:call-template></td>
              </tr>
            </xsl:for-each>
          </tbody>
        </table>
      </div>
    </details>
  </xsl:template>

  <xsl:template name="severity-group">
    <xsl:param name="severity"/>
    <xsl:param name="title"/>
    <xsl:variable name="group" select="key('findings-by-severity', $severity)"/>
    <xsl:if test="$group">
      <div class="severity-group" data-severity="{$severity}">
        <h3 id="findings-{$severity}"><xsl:value-of select="$title"/> (<xsl:value-of select="count($group)"/>)</h3>
        <!-- One block per rule, its first finding standing for the group. The rules come from
             report.xml's list of the rules that have findings when it names every rule of the group
             (each block is then one key lookup); otherwise by Muenchian grouping, which looks up
             the whole group once per finding (5,000 findings of one rule: 25 million nodes). -->
        <xsl:choose>
          <xsl:when test="not($group[not(key('rule-by-id', @rule))])">
            <xsl:for-each select="/intent-audit-report/rules/rule">
              <xsl:sort select="@id"/>
              <xsl:for-each select="key('findings-by-severity-rule', concat($severity, ' ', @id))[1]">
                <xsl:call-template name="finding-rule"><xsl:with-param name="severity" select="$severity"/></xsl:call-template>
              </xsl:for-each>
            </xsl:for-each>
          </xsl:when>
          <xsl:otherwise>
            <xsl:for-each select="$group[generate-id() = generate-id(key('findings-by-severity-rule', concat($severity, ' ', @rule))[1])]">
              <xsl:sort select="@rule"/>
              <xsl:call-template name="finding-rule"><xsl:with-param name="severity" select="$severity"/></xsl:call-template>
            </xsl:for-each>
          </xsl:otherwise>
        </xsl:choose>
      </div>
    </xsl:if>
  </xsl:template>

  <!-- One rule's block within a severity: its title, explanation and every finding, the context
       being the rule's first finding of that severity. -->
  <xsl:template name="finding-rule">
    <xsl:param name="severity"/>
    <xsl:variable name="rule" select="@rule"/>
    <xsl:variable name="members" select="key('findings-by-severity-rule', concat($severity, ' ', $rule))"/>
    <div class="finding-rule">
      <h4>
        <xsl:call-template name="severity-badge"/><xsl:text> </xsl:text>
        <xsl:call-template name="rule-id"><xsl:with-param name="id" select="$rule"/></xsl:call-template>
        <xsl:if test="key('rule-by-id', $rule)/@title">: <xsl:value-of select="key('rule-by-id', $rule)/@title"/></xsl:if>
        <!-- The space stays outside the no-wrap span: it is where a narrow screen may break. -->
        <xsl:text> </xsl:text>
        <span class="effort">
          <xsl:text>· </xsl:text><xsl:value-of select="count($members)"/>
          <xsl:choose><xsl:when test="count($members) = 1"> finding</xsl:when><xsl:otherwise> findings</xsl:otherwise></xsl:choose>
          <xsl:text> · plan step </xsl:text><xsl:value-of select="@step"/>
        </span>
      </h4>
      <xsl:if test="key('rule-by-id', $rule)/explanation">
        <p class="explanation"><xsl:call-template name="rich-text"><xsl:with-param name="text" select="string(key('rule-by-id', $rule)/explanation)"/></xsl:call-template></p>
      </xsl:if>
      <div class="table-wrap">
        <table class="findings-table stack">
          <thead>
            <tr><th scope="col">Location</th><th scope="col">Intent</th><th scope="col">What and how to fix it</th></tr>
          </thead>
          <tbody>
            <xsl:for-each select="$members">
              <xsl:sort select="@path"/>
              <xsl:sort select="@line" data-type="number"/>
              <tr data-severity="{@severity}">
                <td data-label="Location"><xsl:call-template name="location"/></td>
                <td data-label="Intent">
                  <xsl:choose>
                    <xsl:when test="@intent"><code><xsl:call-template name="identifier-text"><xsl:with-param name="text" select="@intent"/></xsl:call-template></code></xsl:when>
                    <xsl:otherwise>—</xsl:otherwise>
                  </xsl:choose>
                </td>
                <td data-label="What and how to fix it">
                  <xsl:call-template name="rich-text"><xsl:with-param name="text" select="string(message)"/></xsl:call-template>
                  <p class="fix"><strong>Fix:</strong><xsl:text> </xsl:text><xsl:call-template name="rich-text"><xsl:with-param name="text" select="string(fix)"/></xsl:call-template></p>
                  <xsl:apply-templates select="proof"/>
                </td>
              </tr>
            </xsl:for-each>
          </tbody>
        </table>
      </div>
    </div>
  </xsl:template>

  <!-- Adds a text filter and a severity filter above the findings; rows that do not match are hidden,
       and rule blocks with no visible row too. Only runs when scripts do; builds its controls itself. -->
  <xsl:template name="findings-script">
    <xsl:if test="findings/finding">
      <script>
(function () {
  var box = document.getElementById('findings-filter');
  if (!box) { return; }
  box.hidden = false;
  var label = document.createElement('label');
  label.textContent = 'Filter findings ';
  var input = document.createElement('input');
  input.type = 'search';
  input.placeholder = 'rule, file, intent or text';
  label.appendChild(input);
  var selectLabel = document.createElement('label');
  selectLabel.textContent = 'Severity ';
  var select = document.createElement('select');
  ['all', 'error', 'warning', 'note'].forEach(function (v) {
    var o = document.createElement('option'); o.value = v; o.textContent = v; select.appendChild(o);
  });
  selectLabel.appendChild(select);
  var count = document.createElement('span');
  count.setAttribute('aria-live', 'polite');
  box.appendChild(label); box.appendChild(selectLabel); box.appendChild(count);
  var rows = Array.prototype.slice.call(document.querySelectorAll('#findings .finding-rule tbody tr'));
  function apply() {
    var q = input.value.toLowerCase(), s = select.value, shown = 0;
    rows.forEach(function (row) {
      var block = row.closest('.finding-rule');
      var text = (block.querySelector('h4').textContent + ' ' + row.textContent).toLowerCase();
      var ok = (s === 'all' || row.getAttribute('data-severity') === s) ;
      ok = ok ? text.indexOf(q) !== -1 : false;
      row.classList.toggle('hidden', !ok);
      if (ok) { shown += 1; }
    });
    document.querySelectorAll('#findings .finding-rule').forEach(function (block) {
      block.classList.toggle('hidden', !block.querySelector('tbody tr:not(.hidden)'));
    });
    document.querySelectorAll('#findings .severity-group').forEach(function (group) {
      group.classList.toggle('hidden', !group.querySelector('.finding-rule:not(.hidden)'));
    });
    count.textContent = shown + ' of ' + rows.length + ' shown';
  }
  input.addEventListener('input', apply);
  select.addEventListener('change', apply);
  apply();
})();
      </script>
    </xsl:if>
  </xsl:template>
  <!-- The chain a finding rests on: each fact with where it was read; an unresolved step says
       what could not be told. Open by default on errors (the proof is the claim). -->
  <xsl:template match="proof">
    <details class="proof">
      <xsl:if test="../@severity = 'error'"><xsl:attribute name="open">open</xsl:attribute></xsl:if>
      <summary>
        <xsl:choose>
          <xsl:when test="step[@resolved = 'false']">What could not be told</xsl:when>
          <xsl:otherwise>Why this is a loss</xsl:otherwise>
        </xsl:choose>
      </summary>
      <ol>
        <xsl:for-each select="step">
          <li>
            <xsl:if test="@resolved = 'false'"><xsl:attribute name="class">unresolved</xsl:attribute><strong>Cannot tell: </strong></xsl:if>
            <xsl:call-template name="rich-text"><xsl:with-param name="text" select="string(.)"/></xsl:call-template>
            <xsl:if test="@path">
              <xsl:text> — </xsl:text><xsl:call-template name="location"/>
            </xsl:if>
          </li>
        </xsl:for-each>
      </ol>
    </details>
  </xsl:template>
</xsl:stylesheet>

"""#),
        ("parts/index.xsl", #"""
<?xml version="1.0" encoding="UTF-8"?>
<!--
  index.xsl: the index of intents on the first screen, one row per legacy intent with its status,
  counterpart (and how it was matched), errors, remaining effort and next action, the intents that
  need attention first; each row links to the intent's card. Also the script-free helpers for long
  pages: cards beyond a handful start collapsed (intent.xsl), and the small script below opens a
  collapsed card when a link points into it and opens every card before printing.
-->
<xsl:stylesheet version="1.0" xmlns:xsl="http://www.w3.org/1999/XSL/Transform">

  <xsl:template name="intent-index">
    <xsl:if test="intents/intent">
      <div class="intent-index" id="index">
        <h3 id="index-title">Intents, most urgent first</h3>
        <xsl:call-template name="page-cut">
          <xsl:with-param name="list" select="intents"/>
          <xsl:with-param name="what" select="'intents'"/>
          <xsl:with-param name="which" select="'the most urgent'"/>
        </xsl:call-template>
        <div class="table-wrap">
          <table class="stack" aria-labelledby="index-title">
            <thead>
              <tr>
                <th scope="col">Intent</th><th scope="col">Status</th><th scope="col">Counterpart</th>
                <th scope="col" class="num">Errors</th><th scope="col" class="num">Effort left</th><th scope="col">Next action</th>
              </tr>
            </thead>
            <tbody>
              <xsl:for-each select="intents/intent">
                <!-- The plan's urgency rank (Planning's Urgency: status, errors, effort left, name). -->
                <xsl:sort select="@urgency" data-type="number"/>
                <xsl:variable name="errors" select="count(key('findings-by-intent', @name)[@severity = 'error'] | key('findings-by-intent', counterpart/@name)[@severity = 'error'])"/>
                <tr class="st-{@status}">
                  <th scope="row"><a href="#{@id}"><xsl:call-template name="type-name"><xsl:with-param name="name" select="@name"/></xsl:call-template></a></th>
                  <td class="inline" data-label="Status"><xsl:call-template name="status-badge"/></td>
                  <td data-label="Counterpart">
                    <xsl:choose>
                      <xsl:when test="counterpart">
                        <xsl:call-template name="type-name"><xsl:with-param name="name" select="counterpart/@name"/></xsl:call-template>
                        <xsl:if test="counterpart/@matchedBy">
                          <span class="how"><xsl:text>by </xsl:text><xsl:call-template name="matched-by"><xsl:with-param name="how" select="counterpart/@matchedBy"/></xsl:call-template></span>
                        </xsl:if>
                      </xsl:when>
                      <xsl:otherwise><span class="muted">none yet</span></xsl:otherwise>
                    </xsl:choose>
                  </td>
                  <td class="num inline" data-label="Errors">
                    <xsl:choose>
                      <xsl:when test="$errors &gt; 0"><span class="badge sev-error"><xsl:value-of select="$errors"/></span></xsl:when>
                      <xsl:otherwise>0</xsl:otherwise>
                    </xsl:choose>
                  </td>
                  <td class="num inline" data-label="Effort left">
                    <xsl:call-template name="count-noun">
                      <xsl:with-param name="count" select="plan/@remainingEffort"/>
                      <xsl:with-param name="singular" select="'point'"/>
                    </xsl:call-template>
                  </td>
                  <td data-label="Next action"><xsl:call-template name="next-action"/></td>
                </tr>
              </xsl:for-each>
            </tbody>
          </table>
        </div>
      </div>
    </xsl:if>
  </xsl:template>

  <!-- The intent's next action as the plan decided it (next-action in report.xml), linked to its step. -->
  <xsl:template name="next-action">
    <xsl:variable name="action" select="next-action"/>
    <xsl:choose>
      <xsl:when test="$action[@kind = 'done' or @kind = 'stays-on-sirikit']">
        <span class="muted"><xsl:call-template name="rich-text"><xsl:with-param name="text" select="string($action)"/></xsl:call-template></span>
      </xsl:when>
      <xsl:when test="$action/@step">
        <a href="#{@id}-step-{$action/@step}"><xsl:call-template name="rich-text"><xsl:with-param name="text" select="string($action)"/></xsl:call-template></a>
        <xsl:if test="$action/@kind = 'polish'"><span class="how">polish: blocks nothing</span></xsl:if>
      </xsl:when>
      <xsl:when test="$action"><xsl:call-template name="rich-text"><xsl:with-param name="text" select="string($action)"/></xsl:call-template></xsl:when>
      <xsl:otherwise><span class="muted">nothing left</span></xsl:otherwise>
    </xsl:choose>
  </xsl:template>

  <!-- How a counterpart was found, in words (matchedBy values of report.xsd; others as given). -->
  <xsl:template name="matched-by">
    <xsl:param name="how"/>
    <xsl:choose>
      <xsl:when test="$how = 'intent-class-name'">intentClassName</xsl:when>
      <xsl:when test="$how = 'configuration'">configuration</xsl:when>
      <xsl:when test="$how = 'name-convention'">name</xsl:when>
      <xsl:otherwise><xsl:value-of select="translate($how, '-', ' ')"/></xsl:otherwise>
    </xsl:choose>
  </xsl:template>

  <!-- "Jump to" links to every intent card, in page order. -->
  <xsl:template name="jump-list">
    <xsl:if test="count(intents/intent) &gt; 1">
      <nav class="jump" aria-label="Jump to an intent">
        <span class="jump-label">Jump to</span>
        <ul>
          <xsl:for-each select="inventory/definition-files/definition-file">
            <xsl:for-each select="key('intents-by-file', @path)">
              <li><a href="#{@id}"><xsl:value-of select="@name"/></a></li>
            </xsl:for-each>
          </xsl:for-each>
          <xsl:for-each select="intents/intent[not(@definitionFile)]">
            <li><a href="#{@id}"><xsl:value-of select="@name"/></a></li>
          </xsl:for-each>
        </ul>
      </nav>
    </xsl:if>
  </xsl:template>

  <!-- Opens a collapsed card that a link points into, and every card before printing. Without
       scripts the cards still open by hand and browsers open a details element on find-in-page. -->
  <xsl:template name="cards-script">
    <script>
(function () {
  function openTarget() {
    var id = decodeURIComponent(location.hash.slice(1));
    var target = id ? document.getElementById(id) : null;
    for (var node = target; node; node = node.parentElement) {
      if (node.tagName === 'DETAILS') node.open = true;
    }
    if (target) target.scrollIntoView();
  }
  window.addEventListener('hashchange', openTarget);
  if (location.hash) openTarget();
  window.addEventListener('beforeprint', function () {
    document.querySelectorAll('details').forEach(function (d) { d.open = true; });
  });
})();
    </script>
  </xsl:template>
</xsl:stylesheet>

"""#),
        ("parts/intent.xsl", #"""
<?xml version="1.0" encoding="UTF-8"?>
<!--
  intent.xsl: one article per legacy intent, grouped by the definition file that declares it.
  Each article answers, in order: what status and why; what the App Intents counterpart is;
  which parameters keep their saved values (old and new side by side, mismatches marked, parent
  relationships shown); which handlers, donations and widgets are wired to it (file:line); the
  plan as a checklist of steps and tasks with effort; the findings about it.
-->
<xsl:stylesheet version="1.0" xmlns:xsl="http://www.w3.org/1999/XSL/Transform">

  <xsl:key name="intents-by-file" match="/intent-audit-report/intents/intent" use="string(@definitionFile)"/>
  <!-- Up to this many intents every card is open; more, and each starts as its summary line. -->
  <xsl:variable name="open-cards" select="6"/>
  <!-- Whether every card starts open: counted once, not once per card (5,000 intents made that 25
       million node visits). -->
  <xsl:variable name="cards-open" select="not(/intent-audit-report/intents/intent[position() &gt; $open-cards])"/>

  <xsl:template name="intents-section">
    <section class="block" id="intents" aria-labelledby="intents-title">
      <h2 id="intents-title">Intents</h2>
      <p class="lead">Each legacy SiriKit intent, where it is declared, how far its move to App Intents has come, and what is left to do.</p>
      <xsl:call-template name="page-cut">
        <xsl:with-param name="list" select="intents"/>
        <xsl:with-param name="what" select="'intents'"/>
        <xsl:with-param name="which" select="'the most urgent, with their findings and definitions'"/>
      </xsl:call-template>
      <xsl:call-template name="jump-list"/>
      <xsl:for-each select="inventory/definition-files/definition-file[key('intents-by-file', @path)]">
        <div class="definition-file">
          <h3 id="file-{translate(@path, '/ .', '---')}"><code class="path"><xsl:call-template name="path-text"><xsl:with-param name="path" select="@path"/></xsl:call-template></code></h3>
          <xsl:apply-templates select="key('intents-by-file', @path)" mode="intent"/>
        </div>
      </xsl:for-each>
      <xsl:if test="intents/intent[not(@definitionFile)]">
        <div class="definition-file">
          <h3>Without a definition file</h3>
          <p class="lead">System-domain intents and intents whose definition is gone (only an <code>intentClassName</code> still names them).</p>
          <xsl:apply-templates select="intents/intent[not(@definitionFile)]" mode="intent"/>
        </div>
      </xsl:if>
      <xsl:if test="not(intents/intent)">
        <xsl:call-template name="none"><xsl:with-param name="what" select="'No legacy intents found.'"/></xsl:call-template>
      </xsl:if>
      <h3>App Intents without a legacy twin</h3>
      <xsl:call-template name="page-cut">
        <xsl:with-param name="list" select="app-intent-only"/>
        <xsl:with-param name="what" select="'App Intents without a legacy twin'"/>
        <xsl:with-param name="which" select="'the first by place'"/>
      </xsl:call-template>
      <xsl:choose>
        <xsl:when test="app-intent-only/app-intent">
          <ul class="plain">
            <xsl:for-each select="app-intent-only/app-intent">
              <li><code><xsl:call-template name="identifier-text"><xsl:with-param name="text" select="@name"/></xsl:call-template></code><xsl:text> </xsl:text><xsl:call-template name="location"/></li>
            </xsl:for-each>
          </ul>
        </xsl:when>
        <xsl:otherwise><xsl:call-template name="none"><xsl:with-param name="what" select="'None.'"/></xsl:call-template></xsl:otherwise>
      </xsl:choose>
    </section>
  </xsl:template>

  <xsl:template match="intent" mode="intent">
    <xsl:variable name="definition" select="key('definition-by-class', @name)"/>
    <xsl:variable name="errors" select="count(key('findings-by-intent', @name)[@severity = 'error'] | key('findings-by-intent', counterpart/@name)[@severity = 'error'])"/>
    <article class="intent st-{@status}" id="{@id}" aria-labelledby="{@id}-title">
      <!-- Beyond a handful of intents the cards start collapsed to this summary line; the
           index above says which to open. Print opens them all (index.xsl, style.xsl). -->
      <details class="intent-card">
        <xsl:if test="$cards-open">
          <xsl:attribute name="open">open</xsl:attribute>
        </xsl:if>
      <summary class="intent-head">
        <h4 id="{@id}-title"><xsl:call-template name="type-name"><xsl:with-param name="name" select="@name"/></xsl:call-template></h4>
        <xsl:call-template name="status-badge"/>
        <xsl:if test="@widget = 'true'"><span class="badge status-legacy-only">Widget intent</span></xsl:if>
        <span class="effort">
          <xsl:if test="$errors &gt; 0">
            <xsl:call-template name="count-noun"><xsl:with-param name="count" select="$errors"/><xsl:with-param name="singular" select="'error'"/></xsl:call-template>
            <xsl:text> · </xsl:text>
          </xsl:if>
          <xsl:call-template name="count-noun"><xsl:with-param name="count" select="plan/@remainingEffort"/><xsl:with-param name="singular" select="'point'"/></xsl:call-template>
          <xsl:text> left</xsl:text>
        </span>
      </summary>
      <p class="reason"><xsl:value-of select="status-reason"/></p>
      <xsl:if test="next-action">
        <p class="next-action"><strong>Next: </strong><xsl:call-template name="next-action"/></p>
      </xsl:if>
      <dl class="facts">
        <dt>Declared</dt>
        <dd>
          <xsl:choose>
            <xsl:when test="@path"><xsl:call-template name="location"/></xsl:when>
            <xsl:otherwise>no definition in the tree</xsl:otherwise>
          </xsl:choose>
          <xsl:if test="$definition/title"> · “<xsl:value-of select="$definition/title"/>”</xsl:if>
        </dd>
        <dt>Counterpart</dt>
        <dd>
          <xsl:choose>
            <xsl:when test="counterpart">
              <code><xsl:call-template name="identifier-text"><xsl:with-param name="text" select="counterpart/@name"/></xsl:call-template></code>
              <xsl:text> (matched by </xsl:text><xsl:value-of select="counterpart/@matchedBy"/>
              <xsl:if test="counterpart/@confidence"><xsl:text>, </xsl:text><xsl:value-of select="counterpart/@confidence"/></xsl:if>
              <xsl:text>) </xsl:text>
              <xsl:call-template name="location"><xsl:with-param name="node" select="counterpart"/></xsl:call-template>
              <xsl:if test="string(counterpart/@evidence)">
                <br/><small><xsl:text>evidence: </xsl:text><xsl:value-of select="counterpart/@evidence"/></small>
              </xsl:if>
              <xsl:for-each select="also-replaced-by">
                <br/><xsl:text>also replaced by </xsl:text><code><xsl:value-of select="@name"/></code><xsl:text> </xsl:text>
                <xsl:call-template name="location"/>
                <small><xsl:text> (</xsl:text><xsl:value-of select="@evidence"/><xsl:text>)</xsl:text></small>
              </xsl:for-each>
            </xsl:when>
            <xsl:when test="possible-counterpart">
              <xsl:text>none confirmed; possible replacement: </xsl:text>
              <code><xsl:call-template name="identifier-text"><xsl:with-param name="text" select="possible-counterpart/@name"/></xsl:call-template></code><xsl:text> </xsl:text>
              <xsl:call-template name="location"><xsl:with-param name="node" select="possible-counterpart"/></xsl:call-template>
              <br/><small><xsl:text>evidence: </xsl:text><xsl:value-of select="possible-counterpart/@evidence"/>
              <xsl:text>; confirm with counterparts: in .intent-audit.yml</xsl:text></small>
            </xsl:when>
            <xsl:otherwise>none yet</xsl:otherwise>
          </xsl:choose>
        </dd>
        <!-- intent-audit scaffold writes a draft for any intent with a definition; say so where one is needed. -->
        <xsl:if test="@path and (@status = 'legacy-only' or @status = 'at-risk')">
          <dt>Starting point</dt>
          <dd>a starting point can be generated: <code>intent-audit scaffold --intent <xsl:value-of select="@name"/></code></dd>
        </xsl:if>
        <xsl:if test="replacement-advice">
          <dt>Instead</dt>
          <dd><xsl:value-of select="replacement-advice"/></dd>
        </xsl:if>
        <dt>Effort</dt>
        <dd>
          <xsl:value-of select="plan/@remainingEffort"/><xsl:text> of </xsl:text>
          <xsl:call-template name="count-noun"><xsl:with-param name="count" select="plan/@effort"/><xsl:with-param name="singular" select="'point'"/></xsl:call-template>
          <xsl:text> left</xsl:text>
        </dd>
      </dl>
      <xsl:call-template name="serving"/>
      <xsl:call-template name="parameter-comparison">
        <xsl:with-param name="definition" select="$definition"/>
      </xsl:call-template>
      <xsl:call-template name="wiring"/>
      <xsl:apply-templates select="plan" mode="intent"/>
      <xsl:variable name="findings" select="key('findings-by-intent', @name) | key('findings-by-intent', counterpart/@name)"/>
      <xsl:if test="$findings">
        <h5>Findings</h5>
        <ul class="plain">
          <xsl:for-each select="$findings">
            <xsl:sort select="string-length(substring-before('error warning note', @severity))" data-type="number"/>
            <li>
              <xsl:call-template name="severity-badge"/><xsl:text> </xsl:text>
              <xsl:call-template name="rule-id"/><xsl:text> </xsl:text>
              <xsl:call-template name="rich-text"><xsl:with-param name="text" select="string(message)"/></xsl:call-template><xsl:text> </xsl:text>
              <xsl:call-template name="location"/>
            </li>
          </xsl:for-each>
        </ul>
      </xsl:if>
      </details>
    </article>
  </xsl:template>

  <!-- The availability matrix (serving/range, ServingMatrix.swift): per platform and OS version range,
       the path that serves the user; where the legacy path is still needed at a glance. -->
  <xsl:template name="serving">
    <xsl:if test="serving/range">
      <h5>Who serves the user</h5>
      <div class="table-wrap">
        <table class="serving">
          <thead>
            <tr><th scope="col">Platform</th><th scope="col">Versions</th><th scope="col">Path</th></tr>
          </thead>
          <tbody>
            <xsl:for-each select="serving/range">
              <tr class="serving-{@path}">
                <th scope="row"><xsl:value-of select="@platform"/></th>
                <td>
                  <xsl:value-of select="@from"/>
                  <xsl:choose>
                    <xsl:when test="@below"><xsl:text> up to (not incl.) </xsl:text><xsl:value-of select="@below"/></xsl:when>
                    <xsl:otherwise><xsl:text> and later</xsl:text></xsl:otherwise>
                  </xsl:choose>
                </td>
                <td>
                  <xsl:choose>
                    <xsl:when test="@path = 'legacy'">legacy SiriKit</xsl:when>
                    <xsl:when test="@path = 'app-intent'">App Intent</xsl:when>
                    <xsl:when test="@path = 'both'">both</xsl:when>
                    <xsl:otherwise><strong>none</strong></xsl:otherwise>
                  </xsl:choose>
                </td>
              </tr>
            </xsl:for-each>
          </tbody>
        </table>
      </div>
    </xsl:if>
  </xsl:template>

  <!-- Old parameters beside new ones. Rows come from the assessment's mappings; without
       mappings (no counterpart yet) the legacy parameters are listed alone. -->
  <xsl:template name="parameter-comparison">
    <xsl:param name="definition"/>
    <xsl:if test="parameter-mappings/mapping or $definition/parameter">
      <h5>Parameters: legacy and App Intents</h5>
      <div class="table-wrap">
        <table class="stack">
          <thead>
            <tr>
              <th scope="col">Legacy parameter</th><th scope="col">Legacy type</th>
              <th scope="col">App Intents parameter</th><th scope="col">New type</th>
              <th scope="col">Saved values</th>
            </tr>
          </thead>
          <tbody>
            <xsl:choose>
              <xsl:when test="parameter-mappings/mapping">
                <xsl:for-each select="parameter-mappings/mapping">
                  <xsl:variable name="old" select="$definition/parameter[@name = current()/@legacyName]"/>
                  <tr class="v-{@verdict}">
                    <th scope="row">
                      <xsl:choose>
                        <xsl:when test="@legacyName">
                          <code>
                            <xsl:if test="@newName and @legacyName != @newName"><xsl:attribute name="class">mismatch</xsl:attribute></xsl:if>
                            <xsl:value-of select="@legacyName"/>
                          </code>
                        </xsl:when>
                        <xsl:otherwise>—</xsl:otherwise>
                      </xsl:choose>
                      <xsl:apply-templates select="$old/relationship" mode="intent"/>
                    </th>
                    <td data-label="Legacy type"><code><xsl:call-template name="identifier-text"><xsl:with-param name="text" select="@legacyType"/></xsl:call-template></code></td>
                    <td data-label="App Intents parameter">
                      <xsl:choose>
                        <xsl:when test="@newName"><code><xsl:call-template name="identifier-text"><xsl:with-param name="text" select="@newName"/></xsl:call-template></code></xsl:when>
                        <xsl:otherwise>—</xsl:otherwise>
                      </xsl:choose>
                    </td>
                    <td data-label="New type">
                      <code>
                        <xsl:if test="@legacyType and @newType and @verdict = 'lost'"><xsl:attribute name="class">mismatch</xsl:attribute></xsl:if>
                        <xsl:value-of select="@newType"/>
                      </code>
                    </td>
                    <td data-label="Saved values">
                      <span class="verdict v-{@verdict}"><xsl:call-template name="verdict-label"/></span>
                      <span class="parent"><xsl:value-of select="."/></span>
                    </td>
                  </tr>
                </xsl:for-each>
              </xsl:when>
              <xsl:otherwise>
                <xsl:for-each select="$definition/parameter">
                  <tr>
                    <th scope="row"><code><xsl:call-template name="identifier-text"><xsl:with-param name="text" select="@name"/></xsl:call-template></code><xsl:apply-templates select="relationship" mode="intent"/></th>
                    <td data-label="Legacy type"><code><xsl:call-template name="identifier-text"><xsl:with-param name="text" select="@swiftType"/></xsl:call-template></code></td>
                    <td data-label="App Intents parameter">—</td><td data-label="New type">—</td>
                    <td data-label="Saved values">no counterpart yet</td>
                  </tr>
                </xsl:for-each>
              </xsl:otherwise>
            </xsl:choose>
          </tbody>
        </table>
      </div>
      <xsl:if test="count($definition/parameter/relationship) &gt; 0">
        <p class="parent">
          <xsl:choose>
            <xsl:when test="count($definition/parameter/relationship) = 1">1 parameter depends</xsl:when>
            <xsl:otherwise><xsl:value-of select="count($definition/parameter/relationship)"/> parameters depend</xsl:otherwise>
          </xsl:choose>
          <xsl:text> on a parent parameter: a ParameterSummary needs a When/Switch branch for each.</xsl:text>
        </p>
      </xsl:if>
    </xsl:if>
  </xsl:template>

  <xsl:template match="relationship" mode="intent">
    <span class="parent">
      <xsl:text>shown when </xsl:text><code><xsl:call-template name="identifier-text"><xsl:with-param name="text" select="@parent"/></xsl:call-template></code>
      <xsl:choose>
        <xsl:when test="@value"> is <code><xsl:call-template name="identifier-text"><xsl:with-param name="text" select="@value"/></xsl:call-template></code></xsl:when>
        <xsl:when test="@predicate = 'HasAnyValue'"> has a value</xsl:when>
        <xsl:otherwise><xsl:text> </xsl:text><xsl:value-of select="@predicate"/></xsl:otherwise>
      </xsl:choose>
    </span>
  </xsl:template>

  <xsl:template name="verdict-label">
    <xsl:choose>
      <xsl:when test="@verdict = 'survives'">&#x2713; kept</xsl:when>
      <xsl:when test="@verdict = 'lost'">&#x2716; lost</xsl:when>
      <xsl:when test="@verdict = 'survives-if-query-resolves-ids'">! kept if the query resolves old ids</xsl:when>
      <xsl:when test="@verdict = 'unknown-type'">? unknown type</xsl:when>
      <xsl:when test="@verdict = 'added'">+ new parameter</xsl:when>
      <xsl:otherwise><xsl:value-of select="@verdict"/></xsl:otherwise>
    </xsl:choose>
  </xsl:template>

  <!-- Handlers, donations and widget configurations wired to the intent. -->
  <xsl:template name="wiring">
    <xsl:if test="linked-handlers/* or linked-donations/* or linked-widgets/*">
      <h5>Wired in code</h5>
      <ul class="plain">
        <xsl:for-each select="linked-handlers/handler-ref">
          <li>Handler <code><xsl:call-template name="identifier-text"><xsl:with-param name="text" select="@type"/></xsl:call-template></code> (<xsl:value-of select="@language"/>) <xsl:call-template name="location"/></li>
        </xsl:for-each>
        <xsl:for-each select="linked-donations/donation-ref">
          <li>Donation <code><xsl:call-template name="identifier-text"><xsl:with-param name="text" select="@api"/></xsl:call-template></code><xsl:text> </xsl:text><xsl:call-template name="location"/></li>
        </xsl:for-each>
        <xsl:for-each select="linked-widgets/widget-ref">
          <li>
            <xsl:text>Widget </xsl:text><code><xsl:call-template name="identifier-text"><xsl:with-param name="text" select="@configuration"/></xsl:call-template></code>
            <xsl:if test="@kind"> kind <code><xsl:call-template name="identifier-text"><xsl:with-param name="text" select="@kind"/></xsl:call-template></code></xsl:if>
            <xsl:choose>
              <xsl:when test="@gated = 'true'"> (behind #available)</xsl:when>
              <xsl:otherwise> (not gated)</xsl:otherwise>
            </xsl:choose>
            <xsl:text> </xsl:text><xsl:call-template name="location"/>
          </li>
        </xsl:for-each>
      </ul>
    </xsl:if>
  </xsl:template>

  <!-- The plan as a checklist: steps with their status in words, tasks with a box, effort, file:line and why. -->
  <xsl:template match="plan" mode="intent">
    <xsl:if test="step">
      <h5>Plan</h5>
      <ol class="plan">
        <xsl:for-each select="step">
          <li class="s-{@status}" id="{../../@id}-step-{@number}">
            <div class="step-head">
              <span class="step-status">
                <xsl:choose>
                  <xsl:when test="@status = 'done'">&#x2611; Done</xsl:when>
                  <xsl:when test="@status = 'todo'">&#x2610; To do</xsl:when>
                  <xsl:when test="@status = 'blocked'">&#x2612; Blocked</xsl:when>
                  <xsl:otherwise>– Not applicable</xsl:otherwise>
                </xsl:choose>
              </span>
              <strong><xsl:value-of select="@number"/>. <xsl:value-of select="@title"/></strong>
              <span class="effort"><xsl:call-template name="count-noun"><xsl:with-param name="count" select="@effort"/><xsl:with-param name="singular" select="'point'"/></xsl:call-template></span>
              <xsl:if test="@blockedBy"><span class="effort">waits for step <xsl:value-of select="translate(@blockedBy, ' ', ',')"/></span></xsl:if>
            </div>
            <xsl:if test="task">
              <ul class="tasks">
                <xsl:for-each select="task">
                  <li>
                    <span class="box" aria-hidden="true">
                      <xsl:choose><xsl:when test="@done = 'true'">&#x2611;</xsl:when><xsl:otherwise>&#x2610;</xsl:otherwise></xsl:choose>
                    </span>
                    <xsl:if test="@done = 'true'"><span class="hidden-text">(done) </span></xsl:if>
                    <xsl:call-template name="rich-text"><xsl:with-param name="text" select="string(what)"/></xsl:call-template><xsl:text> </xsl:text>
                    <xsl:call-template name="location"/>
                    <span class="effort"><xsl:text> · </xsl:text><xsl:call-template name="count-noun"><xsl:with-param name="count" select="@effort"/><xsl:with-param name="singular" select="'point'"/></xsl:call-template></span>
                    <xsl:if test="@lane = 'polish'"><span class="effort"> · polish, blocks no step</span></xsl:if>
                    <span class="why"><xsl:value-of select="why"/></span>
                  </li>
                </xsl:for-each>
              </ul>
            </xsl:if>
          </li>
        </xsl:for-each>
      </ol>
    </xsl:if>
  </xsl:template>
</xsl:stylesheet>

"""#),
        ("parts/inventory.xsl", #"""
<?xml version="1.0" encoding="UTF-8"?>
<!--
  inventory.xsl: the facts the scanners found, as tables — definition files with their enums and
  custom types, handlers and their methods, dispatches, donations, widget configurations,
  timeline providers, widget bundles, App Intents declarations, extensions, deployment targets,
  project settings and suppressions — and the localizations section (missing and stale keys).
-->
<xsl:stylesheet version="1.0" xmlns:xsl="http://www.w3.org/1999/XSL/Transform"
    xmlns:exsl="http://exslt.org/common" exclude-result-prefixes="exsl">

  <xsl:template match="inventory" mode="inventory">
    <section class="block" id="inventory" aria-labelledby="inventory-title">
      <h2 id="inventory-title">Inventory</h2>
      <p class="lead">Everything the audit read, with file:line. Facts only; the judgement is above.</p>
      <xsl:if test="*[@shown]">
        <p class="cut" role="note">
          <xsl:text>This page cuts the longer lists below (</xsl:text>
          <xsl:for-each select="*[@shown]">
            <xsl:if test="position() &gt; 1"><xsl:text>, </xsl:text></xsl:if>
            <xsl:value-of select="local-name()"/><xsl:text> </xsl:text><xsl:value-of select="@shown"/>
            <xsl:text> of </xsl:text><xsl:value-of select="@count"/>
          </xsl:for-each>
          <xsl:text>): the intents shown above keep their entries. Every one is in report.xml and report.json.</xsl:text>
        </p>
      </xsl:if>

      <h3>Definition files (<xsl:value-of select="definition-files/@count"/>)</h3>
      <xsl:choose>
        <xsl:when test="definition-files/definition-file">
          <div class="table-wrap"><table class="stack">
            <thead><tr><th scope="col">File</th><th scope="col">Model</th><th scope="col">Xcode</th><th scope="col" class="num">Intents</th><th scope="col" class="num">Enums</th><th scope="col" class="num">Types</th><th scope="col" class="num">Languages</th></tr></thead>
            <tbody>
              <xsl:for-each select="definition-files/definition-file">
                <tr>
                  <th scope="row"><code><xsl:call-template name="identifier-text"><xsl:with-param name="text" select="@path"/></xsl:call-template></code></th>
                  <td class="inline" data-label="Model"><xsl:value-of select="@modelVersion"/></td>
                  <td class="inline" data-label="Xcode"><xsl:value-of select="@toolsVersion"/></td>
                  <td class="num inline" data-label="Intents"><xsl:choose><xsl:when test="@intents"><xsl:value-of select="@intents"/></xsl:when><xsl:otherwise><xsl:value-of select="count(intent-definition)"/></xsl:otherwise></xsl:choose></td>
                  <td class="num inline" data-label="Enums"><xsl:value-of select="count(enum)"/></td>
                  <td class="num inline" data-label="Types"><xsl:value-of select="count(type)"/></td>
                  <td class="num inline" data-label="Languages"><xsl:value-of select="count(localization)"/></td>
                </tr>
              </xsl:for-each>
            </tbody>
          </table></div>
          <xsl:for-each select="definition-files/definition-file[enum or type]">
            <h4>Enums and custom types in <code><xsl:call-template name="identifier-text"><xsl:with-param name="text" select="@path"/></xsl:call-template></code></h4>
            <ul class="plain">
              <xsl:for-each select="enum">
                <li>enum <code><xsl:call-template name="identifier-text"><xsl:with-param name="text" select="@className"/></xsl:call-template></code>: <xsl:for-each select="case"><code><xsl:call-template name="identifier-text"><xsl:with-param name="text" select="@name"/></xsl:call-template></code><xsl:if test="position() != last()">, </xsl:if></xsl:for-each><xsl:text> </xsl:text><xsl:call-template name="location"/></li>
              </xsl:for-each>
              <xsl:for-each select="type">
                <li>type <code><xsl:call-template name="identifier-text"><xsl:with-param name="text" select="@className"/></xsl:call-template></code>: <xsl:for-each select="property"><code><xsl:call-template name="identifier-text"><xsl:with-param name="text" select="@name"/></xsl:call-template></code> (<xsl:value-of select="@swiftType"/>)<xsl:if test="position() != last()">, </xsl:if></xsl:for-each><xsl:text> </xsl:text><xsl:call-template name="location"/></li>
              </xsl:for-each>
            </ul>
          </xsl:for-each>
        </xsl:when>
        <xsl:otherwise><xsl:call-template name="none"><xsl:with-param name="what" select="'No .intentdefinition files.'"/></xsl:call-template></xsl:otherwise>
      </xsl:choose>

      <h3>Handlers (<xsl:value-of select="handlers/@count"/>)</h3>
      <xsl:call-template name="table-or-none">
        <xsl:with-param name="rows" select="handlers/handler"/>
        <xsl:with-param name="headers" select="'Type|Language|Handles|Methods|Location'"/>
      </xsl:call-template>

      <h3>Dispatches (<xsl:value-of select="dispatches/@count"/>)</h3>
      <xsl:call-template name="table-or-none">
        <xsl:with-param name="rows" select="dispatches/dispatch"/>
        <xsl:with-param name="headers" select="'Dispatcher|Kind|Intent|Handler|Location'"/>
      </xsl:call-template>

      <h3>Donations (<xsl:value-of select="donations/@count"/>)</h3>
      <xsl:call-template name="table-or-none">
        <xsl:with-param name="rows" select="donations/donation"/>
        <xsl:with-param name="headers" select="'API|Intent or activity|Told by|Suggested phrase|Language|Location'"/>
      </xsl:call-template>

      <h3>Widget configurations (<xsl:value-of select="widgets/@count"/>)</h3>
      <xsl:call-template name="table-or-none">
        <xsl:with-param name="rows" select="widgets/widget"/>
        <xsl:with-param name="headers" select="'Widget|Configuration|Kind|Intent|Provider|Gated|Seen by|Location'"/>
      </xsl:call-template>

      <h3>Timeline providers (<xsl:value-of select="providers/@count"/>)</h3>
      <xsl:call-template name="table-or-none">
        <xsl:with-param name="rows" select="providers/provider"/>
        <xsl:with-param name="headers" select="'Provider|Protocol|Intent|Placeholder work|Location'"/>
      </xsl:call-template>

      <h3>Widget bundles (<xsl:value-of select="widget-bundles/@count"/>)</h3>
      <xsl:call-template name="table-or-none">
        <xsl:with-param name="rows" select="widget-bundles/widget-bundle"/>
        <xsl:with-param name="headers" select="'Bundle|Widgets|Location'"/>
      </xsl:call-template>

      <xsl:if test="controls">
        <h3>Controls (<xsl:value-of select="controls/@count"/>)</h3>
        <xsl:call-template name="table-or-none">
          <xsl:with-param name="rows" select="controls/control"/>
          <xsl:with-param name="headers" select="'Control|Configuration|Kind|Intent|Runs|Gated|Seen by|Location'"/>
        </xsl:call-template>
      </xsl:if>

      <xsl:if test="complications/complication-data-source or complication-migrations/complication-migration">
        <h3>Watch complications (<xsl:value-of select="complications/@count"/>)</h3>
        <xsl:call-template name="table-or-none">
          <xsl:with-param name="rows" select="complications/complication-data-source"/>
          <xsl:with-param name="headers" select="'Data source|Descriptors|widgetMigrator|Location'"/>
        </xsl:call-template>
        <h3>Complication migrations (<xsl:value-of select="complication-migrations/@count"/>)</h3>
        <xsl:call-template name="table-or-none">
          <xsl:with-param name="rows" select="complication-migrations/complication-migration"/>
          <xsl:with-param name="headers" select="'Migrator|Configuration|Kind|Intent|Location'"/>
        </xsl:call-template>
      </xsl:if>

      <h3>App Intents declarations (<xsl:value-of select="app-intents/@count"/>)</h3>
      <xsl:call-template name="table-or-none">
        <xsl:with-param name="rows" select="app-intents/app-intent"/>
        <xsl:with-param name="headers" select="'Type|Roles|intentClassName|Parameters|Seen by|Location'"/>
      </xsl:call-template>

      <h3>Extensions and Info.plist (<xsl:value-of select="extensions/@count"/>)</h3>
      <xsl:call-template name="table-or-none">
        <xsl:with-param name="rows" select="extensions/extension"/>
        <xsl:with-param name="headers" select="'Extension point|Principal class|Intents supported|Location'"/>
      </xsl:call-template>

      <h3>Deployment targets (<xsl:value-of select="deployment-targets/@count"/>)</h3>
      <xsl:call-template name="table-or-none">
        <xsl:with-param name="rows" select="deployment-targets/deployment-target"/>
        <xsl:with-param name="headers" select="'Platform|Version|Target|Source|Location'"/>
      </xsl:call-template>

      <xsl:if test="projects/project">
        <h3>Project settings</h3>
        <ul class="plain">
          <xsl:for-each select="projects/project">
            <li>
              <!-- Only the settings the project has, joined without empty pieces. -->
              <xsl:if test="string(@classPrefix)">class prefix <code><xsl:call-template name="identifier-text"><xsl:with-param name="text" select="@classPrefix"/></xsl:call-template></code></xsl:if>
              <xsl:if test="string(@classPrefix) and string(@codegenLanguage)">, </xsl:if>
              <xsl:if test="string(@codegenLanguage)">code generation <xsl:value-of select="@codegenLanguage"/></xsl:if>
              <xsl:if test="not(string(@classPrefix)) and not(string(@codegenLanguage))">no class prefix or code generation setting</xsl:if>
              <xsl:text> </xsl:text><xsl:call-template name="location"/>
            </li>
          </xsl:for-each>
        </ul>
      </xsl:if>
      <xsl:if test="suppressions/suppression">
        <h3>Suppressions (<xsl:value-of select="suppressions/@count"/>)</h3>
        <ul class="plain">
          <xsl:for-each select="suppressions/suppression">
            <li><code><xsl:call-template name="identifier-text"><xsl:with-param name="text" select="@rule"/></xsl:call-template></code> silenced at <xsl:call-template name="location"/></li>
          </xsl:for-each>
        </ul>
      </xsl:if>
    </section>
  </xsl:template>

  <!-- A table with the given '|'-separated headers and one row per node, or a "none" line. On a
       narrow screen each row stacks into a block (table.stack): every cell after the row's heading
       carries its column's name (data-label), so no column is cut off or squeezed. -->
  <xsl:template name="table-or-none">
    <xsl:param name="rows"/>
    <xsl:param name="headers"/>
    <xsl:choose>
      <xsl:when test="$rows">
        <xsl:variable name="built"><xsl:apply-templates select="$rows" mode="row"/></xsl:variable>
        <div class="table-wrap"><table class="stack">
          <thead><tr><xsl:call-template name="header-cells"><xsl:with-param name="list" select="$headers"/></xsl:call-template></tr></thead>
          <tbody>
            <xsl:for-each select="exsl:node-set($built)/tr">
              <tr>
                <xsl:copy-of select="@*"/>
                <xsl:for-each select="*">
                  <xsl:copy>
                    <xsl:copy-of select="@*"/>
                    <xsl:if test="self::td and not(@data-label)">
                      <xsl:attribute name="data-label">
                        <xsl:call-template name="list-item">
                          <xsl:with-param name="list" select="$headers"/>
                          <xsl:with-param name="index" select="position()"/>
                        </xsl:call-template>
                      </xsl:attribute>
                    </xsl:if>
                    <xsl:copy-of select="node()"/>
                  </xsl:copy>
                </xsl:for-each>
              </tr>
            </xsl:for-each>
          </tbody>
        </table></div>
      </xsl:when>
      <xsl:otherwise><xsl:call-template name="none"><xsl:with-param name="what" select="'None found.'"/></xsl:call-template></xsl:otherwise>
    </xsl:choose>
  </xsl:template>

  <!-- The index-th item (from 1) of a '|'-separated list. -->
  <xsl:template name="list-item">
    <xsl:param name="list"/>
    <xsl:param name="index"/>
    <xsl:choose>
      <xsl:when test="$index &lt;= 1">
        <xsl:choose>
          <xsl:when test="contains($list, '|')"><xsl:value-of select="substring-before($list, '|')"/></xsl:when>
          <xsl:otherwise><xsl:value-of select="$list"/></xsl:otherwise>
        </xsl:choose>
      </xsl:when>
      <xsl:when test="contains($list, '|')">
        <xsl:call-template name="list-item">
          <xsl:with-param name="list" select="substring-after($list, '|')"/>
          <xsl:with-param name="index" select="$index - 1"/>
        </xsl:call-template>
      </xsl:when>
    </xsl:choose>
  </xsl:template>

  <xsl:template name="header-cells">
    <xsl:param name="list"/>
    <xsl:choose>
      <xsl:when test="contains($list, '|')">
        <th scope="col"><xsl:value-of select="substring-before($list, '|')"/></th>
        <xsl:call-template name="header-cells"><xsl:with-param name="list" select="substring-after($list, '|')"/></xsl:call-template>
      </xsl:when>
      <xsl:otherwise><th scope="col"><xsl:value-of select="$list"/></th></xsl:otherwise>
    </xsl:choose>
  </xsl:template>

  <xsl:template match="handler" mode="row">
    <tr>
      <th scope="row"><code><xsl:call-template name="identifier-text"><xsl:with-param name="text" select="@type"/></xsl:call-template></code></th>
      <td><xsl:value-of select="@language"/></td>
      <td><xsl:for-each select="handles"><code><xsl:call-template name="identifier-text"><xsl:with-param name="text" select="@intent"/></xsl:call-template></code><xsl:if test="position() != last()">, </xsl:if></xsl:for-each></td>
      <td><xsl:for-each select="method"><code><xsl:call-template name="identifier-text"><xsl:with-param name="text" select="@name"/></xsl:call-template></code><xsl:if test="position() != last()"><br/></xsl:if></xsl:for-each></td>
      <td><xsl:call-template name="location"/></td>
    </tr>
  </xsl:template>

  <xsl:template match="dispatch" mode="row">
    <tr>
      <th scope="row"><code><xsl:call-template name="identifier-text"><xsl:with-param name="text" select="@dispatcher"/></xsl:call-template></code></th>
      <td><xsl:value-of select="@kind"/></td>
      <td><code><xsl:call-template name="identifier-text"><xsl:with-param name="text" select="@intent"/></xsl:call-template></code></td>
      <td><code><xsl:call-template name="identifier-text"><xsl:with-param name="text" select="@handler"/></xsl:call-template></code></td>
      <td><xsl:call-template name="location"/></td>
    </tr>
  </xsl:template>

  <xsl:template match="donation" mode="row">
    <tr>
      <th scope="row"><code><xsl:call-template name="identifier-text"><xsl:with-param name="text" select="@api"/></xsl:call-template></code></th>
      <td>
        <xsl:choose>
          <xsl:when test="@intent"><code><xsl:call-template name="identifier-text"><xsl:with-param name="text" select="@intent"/></xsl:call-template></code></xsl:when>
          <xsl:when test="@activityType">activity <code><xsl:call-template name="identifier-text"><xsl:with-param name="text" select="@activityType"/></xsl:call-template></code></xsl:when>
          <xsl:otherwise><span class="muted">cannot tell</span></xsl:otherwise>
        </xsl:choose>
      </td>
      <!-- How the code proves which intent it is (design.md: initializer, variable, helper, …). -->
      <td><xsl:value-of select="@intentEvidence"/></td>
      <td><xsl:if test="@suggestedPhrase">“<xsl:value-of select="@suggestedPhrase"/>”</xsl:if></td>
      <td><xsl:value-of select="@language"/></td>
      <td>
        <xsl:call-template name="location"/>
        <xsl:if test="@originPath">
          <span class="how"><xsl:text>built at </xsl:text><code class="loc">
              <xsl:call-template name="path-text"><xsl:with-param name="path" select="@originPath"/></xsl:call-template>
              <xsl:if test="@originLine">:<xsl:value-of select="@originLine"/></xsl:if>
            </code>
          </span>
        </xsl:if>
      </td>
    </tr>
  </xsl:template>

  <xsl:template match="widget" mode="row">
    <tr>
      <th scope="row"><code><xsl:call-template name="identifier-text"><xsl:with-param name="text" select="@widgetType"/></xsl:call-template></code></th>
      <td><xsl:value-of select="@configuration"/></td>
      <td><code><xsl:choose><xsl:when test="@kind"><xsl:value-of select="@kind"/></xsl:when><xsl:otherwise><xsl:value-of select="@kindExpression"/></xsl:otherwise></xsl:choose></code></td>
      <td><code><xsl:call-template name="identifier-text"><xsl:with-param name="text" select="@intentType"/></xsl:call-template></code></td>
      <td><code><xsl:call-template name="identifier-text"><xsl:with-param name="text" select="@providerType"/></xsl:call-template></code></td>
      <td><xsl:choose><xsl:when test="@availability"><xsl:value-of select="@availability"/></xsl:when><xsl:otherwise>no</xsl:otherwise></xsl:choose></td>
      <td><xsl:call-template name="seen-by"><xsl:with-param name="name" select="@widgetType"/></xsl:call-template></td>
      <td><xsl:call-template name="location"/></td>
    </tr>
  </xsl:template>

  <xsl:template match="control" mode="row">
    <tr>
      <th scope="row"><code><xsl:call-template name="identifier-text"><xsl:with-param name="text" select="@controlType"/></xsl:call-template></code></th>
      <td><xsl:value-of select="@configuration"/></td>
      <td><code><xsl:choose><xsl:when test="@kind"><xsl:value-of select="@kind"/></xsl:when><xsl:otherwise><xsl:value-of select="@kindExpression"/></xsl:otherwise></xsl:choose></code></td>
      <td><code><xsl:call-template name="identifier-text"><xsl:with-param name="text" select="@intentType"/></xsl:call-template></code></td>
      <td><xsl:for-each select="action"><code><xsl:call-template name="identifier-text"><xsl:with-param name="text" select="@intent"/></xsl:call-template></code><xsl:if test="position() != last()">, </xsl:if></xsl:for-each></td>
      <td><xsl:choose><xsl:when test="@availability"><xsl:value-of select="@availability"/></xsl:when><xsl:otherwise>no</xsl:otherwise></xsl:choose></td>
      <td><xsl:call-template name="seen-by"><xsl:with-param name="name" select="@controlType"/></xsl:call-template></td>
      <td><xsl:call-template name="location"/></td>
    </tr>
  </xsl:template>

  <xsl:template match="complication-data-source" mode="row">
    <tr>
      <th scope="row"><code><xsl:call-template name="identifier-text"><xsl:with-param name="text" select="@type"/></xsl:call-template></code></th>
      <td><xsl:for-each select="descriptor"><code><xsl:choose><xsl:when test="@identifier"><xsl:value-of select="@identifier"/></xsl:when><xsl:otherwise><xsl:value-of select="@identifierExpression"/></xsl:otherwise></xsl:choose></code><xsl:if test="@families"> (<xsl:value-of select="@families"/>)</xsl:if><xsl:if test="position() != last()">, </xsl:if></xsl:for-each></td>
      <td><xsl:choose><xsl:when test="@migrator = 'true'">yes</xsl:when><xsl:otherwise>no</xsl:otherwise></xsl:choose></td>
      <td><xsl:call-template name="location"/></td>
    </tr>
  </xsl:template>

  <xsl:template match="complication-migration" mode="row">
    <tr>
      <th scope="row"><code><xsl:call-template name="identifier-text"><xsl:with-param name="text" select="@migratorType"/></xsl:call-template></code></th>
      <td><xsl:value-of select="@configuration"/></td>
      <td><code><xsl:choose><xsl:when test="@kind"><xsl:value-of select="@kind"/></xsl:when><xsl:otherwise><xsl:value-of select="@kindExpression"/></xsl:otherwise></xsl:choose></code></td>
      <td><code><xsl:call-template name="identifier-text"><xsl:with-param name="text" select="@intentType"/></xsl:call-template></code></td>
      <td><xsl:call-template name="location"/></td>
    </tr>
  </xsl:template>

  <xsl:template match="provider" mode="row">
    <tr>
      <th scope="row"><code><xsl:call-template name="identifier-text"><xsl:with-param name="text" select="@type"/></xsl:call-template></code></th>
      <td><xsl:value-of select="@protocol"/></td>
      <td><code><xsl:call-template name="identifier-text"><xsl:with-param name="text" select="@intentType"/></xsl:call-template></code></td>
      <td><xsl:for-each select="placeholder-work"><code><xsl:call-template name="identifier-text"><xsl:with-param name="text" select="."/></xsl:call-template></code><xsl:if test="position() != last()">, </xsl:if></xsl:for-each></td>
      <td><xsl:call-template name="location"/></td>
    </tr>
  </xsl:template>

  <xsl:template match="widget-bundle" mode="row">
    <tr>
      <th scope="row"><code><xsl:call-template name="identifier-text"><xsl:with-param name="text" select="@type"/></xsl:call-template></code></th>
      <td><xsl:for-each select="lists"><code><xsl:call-template name="identifier-text"><xsl:with-param name="text" select="@widget"/></xsl:call-template></code><xsl:if test="position() != last()">, </xsl:if></xsl:for-each></td>
      <td><xsl:call-template name="location"/></td>
    </tr>
  </xsl:template>

  <xsl:template match="app-intent" mode="row">
    <tr>
      <th scope="row"><code><xsl:call-template name="identifier-text"><xsl:with-param name="text" select="@name"/></xsl:call-template></code></th>
      <td><xsl:for-each select="role"><xsl:value-of select="@name"/><xsl:if test="position() != last()">, </xsl:if></xsl:for-each></td>
      <td><code><xsl:call-template name="identifier-text"><xsl:with-param name="text" select="@intentClassName"/></xsl:call-template></code></td>
      <td><xsl:for-each select="app-parameter"><code><xsl:value-of select="@name"/>: <xsl:value-of select="@type"/><xsl:if test="@optional = 'true'">?</xsl:if></code><xsl:if test="position() != last()"><br/></xsl:if></xsl:for-each></td>
      <td><xsl:call-template name="seen-by"/></td>
      <td><xsl:call-template name="location"/></td>
    </tr>
  </xsl:template>

  <xsl:template match="extension" mode="row">
    <tr>
      <th scope="row"><code><xsl:choose><xsl:when test="@extensionPoint"><xsl:value-of select="@extensionPoint"/></xsl:when><xsl:otherwise>app</xsl:otherwise></xsl:choose></code></th>
      <td><code><xsl:call-template name="identifier-text"><xsl:with-param name="text" select="@principalClass"/></xsl:call-template></code></td>
      <td><xsl:for-each select="intent-supported"><code><xsl:call-template name="identifier-text"><xsl:with-param name="text" select="@name"/></xsl:call-template></code><xsl:if test="position() != last()">, </xsl:if></xsl:for-each></td>
      <td><xsl:call-template name="location"/></td>
    </tr>
  </xsl:template>

  <xsl:template match="deployment-target" mode="row">
    <tr>
      <th scope="row"><xsl:value-of select="@platform"/></th>
      <td><xsl:value-of select="@version"/></td>
      <td><xsl:value-of select="@target"/></td>
      <td><xsl:value-of select="@source"/></td>
      <td><xsl:call-template name="location"/></td>
    </tr>
  </xsl:template>

  <!-- Localizations: per definition file and language, the keys a translation lacks or no longer needs. -->
  <xsl:template name="localizations-section">
    <section class="block" id="localizations" aria-labelledby="localizations-title">
      <h2 id="localizations-title">Localizations</h2>
      <p class="lead">Intent titles, parameter names and responses that users see in Shortcuts and Siri, per language. App Intents need the same strings in their own string catalogs.</p>
      <xsl:choose>
        <xsl:when test="inventory/definition-files/definition-file/localization">
          <xsl:for-each select="inventory/definition-files/definition-file[localization]">
            <h3><code><xsl:call-template name="identifier-text"><xsl:with-param name="text" select="@path"/></xsl:call-template></code> (<xsl:value-of select="count(localization-id)"/> strings)</h3>
            <div class="table-wrap"><table class="stack">
              <thead><tr><th scope="col">Language</th><th scope="col">File</th><th scope="col" class="num">Missing</th><th scope="col" class="num">Stale</th><th scope="col">Keys</th></tr></thead>
              <tbody>
                <xsl:for-each select="localization">
                  <tr>
                    <th scope="row"><xsl:value-of select="@language"/></th>
                    <td data-label="File"><code><xsl:call-template name="identifier-text"><xsl:with-param name="text" select="@path"/></xsl:call-template></code></td>
                    <td class="num inline" data-label="Missing"><xsl:value-of select="@missing"/></td>
                    <td class="num inline" data-label="Stale"><xsl:value-of select="@stale"/></td>
                    <td data-label="Keys">
                      <xsl:if test="missing-key">
                        <details><summary>Missing (<xsl:value-of select="@missing"/>)</summary>
                          <ul class="keys">
                            <xsl:for-each select="missing-key">
                              <!-- The text the key translates: the definition's element that carries the id. -->
                              <xsl:variable name="source" select="ancestor::definition-file[1]//*[@localizationID = current()][1]"/>
                              <li>
                                <xsl:if test="$source">“<xsl:value-of select="$source"/>” </xsl:if>
                                <code><xsl:call-template name="identifier-text"><xsl:with-param name="text" select="."/></xsl:call-template></code>
                              </li>
                            </xsl:for-each>
                          </ul>
                        </details>
                      </xsl:if>
                      <xsl:if test="stale-key">
                        <details><summary>Stale (<xsl:value-of select="@stale"/>)</summary>
                          <xsl:for-each select="stale-key"><code><xsl:call-template name="identifier-text"><xsl:with-param name="text" select="."/></xsl:call-template></code><xsl:if test="position() != last()">, </xsl:if></xsl:for-each>
                        </details>
                      </xsl:if>
                      <xsl:if test="not(missing-key) and not(stale-key)">complete</xsl:if>
                    </td>
                  </tr>
                </xsl:for-each>
              </tbody>
            </table></div>
          </xsl:for-each>
        </xsl:when>
        <xsl:otherwise><xsl:call-template name="none"><xsl:with-param name="what" select="'No translations of intent definitions found.'"/></xsl:call-template></xsl:otherwise>
      </xsl:choose>
    </section>
  </xsl:template>
</xsl:stylesheet>

"""#),
        ("parts/overview.xsl", #"""
<?xml version="1.0" encoding="UTF-8"?>
<!--
  overview.xsl: the first screen. The numbers a team asks for before anything else:
  how many intents are in each coexistence status (an SVG bar chart drawn here, with the same
  numbers in a table for screen readers and print), findings by severity, effort left of the
  total, the lowest deployment targets, and what can ship in the next release.
-->
<xsl:stylesheet version="1.0" xmlns:xsl="http://www.w3.org/1999/XSL/Transform">

  <xsl:template match="summary" mode="overview">
    <section class="block" id="overview" aria-labelledby="overview-title">
      <h2 id="overview-title">Overview</h2>
      <div class="cards">
        <div class="card">
          <div class="value"><xsl:value-of select="@intents"/></div>
          <div class="label"><xsl:choose><xsl:when test="@intents = 1">legacy intent</xsl:when><xsl:otherwise>legacy intents</xsl:otherwise></xsl:choose></div>
        </div>
        <div class="card">
          <div class="value">
            <xsl:value-of select="status[@name = 'migrated']/@count + status[@name = 'ready-to-retire']/@count"/>
          </div>
          <div class="label">migrated or ready to retire</div>
        </div>
        <div class="card error">
          <div class="value"><xsl:value-of select="severity[@name = 'error']/@count"/></div>
          <div class="label"><xsl:choose><xsl:when test="severity[@name = 'error']/@count = 1">error</xsl:when><xsl:otherwise>errors</xsl:otherwise></xsl:choose></div>
        </div>
        <div class="card warning">
          <div class="value"><xsl:value-of select="severity[@name = 'warning']/@count"/></div>
          <div class="label"><xsl:choose><xsl:when test="severity[@name = 'warning']/@count = 1">warning</xsl:when><xsl:otherwise>warnings</xsl:otherwise></xsl:choose></div>
        </div>
        <div class="card note">
          <div class="value"><xsl:value-of select="severity[@name = 'note']/@count"/></div>
          <div class="label"><xsl:choose><xsl:when test="severity[@name = 'note']/@count = 1">note</xsl:when><xsl:otherwise>notes</xsl:otherwise></xsl:choose></div>
        </div>
        <div class="card effort">
          <div class="value"><xsl:value-of select="@remainingEffort"/><span class="label"> / <xsl:value-of select="@totalEffort"/></span></div>
          <div class="label"><xsl:choose><xsl:when test="@remainingEffort = 1">effort point left</xsl:when><xsl:otherwise>effort points left</xsl:otherwise></xsl:choose></div>
          <xsl:if test="@totalEffort &gt; 0">
            <div class="meter" role="img" aria-label="{round(100 * (@totalEffort - @remainingEffort) div @totalEffort)}% of the effort done">
              <span style="width: {round(100 * (@totalEffort - @remainingEffort) div @totalEffort)}%"></span>
            </div>
          </xsl:if>
        </div>
      </div>
      <xsl:for-each select="..">
        <xsl:call-template name="intent-index"/>
      </xsl:for-each>
      <div class="overview-grid">
        <div>
          <h3 id="status-chart-title">Intents by coexistence status</h3>
          <xsl:call-template name="status-chart"/>
          <div class="table-wrap">
            <table class="stack">
              <caption>Intents per status, with what each status means</caption>
              <thead><tr><th scope="col">Status</th><th scope="col" class="num">Intents</th><th scope="col">Meaning</th></tr></thead>
              <tbody>
                <xsl:for-each select="status">
                  <tr>
                    <th scope="row"><xsl:call-template name="status-badge"><xsl:with-param name="status" select="@name"/></xsl:call-template></th>
                    <td class="num inline" data-label="Intents"><xsl:value-of select="@count"/></td>
                    <td data-label="Meaning"><xsl:call-template name="status-meaning"><xsl:with-param name="status" select="@name"/></xsl:call-template></td>
                  </tr>
                </xsl:for-each>
              </tbody>
            </table>
          </div>
        </div>
        <div>
          <h3>Ship in the next release</h3>
          <xsl:choose>
            <xsl:when test="../next-release/item">
              <ol class="next">
                <xsl:for-each select="../next-release/item"><li><xsl:call-template name="rich-text"/></li></xsl:for-each>
              </ol>
            </xsl:when>
            <xsl:when test="@remainingEffort = 0">
              <xsl:call-template name="none"><xsl:with-param name="what" select="'Nothing left to ship: no task of any plan is open.'"/></xsl:call-template>
            </xsl:when>
            <xsl:otherwise><xsl:call-template name="none"><xsl:with-param name="what" select="'Nothing can ship yet: every open step waits for another (see each intent&#x2019;s next action).'"/></xsl:call-template></xsl:otherwise>
          </xsl:choose>
          <h3>Lowest deployment targets</h3>
          <xsl:choose>
            <xsl:when test="minimum-deployment-target">
              <ul class="plain">
                <xsl:for-each select="minimum-deployment-target">
                  <li><strong><xsl:value-of select="@platform"/></strong><xsl:text> </xsl:text><xsl:value-of select="@version"/></li>
                </xsl:for-each>
              </ul>
            </xsl:when>
            <xsl:otherwise><xsl:call-template name="none"><xsl:with-param name="what" select="'No deployment target found.'"/></xsl:call-template></xsl:otherwise>
          </xsl:choose>
          <h3>Also found</h3>
          <ul class="plain">
            <li>
              <xsl:call-template name="count-noun">
                <xsl:with-param name="count" select="@appIntentOnly"/><xsl:with-param name="singular" select="'App Intent'"/>
              </xsl:call-template>
              <xsl:text> without a legacy twin (not counted as progress)</xsl:text>
            </li>
            <li>
              <xsl:call-template name="count-noun">
                <xsl:with-param name="count" select="@diagnostics"/><xsl:with-param name="singular" select="'file'"/>
              </xsl:call-template>
              <xsl:text> that could not be read or understood</xsl:text>
              <xsl:if test="@diagnostics &gt; 0"> (<a href="#diagnostics">see diagnostics</a>)</xsl:if></li>
            <xsl:if test="files">
              <li>
                <xsl:text>Files read: </xsl:text>
                <xsl:for-each select="files">
                  <xsl:value-of select="@count"/><xsl:text> </xsl:text><xsl:value-of select="@kind"/>
                  <xsl:if test="position() != last()">, </xsl:if>
                </xsl:for-each>
              </li>
            </xsl:if>
          </ul>
        </div>
      </div>
    </section>
  </xsl:template>

  <!-- Horizontal bars, one per status, scaled to the largest count; labels and counts are text. -->
  <xsl:template name="status-chart">
    <xsl:variable name="max">
      <xsl:for-each select="status">
        <xsl:sort select="@count" data-type="number" order="descending"/>
        <xsl:if test="position() = 1"><xsl:value-of select="@count"/></xsl:if>
      </xsl:for-each>
    </xsl:variable>
    <xsl:variable name="scale">
      <xsl:choose>
        <xsl:when test="$max &gt; 0"><xsl:value-of select="$max"/></xsl:when>
        <xsl:otherwise>1</xsl:otherwise>
      </xsl:choose>
    </xsl:variable>
    <div class="chart">
      <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 560 {count(status) * 34 + 6}" role="img"
           aria-labelledby="status-chart-title status-chart-desc">
        <desc id="status-chart-desc">
          <xsl:for-each select="status">
            <xsl:call-template name="status-label"><xsl:with-param name="status" select="@name"/></xsl:call-template>
            <xsl:text>: </xsl:text><xsl:value-of select="@count"/>
            <xsl:if test="position() != last()">; </xsl:if>
          </xsl:for-each>
        </desc>
        <xsl:for-each select="status">
          <xsl:variable name="y" select="(position() - 1) * 34 + 4"/>
          <text class="bar-label" x="0" y="{$y + 19}">
            <xsl:call-template name="status-label"><xsl:with-param name="status" select="@name"/></xsl:call-template>
          </text>
          <rect class="track" x="175" y="{$y}" width="330" height="26" rx="4"/>
          <xsl:if test="@count &gt; 0">
            <rect class="fill-{@name}" x="175" y="{$y}" width="{round(330 * @count div $scale)}" height="26" rx="4"/>
          </xsl:if>
          <text class="bar-count" x="515" y="{$y + 19}"><xsl:value-of select="@count"/></text>
        </xsl:for-each>
      </svg>
    </div>
  </xsl:template>

  <!-- One sentence per status, as the document gives it (summary/status/@meaning). -->
  <xsl:template name="status-meaning">
    <xsl:param name="status"/>
    <xsl:value-of select="key('status-by-name', $status)/@meaning"/>
  </xsl:template>
</xsl:stylesheet>

"""#),
        ("parts/page.xsl", #"""
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

"""#),
        ("parts/palette.xsl", #"""
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

"""#),
        ("parts/seen-by.xsl", #"""
<?xml version="1.0" encoding="UTF-8"?>
<!--
  seen-by.xsl: the "Seen by" cell of an App Intents declaration — the targets that compile it, the
  bundle each makes, and, when the system will not simply read it, the verdict and why
  (/intent-audit-report/visibility, written by ReportDocument+Visibility.swift).

  Use: <xsl:call-template name="seen-by"/> with an inventory app-intent as the context node; for a
  widget or a control, pass its type as the name parameter. A widget only watch widget extensions
  build has the kind complication.
-->
<xsl:stylesheet version="1.0" xmlns:xsl="http://www.w3.org/1999/XSL/Transform">

  <xsl:key name="visibility-by-declaration" match="/intent-audit-report/visibility/declaration" use="concat(@name, '|', @path)"/>

  <xsl:template name="seen-by">
    <xsl:param name="name" select="@name"/>
    <xsl:for-each select="key('visibility-by-declaration', concat($name, '|', current()/@path))[1]">
      <xsl:for-each select="seen-by">
        <code><xsl:call-template name="identifier-text"><xsl:with-param name="text" select="@target"/></xsl:call-template></code>
        <xsl:text> (</xsl:text><xsl:value-of select="@bundle"/><xsl:text>)</xsl:text>
        <xsl:if test="position() != last()"><br/></xsl:if>
      </xsl:for-each>
      <xsl:if test="@kind = 'complication'"><br/><span class="how">on the watch: placed on faces as a complication</span></xsl:if>
      <xsl:if test="@verdict != 'seen'">
        <xsl:if test="seen-by"><br/></xsl:if>
        <em><xsl:value-of select="@verdict"/></em>
        <xsl:if test="@reason"><xsl:text>: </xsl:text><xsl:value-of select="@reason"/></xsl:if>
      </xsl:if>
    </xsl:for-each>
  </xsl:template>
</xsl:stylesheet>

"""#),
        ("parts/style.xsl", #"""
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

"""#),
        ("parts/text.xsl", #"""
<?xml version="1.0" encoding="UTF-8"?>
<!--
  text.xsl: how names are written on the pages (report.xsl and trend.xsl import it; baseline.xsl
  stays self-contained and does not call it).
-->
<xsl:stylesheet version="1.0" xmlns:xsl="http://www.w3.org/1999/XSL/Transform">
  <!-- An identifier ("TrailConditionsConfigIntent", "Intents.intentdefinition") with a line-break
       opportunity before each camel-case hump (an upper-case letter after a lower-case one) and
       after each dot, so a narrow column breaks it between words, never inside one. -->
  <xsl:template name="identifier-text">
    <xsl:param name="text"/>
    <xsl:param name="previous" select="''"/>
    <xsl:variable name="length" select="string-length($text)"/>
    <xsl:choose>
      <!-- Long text in halves, so the recursion is as deep as log2 of the length (a hostile name
           thousands of characters long stays within libxslt's depth limit). -->
      <xsl:when test="$length &gt; 64">
        <xsl:variable name="half" select="floor($length div 2)"/>
        <xsl:call-template name="identifier-text">
          <xsl:with-param name="text" select="substring($text, 1, $half)"/>
          <xsl:with-param name="previous" select="$previous"/>
        </xsl:call-template>
        <xsl:call-template name="identifier-text">
          <xsl:with-param name="text" select="substring($text, $half + 1)"/>
          <xsl:with-param name="previous" select="substring($text, $half, 1)"/>
        </xsl:call-template>
      </xsl:when>
      <xsl:when test="$length &gt; 0">
        <!-- The text's shape, led by the character before it (a space when none): A for an upper-case
             letter, a for a lower-case letter or digit, the rest as they are. A break goes before the
             A of "aA" and after a dot; the text runs whole up to the first one (a template call per
             character made names a quarter of a 5,000-intent report's time). -->
        <xsl:variable name="shape" select="translate(concat(substring(concat($previous, ' '), 1, 1), $text), 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789', 'AAAAAAAAAAAAAAAAAAAAAAAAAAaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa')"/>
        <!-- Where the first break goes: before character $at of the text (past its end when nowhere). -->
        <xsl:variable name="hump" select="string-length(substring-before(concat($shape, 'aA'), 'aA')) + 1"/>
        <xsl:variable name="dot" select="string-length(substring-before(concat(substring($shape, 1, $length), '.'), '.')) + 1"/>
        <xsl:variable name="at" select="($hump &lt; $dot) * $hump + not($hump &lt; $dot) * $dot"/>
        <xsl:value-of select="substring($text, 1, $at - 1)"/>
        <xsl:if test="$at &lt;= $length">
          <xsl:text disable-output-escaping="yes">&lt;wbr&gt;</xsl:text>
          <xsl:value-of select="substring($text, $at, 1)"/>
          <xsl:call-template name="identifier-text">
            <xsl:with-param name="text" select="substring($text, $at + 1)"/>
            <xsl:with-param name="previous" select="substring($text, $at, 1)"/>
          </xsl:call-template>
        </xsl:if>
      </xsl:when>
    </xsl:choose>
  </xsl:template>

  <!-- A file or folder name with a break opportunity after each dot ("Intents.<wbr>intentdefinition"):
       cheap enough for the thousands of file:line locations of a large report (identifier-text,
       which also breaks at camel-case humps, is kept for type names and inventory names). -->
  <xsl:template name="dotted-text">
    <xsl:param name="text"/>
    <xsl:choose>
      <xsl:when test="contains($text, '.') and string-length(substring-after($text, '.')) &gt; 0">
        <xsl:value-of select="substring-before($text, '.')"/>
        <xsl:text>.</xsl:text><xsl:text disable-output-escaping="yes">&lt;wbr&gt;</xsl:text>
        <xsl:call-template name="dotted-text"><xsl:with-param name="text" select="substring-after($text, '.')"/></xsl:call-template>
      </xsl:when>
      <xsl:otherwise><xsl:value-of select="$text"/></xsl:otherwise>
    </xsl:choose>
  </xsl:template>
</xsl:stylesheet>

"""#),
        ("report.xsl", #"""
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

"""#),
        ("trend.xsl", #"""
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

"""#),
    ]
}
