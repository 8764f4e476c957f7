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
