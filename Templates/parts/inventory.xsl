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
