import Foundation
import Model
import XMLSupport

/// Reads a saved `report.xml` back as a `Snapshot`, through the safe parser.
///
/// Tolerated: any `schemaVersion` from 1 up. A newer document loads when it still has what a
/// snapshot needs (the root's `schemaVersion` and `generated`; each `intent`'s `name` and a known
/// `status`; each `finding`'s `rule` and `severity`); elements and attributes this reader does
/// not know are ignored, and `Snapshot.schemaVersion` tells the caller it was newer. Refused, with
/// a `SnapshotError` that names the file: unreadable files, text that is not XML, XML that is not
/// an intent-audit report, a report without a `schemaVersion` or older than 1, and a report that
/// lacks one of those parts.
public enum SnapshotReader {
    /// The largest report read back (a baseline, a trend's snapshot): its size is checked before
    /// reading, and no more than this is ever read (a 200 MB "baseline" once took 4.3 GB).
    public static let maximumBytes = 64 << 20

    /// Reads the report at `path`, when it is at most `SnapshotReader.maximumBytes`.
    public static func read(path: String) throws -> Snapshot { try read(path: path, maximumBytes: maximumBytes) }

    /// Reads the report at `path`, when it is at most `maximumBytes`.
    public static func read(path: String, maximumBytes: Int) throws -> Snapshot {
        guard let handle = FileHandle(forReadingAtPath: path) else { throw SnapshotError.unreadable(path: path) }
        defer { try? handle.close() }
        let size = (try? FileManager.default.attributesOfItem(atPath: path)[.size] as? Int) ?? 0
        if size > maximumBytes { throw SnapshotError.tooLarge(path: path, bytes: size, limit: maximumBytes) }
        // Read one byte past the bound: a file that grew since it was measured is refused too.
        guard let data = try? handle.read(upToCount: maximumBytes + 1) else {
            throw SnapshotError.unreadable(path: path)
        }
        if data.count > maximumBytes {
            throw SnapshotError.tooLarge(path: path, bytes: data.count, limit: maximumBytes)
        }
        return try read(bytes: Array(data), path: path)
    }

    /// Reads a report from its bytes; `path` only names it in errors.
    public static func read(bytes: [UInt8], path: String = "report.xml") throws -> Snapshot {
        let root: XMLElement
        do {
            root = try SafeXMLParser.parse(bytes, name: path)
        } catch let error as XMLParseError {
            throw SnapshotError.notXML(path: path, line: error.line, message: error.message)
        }
        guard root.name == "intent-audit-report" else {
            throw SnapshotError.notAReport(path: path, rootElement: root.name)
        }
        guard let versionText = root.attribute("schemaVersion"), let version = Int(versionText),
            version >= 1
        else {
            throw SnapshotError.unsupportedSchema(path: path, version: root.attribute("schemaVersion"))
        }
        let context = Context(path: path, version: version)
        guard let generatedText = root.attribute("generated") else {
            throw context.invalid(root, "the report has no 'generated' date")
        }
        guard let generatedAt = SnapshotDate.seconds(iso8601: generatedText) else {
            throw context.invalid(root, "'generated' is not an ISO 8601 UTC time: '\(generatedText)'")
        }
        guard let intentsElement = root.firstElement(named: "intents") else {
            throw context.invalid(root, "the report has no <intents> section")
        }
        guard let findingsElement = root.firstElement(named: "findings") else {
            throw context.invalid(root, "the report has no <findings> section")
        }
        var intents: [IntentSnapshot] = []
        var tasks: [TaskSnapshot] = []
        for element in intentsElement.elements(named: "intent") {
            let (intent, intentTasks) = try readIntent(element, context)
            intents.append(intent)
            tasks += intentTasks
        }
        let findings = try findingsElement.elements(named: "finding").map { try readFinding($0, context) }
        var snapshot = Snapshot(
            release: ReleaseLabel.cleaned(root.attribute("release")), generatedAt: generatedAt,
            toolVersion: root.attribute("toolVersion") ?? "", schemaVersion: version,
            intents: intents, findings: findings, tasks: tasks)
        snapshot.rootName = root.attribute("rootName")
        if let text = root.attribute("releaseDate") {
            guard let seconds = SnapshotDate.seconds(iso8601: text) else {
                throw context.invalid(root, "'releaseDate' is not an ISO 8601 UTC time: '\(text)'")
            }
            snapshot.releaseDate = seconds
        }
        snapshot.appName = root.attribute("appName")
        snapshot.identity = try root.firstElement(named: "identity").map { try IdentityReader.read($0, context) }
        return snapshot
    }

    package static func readIntent(_ element: XMLElement, _ context: Context) throws -> (IntentSnapshot, [TaskSnapshot])
    {
        guard let name = element.attribute("name"), !name.isEmpty else {
            throw context.invalid(element, "an <intent> has no name")
        }
        guard let statusText = element.attribute("status") else {
            throw context.invalid(element, "intent \(name) has no status")
        }
        guard let status = CoexistenceStatus(rawValue: statusText) else {
            throw context.invalid(element, "intent \(name) has the unknown status '\(statusText)'")
        }
        let plan = element.firstElement(named: "plan")
        var tasks: [TaskSnapshot] = []
        for step in plan?.elements(named: "step") ?? [] {
            let number = try context.number(step, "number", in: 0...99) ?? 0
            let stepStatus = PlanStep.Status(rawValue: step.attribute("status") ?? "") ?? .todo
            for task in step.elements(named: "task") {
                let done = SnapshotEffort.isDone(task: task.attribute("done") == "true", stepStatus: stepStatus)
                tasks.append(
                    TaskSnapshot(
                        id: task.attribute("id") ?? "", intent: name, step: number,
                        done: done, effort: try context.number(task, "effort", in: Self.taskEffort) ?? 0))
            }
        }
        let planEffort = { (name: String) throws -> Int in
            guard let plan else { return 0 }
            return try context.number(plan, name, in: Self.intentEffort) ?? 0
        }
        let total = tasks.isEmpty ? try planEffort("effort") : tasks.map(\.effort).saturatingSum()
        let remaining =
            tasks.isEmpty
            ? try planEffort("remainingEffort")
            : tasks.filter { !$0.done }.map(\.effort).saturatingSum()
        let donations =
            element.firstElement(named: "linked-donations")?.elements(named: "donation-ref")
            .filter { SnapshotLinks.isLegacy(api: $0.attribute("api") ?? "") }.count ?? 0
        let handlers = element.firstElement(named: "linked-handlers")?.elements(named: "handler-ref").count ?? 0
        let intent = IntentSnapshot(
            name: name, status: status, totalEffort: total, remainingEffort: remaining,
            legacyDonations: donations, legacyHandlers: handlers)
        return (intent, tasks)
    }

    package static func readFinding(_ element: XMLElement, _ context: Context) throws -> FindingSnapshot {
        guard let rule = element.attribute("rule"), !rule.isEmpty else {
            throw context.invalid(element, "a <finding> has no rule")
        }
        guard let severity = Severity(rawValue: element.attribute("severity") ?? "") else {
            throw context.invalid(element, "finding \(rule) has no known severity (error, warning, note)")
        }
        let message = element.firstElement(named: "message")?.text ?? ""
        return FindingSnapshot(
            fingerprint: element.attribute("fingerprint") ?? "", rule: rule,
            severity: severity, intent: element.attribute("intent"), message: message)
    }

    /// The effort a task may carry, and an intent's plan when it lists no tasks.
    package static let taskEffort = 0...10_000
    package static let intentEffort = 0...10_000_000

    /// The file being read and its version, for error messages.
    package struct Context {
        package var path: String
        package var version: Int

        /// The whole number in `attribute`, nil when absent; a value that is not a whole number in
        /// `range` is refused, naming the file, the line and the value.
        package func number(_ element: XMLElement, _ attribute: String, in range: ClosedRange<Int>) throws -> Int? {
            guard let text = element.attribute(attribute) else { return nil }
            guard let value = Int(text), range.contains(value) else {
                throw invalid(
                    element,
                    "<\(element.name)> \(attribute)=\(Quoted.text(text)) is not a whole number from \(range.lowerBound) to \(range.upperBound)"
                )
            }
            return value
        }

        package func invalid(_ element: XMLElement, _ message: String) -> SnapshotError {
            let newer =
                version > Snapshot.supportedSchemaVersion
                ? " (schemaVersion \(version) is newer than this intent-audit reads, \(Snapshot.supportedSchemaVersion))"
                : ""
            return .invalid(path: path, line: element.line, message: message + newer)
        }
    }
}
