import Foundation
import Model
import TestSupport
import Testing

@testable import Commands
@testable import Scanning

/// One time budget and one memory ceiling per audit, diagnostics capped per file and per audit,
/// every `--limit` value range-checked: a hostile tree makes the audit cut, say so, and finish.
@Suite struct HostileBudgetTests {
    static func scratch() throws -> String {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("ia-budget-\(UUID().uuidString)")
            .path
        try FileManager.default.createDirectory(atPath: folder + "/app", withIntermediateDirectories: true)
        try """
        import Intents
        class OrderSoupHandler: NSObject, OrderSoupIntentHandling {
            func handle(intent: OrderSoupIntent, completion: @escaping (OrderSoupIntentResponse) -> Void) {}
        }
        """.write(toFile: folder + "/app/Handler.swift", atomically: true, encoding: .utf8)
        return folder
    }

    /// Huge values once trapped (a product overflowed in the template sandbox); now every value is
    /// range-checked and a bad one is a usage error (exit 2) that names the range.
    @Test(arguments: [
        "template-megabytes=9223372036854775807", "template-milliseconds=9223372036854775807",
        "audit-milliseconds=99999999999999999999", "file-bytes=-1", "audit-megabytes=0",
        "file-diagnostics=1e9",
    ])
    func aLimitOutOfRangeIsAUsageError(assignment: String) throws {
        #expect(throws: LimitError.self) { try Limits.parse([assignment]) }
        let folder = try Self.scratch()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let result = try ExecutableTests.run([
            "audit", folder + "/app", "--output", folder + "/out", "--limit", assignment,
        ])
        #expect(result.status == 2, "\(result.stderr)")
        #expect(result.stderr.contains("takes a whole number from 1 to"), "\(result.stderr)")
    }

    @Test func theLargestValueOfEveryLimitIsAccepted() throws {
        let limits = try Limits.parse(Limits.table.map { "\($0.name)=\($0.range.upperBound)" })
        for entry in Limits.table { #expect(limits[keyPath: entry.keyPath] == entry.range.upperBound) }
        // The budget's deadline and ceiling are products of the largest values: no trap.
        _ = AuditBudget(limits: limits, residentBytes: { nil }).remainingMilliseconds
    }

    /// One diagnostic per bad `.xcconfig` line once made a 595 MB report.json; now a file keeps
    /// `file-diagnostics` of them and says how many more there were.
    @Test func anXcconfigOfBadLinesGivesCappedDiagnostics() throws {
        let folder = try Self.scratch()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let lines = (0..<20_000).map { "not a setting \($0) \u{202E}" }.joined(separator: "\n")
        try lines.write(toFile: folder + "/app/Bad.xcconfig", atomically: true, encoding: .utf8)
        let inventory = try Audit.scan(
            root: folder + "/app", configuration: AuditConfiguration(), options: ScanOptions())
        let here = inventory.diagnostics.filter { $0.location.path.hasSuffix("Bad.xcconfig") }
        #expect(here.count == Limits().fileDiagnostics + 1, "\(here.map(\.message))")
        #expect(
            here.contains {
                $0.message
                    == "… \(20_000 - Limits().fileDiagnostics) more diagnostics for this file (--limit file-diagnostics)"
            })
        #expect(!here.contains { $0.message.contains("\u{202E}") })
    }

    @Test func diagnosticsAreCappedPerAudit() throws {
        var limits = Limits()
        limits.fileDiagnostics = 3
        limits.auditDiagnostics = 10
        let many = (0..<8).flatMap { file in
            (0..<5).map { Diagnostic(SourceLocation(path: "F\(file).swift", line: $0 + 1), "bad \($0)") }
        }
        let capped = DiagnosticCap.capped(many, limits: limits)
        #expect(capped.count == 11)
        #expect(capped.last?.message == "… \(8 * 4 - 10) more diagnostics in this audit (--limit audit-diagnostics)")
        #expect(capped.filter { $0.location.path == "F0.swift" }.count == 3)
    }

    /// Forty slow files once took 4 s each with no overall budget; now the audit's budget is one
    /// for every file: once it is spent, what is left is cut, said once, and the audit finishes.
    @Test func theAuditTimeBudgetCutsTheRestAndTheAuditFinishes() throws {
        let folder = try Self.scratch()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        for index in 0..<40 {
            try "import Intents\nstruct Slow\(index) { let intent = INPlayMediaIntent() }\n"
                .write(toFile: folder + "/app/Slow\(index).swift", atomically: true, encoding: .utf8)
        }
        var configuration = AuditConfiguration()
        configuration.limits = try Limits.parse(["audit-milliseconds=1"])
        Thread.sleep(forTimeInterval: 0.01)
        let started = Date()
        let inventory = try Audit.scan(root: folder + "/app", configuration: configuration, options: ScanOptions())
        #expect(Date().timeIntervalSince(started) < 20)
        let cut = inventory.diagnostics.filter { $0.message.hasPrefix(IsolatedParse.cutPrefix) }
        #expect(!cut.isEmpty, "\(inventory.diagnostics)")
        #expect(cut.contains { $0.message.contains("--limit audit-milliseconds") })
        #expect(inventory.diagnostics.count <= Limits().auditDiagnostics + 1)
    }

    /// The memory ceiling: past it nothing more is read, the audit says so and finishes.
    @Test func theMemoryCeilingCutsTheRest() throws {
        let folder = try Self.scratch()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        var configuration = AuditConfiguration()
        configuration.limits = try Limits.parse(["audit-megabytes=1"])
        let inventory = try Audit.scan(root: folder + "/app", configuration: configuration, options: ScanOptions())
        #expect(
            inventory.diagnostics.contains { $0.message.contains("memory ceiling (1 MB; --limit audit-megabytes)") },
            "\(inventory.diagnostics)")
        #expect(inventory.handlers.isEmpty)
    }

    /// A parse past its budget is not abandoned to pile up: while `maximumAbandoned` are still
    /// running, the next is refused at once with a diagnostic.
    @Test func abandonedParsesAreBoundedInNumber() throws {
        // A count of its own: the process's count is shared by every test running at once.
        let abandoned = AbandonedParses()
        let release = DispatchSemaphore(value: 0)
        var limits = Limits()
        limits.fileMilliseconds = 1
        for _ in 0..<IsolatedParse.maximumAbandoned {
            #expect(IsolatedParse.run(limits: limits, abandoned: abandoned, { release.wait() }) == nil)
        }
        #expect(abandoned.count == IsolatedParse.maximumAbandoned)
        let started = Date()
        let refused: Int? = IsolatedParse.run(limits: Limits(), abandoned: abandoned) { 1 }
        #expect(refused == nil)
        #expect(Date().timeIntervalSince(started) < 1)
        #expect(
            IsolatedParse.gaveUp("A.swift", what: "Swift file", limits: limits, abandoned: abandoned).message.contains(
                "still running"))
        for _ in 0..<IsolatedParse.maximumAbandoned { release.signal() }
        // Once they end (each tells the count as it finishes), parses run again.
        var tries = 0
        while abandoned.count > 0, tries < 200 {
            Thread.sleep(forTimeInterval: 0.05)
            tries += 1
        }
        #expect(abandoned.count == 0)
        #expect(IsolatedParse.run(limits: Limits(), abandoned: abandoned, { 1 }) == 1)
    }
}
