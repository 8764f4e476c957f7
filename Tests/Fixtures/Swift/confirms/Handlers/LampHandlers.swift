import Intents

/// Trivial: the completion only answers `.ready`.
final class ToggleLampIntentHandler: NSObject, ToggleLampIntentHandling {
    func confirm(intent: ToggleLampIntent, completion: @escaping (ToggleLampIntentResponse) -> Void) {
        completion(ToggleLampIntentResponse(code: .ready, userActivity: nil))
    }

    func handle(intent: ToggleLampIntent, completion: @escaping (ToggleLampIntentResponse) -> Void) {
        LampController.toggle(intent.lamp)
        completion(ToggleLampIntentResponse(code: .success, userActivity: nil))
    }
}

/// Trivial: an async confirm that returns `.init(code: .ready, …)`.
final class DimLampIntentHandler: NSObject, DimLampIntentHandling {
    func confirm(intent: DimLampIntent) async -> DimLampIntentResponse {
        .init(code: .ready, userActivity: nil)
    }

    func handle(intent: DimLampIntent) async -> DimLampIntentResponse {
        await LampController.dim(intent.lamp)
        return .init(code: .success, userActivity: nil)
    }
}

/// Trivial: `return X.init(code: .success, …)`.
final class StartSceneIntentHandler: NSObject, StartSceneIntentHandling {
    func confirm(intent: StartSceneIntent) async -> StartSceneIntentResponse {
        return StartSceneIntentResponse.init(code: .success, userActivity: nil)
    }

    func handle(intent: StartSceneIntent) async -> StartSceneIntentResponse {
        .init(code: .success, userActivity: nil)
    }
}
