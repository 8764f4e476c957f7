import TestSupport
import Testing

@testable import Analysis
@testable import Commands
@testable import Discovery
@testable import History
@testable import Model
@testable import Planning
@testable import Reporting
@testable import Scanning

/// A `confirm` that only answers `.ready`/`.success` has nothing to port (openhab-ios's handlers
/// are written that way): IA403 and the step-4 task skip it. Fixture: `Fixtures/Swift/confirms`.
@Suite struct TrivialConfirmTests {
    static let root = Fixtures.path("Swift/confirms")

    static func audit() throws -> AuditResult {
        try Audit.run(root: root, context: AuditContext(toolVersion: "0.0.0-test", root: "fixture", generatedAt: 0))
    }

    @Test func theScannerTellsTrivialConfirmsFromConfirmsThatCheck() {
        let inventory = SwiftFixture.scan("confirms")
        let confirms = inventory.handlers.flatMap(\.methods).filter { $0.kind == .confirm }
        let trivial = Dictionary(uniqueKeysWithValues: confirms.map { ($0.intent ?? "?", $0.isTrivial) })
        #expect(
            trivial == [
                "ToggleLampIntent": true, "DimLampIntent": true, "StartSceneIntent": true,
                "LockDoorIntent": false, "OpenGarageIntent": false,
            ])
        #expect(
            inventory.handlers.flatMap(\.methods).filter { $0.kind == .handle }.allSatisfy { !$0.isTrivial },
            "only confirms are judged")
    }

    @Test func ia403FiresOnlyForConfirmsThatCheckSomething() throws {
        let result = try Self.audit()
        #expect(result.findings("IA403").compactMap(\.intent).sorted() == ["LockDoorIntent", "OpenGarageIntent"])
    }

    @Test func thePlanHasNoConfirmTaskForATrivialConfirm() throws {
        let result = try Self.audit()
        func confirmTasks(_ intent: String) -> [String] {
            let step = result.intent(intent)?.steps.first { $0.number == 4 }
            return step?.tasks.map(\.id).filter { $0.contains("confirm") } ?? []
        }
        #expect(confirmTasks("ToggleLampIntent").isEmpty)
        #expect(confirmTasks("DimLampIntent").isEmpty)
        #expect(confirmTasks("StartSceneIntent").isEmpty)
        #expect(
            confirmTasks("LockDoorIntent") == ["LockDoorIntent.4.LockDoorIntentHandler.confirm(intent:completion:)"])
        let removal = result.intent("ToggleLampIntent")?.steps.first { $0.number == 6 }
        #expect(
            removal?.tasks.map(\.what).contains("delete ToggleLampIntentHandler's ToggleLampIntent handling") == true,
            "the trivial confirm goes with the handler in step 6")
    }
}
