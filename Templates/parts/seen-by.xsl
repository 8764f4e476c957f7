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
