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
