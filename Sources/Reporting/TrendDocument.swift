import History
import Model
import XMLSupport

extension Trend {
    /// `trend.xml`, the document `Templates/trend.xsl` renders:
    ///
    /// ```xml
    /// <intent-audit-trend schemaVersion="1" releases="3" maxIntents="4" maxRemainingEffort="30" maxErrors="2">
    ///   <release index="1" label="4.9.1" release="4.9.1" generated="…Z" day="2024-01-01" toolVersion="…"
    ///            schemaVersion="1" intents="4" totalEffort="30" remainingEffort="30" scope="30" errors="1" warnings="0" notes="0">
    ///     <status name="legacy-only" count="3"/> … one per status, in progress order, system-domain last
    ///     <breaks since="4.9.1" compared="true" count="1">   <!-- not on the first release -->
    ///       <break rule="IA801" severity="error" intent="A" fingerprint="…" path="…" line="…">message</break>
    ///     </breaks>
    ///   </release>
    ///   <changes count="2">
    ///     <change index="1" from="4.9.1" to="4.10.0"><baseline …/></change>   <!-- BaselineComparison.xmlElement() -->
    ///   </changes>
    /// </intent-audit-trend>
    /// ```
    public func xmlElement() -> XMLElement {
        let scopes = self.scopes
        let releases = snapshots.enumerated().map { index, snapshot in
            XMLElement.make(
                "release",
                [
                    ("index", String(index + 1)),
                    ("label", Trend.label(snapshot)),
                    ("release", snapshot.release),
                    ("generated", SnapshotDate.iso8601(snapshot.generatedAt)),
                    ("day", SnapshotDate.day(snapshot.generatedAt)),
                    ("toolVersion", snapshot.toolVersion),
                    ("schemaVersion", String(snapshot.schemaVersion)),
                    ("intents", String(snapshot.intents.count)),
                    ("totalEffort", String(snapshot.totalEffort)),
                    ("remainingEffort", String(snapshot.remainingEffort)),
                    ("scope", String(scopes[index])),
                    ("errors", String(snapshot.count(Severity.error))),
                    ("warnings", String(snapshot.count(Severity.warning))),
                    ("notes", String(snapshot.count(Severity.note))),
                ],
                Trend.statusOrder.map {
                    XMLElement.make(
                        "status", [("name", $0.rawValue), ("count", String(snapshot.count($0))), ("label", $0.label)])
                } + breaksElement(index))
        }
        let changeElements = changes.enumerated().map { index, change in
            XMLElement.make(
                "change",
                [
                    ("index", String(index + 1)),
                    ("from", Trend.label(snapshots[index])),
                    ("to", Trend.label(snapshots[index + 1])),
                ], [change.xmlElement()])
        }
        return XMLElement.make(
            "intent-audit-trend",
            [
                ("schemaVersion", String(Trend.schemaVersion)),
                // The newest release's app: the page's title names it.
                ("app", snapshots.last.flatMap { $0.appName ?? $0.rootName }),
                ("releases", String(snapshots.count)),
                ("maxIntents", String(snapshots.map(\.intents.count).max() ?? 0)),
                ("maxRemainingEffort", String(snapshots.map(\.remainingEffort).max() ?? 0)),
                ("maxErrors", String(snapshots.map { $0.count(Severity.error) }.max() ?? 0)),
            ], releases + [XMLElement.list("changes", changeElements)])
    }

    /// The continuity breaks release `index` introduced, when `findBreaks` looked (none for the first release).
    private func breaksElement(_ index: Int) -> [XMLElement] {
        guard index < breaks.count, let found = breaks[index] else { return [] }
        return [
            XMLElement.make(
                "breaks",
                [
                    ("since", found.since), ("compared", found.compared ? "true" : "false"),
                    ("count", String(found.findings.count)),
                ],
                found.findings.map { finding in
                    XMLElement.text(
                        "break", finding.message,
                        [
                            ("rule", finding.rule), ("severity", finding.severity.rawValue),
                            ("intent", finding.intent), ("fingerprint", finding.fingerprint),
                        ] + XMLValue.location(finding.location))
                })
        ]
    }
}
