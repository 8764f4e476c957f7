import Intents

/// Handles AllTypesIntent in the Intents extension.
final class AllTypesIntentHandler: NSObject, AllTypesIntentHandling {
    func resolveAmount(for intent: AllTypesIntent, with completion: @escaping (INDoubleResolutionResult) -> Void) {
        completion(.success(with: intent.amount?.doubleValue ?? 0))
    }

    func confirm(intent: AllTypesIntent, completion: @escaping (AllTypesIntentResponse) -> Void) {
        guard intent.count != nil else { return completion(AllTypesIntentResponse(code: .failure, userActivity: nil)) }
        completion(AllTypesIntentResponse(code: .ready, userActivity: nil))
    }

    func provideLabelOptionsCollection(for intent: AllTypesIntent, with completion: @escaping (INObjectCollection<NSString>?, Error?) -> Void) {
        completion(INObjectCollection(items: ["Home", "Work"]), nil)
    }

    func handle(intent: AllTypesIntent, completion: @escaping (AllTypesIntentResponse) -> Void) {
        completion(AllTypesIntentResponse(code: .success, userActivity: nil))
    }
}

/// Handles PickColorIntent.
final class PickColorIntentHandler: NSObject, PickColorIntentHandling {
    func providePaletteOptionsCollection(for intent: PickColorIntent, with completion: @escaping (INObjectCollection<Palette>?, Error?) -> Void) {
        completion(INObjectCollection(items: []), nil)
    }

    func handle(intent: PickColorIntent, completion: @escaping (PickColorIntentResponse) -> Void) {
        completion(PickColorIntentResponse(code: .success, userActivity: nil))
    }
}

/// Routes each intent to its handler.
final class IntentHandler: INExtension {
    override func handler(for intent: INIntent) -> Any {
        switch intent {
        case is AllTypesIntent: return AllTypesIntentHandler()
        case is PickColorIntent: return PickColorIntentHandler()
        default: return self
        }
    }
}
