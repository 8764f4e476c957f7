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
