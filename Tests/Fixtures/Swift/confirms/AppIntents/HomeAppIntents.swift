import AppIntents

/// App Intents twin of ToggleLampIntent.
struct ToggleLampAppIntent: AppIntent, CustomIntentMigratedAppIntent {
    static let intentClassName = "ToggleLampIntent"
    static let title: LocalizedStringResource = "ToggleLamp"

    @Parameter(title: "Lamp")
    var lamp: String?

    func perform() async throws -> some IntentResult {
        HomeLog.record("ToggleLamp")
        return .result()
    }
}

/// App Intents twin of DimLampIntent.
struct DimLampAppIntent: AppIntent, CustomIntentMigratedAppIntent {
    static let intentClassName = "DimLampIntent"
    static let title: LocalizedStringResource = "DimLamp"

    @Parameter(title: "Lamp")
    var lamp: String?

    func perform() async throws -> some IntentResult {
        HomeLog.record("DimLamp")
        return .result()
    }
}

/// App Intents twin of LockDoorIntent.
struct LockDoorAppIntent: AppIntent, CustomIntentMigratedAppIntent {
    static let intentClassName = "LockDoorIntent"
    static let title: LocalizedStringResource = "LockDoor"

    @Parameter(title: "Door")
    var door: String?

    func perform() async throws -> some IntentResult {
        HomeLog.record("LockDoor")
        return .result()
    }
}

/// App Intents twin of OpenGarageIntent.
struct OpenGarageAppIntent: AppIntent, CustomIntentMigratedAppIntent {
    static let intentClassName = "OpenGarageIntent"
    static let title: LocalizedStringResource = "OpenGarage"

    func perform() async throws -> some IntentResult {
        HomeLog.record("OpenGarage")
        return .result()
    }
}

/// App Intents twin of StartSceneIntent.
struct StartSceneAppIntent: AppIntent, CustomIntentMigratedAppIntent {
    static let intentClassName = "StartSceneIntent"
    static let title: LocalizedStringResource = "StartScene"

    @Parameter(title: "Scene")
    var scene: String?

    func perform() async throws -> some IntentResult {
        HomeLog.record("StartScene")
        return .result()
    }
}
