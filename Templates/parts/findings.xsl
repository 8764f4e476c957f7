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
