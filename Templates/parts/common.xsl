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
