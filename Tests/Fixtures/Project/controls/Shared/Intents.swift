import AppIntents

struct ShedLightIntent: AppIntent {
    static let title: LocalizedStringResource = "Toggle the shed light"

    func perform() async throws -> some IntentResult {
        .result()
    }
}

@available(iOS 18.0, *)
struct ToggleSprinklerIntent: SetValueIntent {
    static let title: LocalizedStringResource = "Sprinkler"

    @Parameter(title: "Running")
    var value: Bool

    func perform() async throws -> some IntentResult {
        .result()
    }
}

struct OpenGardenIntent: AppIntent {
    static let title: LocalizedStringResource = "Open the garden"
    /// The 26 releases' API, with no gate: the app deploys to iOS 16.
    static let supportedModes: IntentModes = .foreground

    func perform() async throws -> some IntentResult {
        .result()
    }
}

struct OpenBedIntent: AppIntent {
    static let title: LocalizedStringResource = "Open a bed"
    static let openAppWhenRun = true

    @available(iOS 26.0, *)
    static var supportedModes: IntentModes { .foreground }

    func perform() async throws -> some IntentResult {
        .result()
    }
}
