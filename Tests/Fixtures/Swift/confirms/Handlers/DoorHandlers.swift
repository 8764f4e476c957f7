import Intents

/// Not trivial: confirm checks something before answering.
final class LockDoorIntentHandler: NSObject, LockDoorIntentHandling {
    func confirm(intent: LockDoorIntent, completion: @escaping (LockDoorIntentResponse) -> Void) {
        guard DoorController.isReachable(intent.door) else {
            completion(LockDoorIntentResponse(code: .failure, userActivity: nil))
            return
        }
        completion(LockDoorIntentResponse(code: .ready, userActivity: nil))
    }

    func handle(intent: LockDoorIntent, completion: @escaping (LockDoorIntentResponse) -> Void) {
        DoorController.lock(intent.door)
        completion(LockDoorIntentResponse(code: .success, userActivity: nil))
    }
}

/// Not trivial: one statement, but it answers `.failure`, and with a user activity.
final class OpenGarageIntentHandler: NSObject, OpenGarageIntentHandling {
    func confirm(intent: OpenGarageIntent, completion: @escaping (OpenGarageIntentResponse) -> Void) {
        completion(OpenGarageIntentResponse(code: .failure, userActivity: GarageActivity.make()))
    }

    func handle(intent: OpenGarageIntent, completion: @escaping (OpenGarageIntentResponse) -> Void) {
        completion(OpenGarageIntentResponse(code: .success, userActivity: nil))
    }
}
