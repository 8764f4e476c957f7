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
