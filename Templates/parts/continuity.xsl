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
