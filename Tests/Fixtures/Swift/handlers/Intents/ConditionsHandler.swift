import Intents

final class ConditionsHandler: NSObject, ConditionsHandling {
    func provideTrailOptionsCollection(for intent: ConditionsIntent,
                                       with completion: @escaping (INObjectCollection<Trail>?, Error?) -> Void) {
        completion(nil, nil)
    }

    #if os(iOS)
    func resolveScope(for intent: ConditionsIntent, with completion: @escaping (ScopeResolutionResult) -> Void) {
        completion(.needsValue())
    }
    #else
    func provideScopeOptions(for intent: ConditionsIntent, with completion: @escaping ([Scope]?, Error?) -> Void) {
        completion([], nil)
    }
    #endif
}
