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
