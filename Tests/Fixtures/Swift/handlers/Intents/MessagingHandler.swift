import Intents

/// One type, several intents: two system intents through a protocol typealias, one custom.
class MessagingHandler: NSObject, MessagingHandling, Intents.ShareTrailIntentHandling {
    func resolveRecipients(for intent: INSendMessageIntent,
                           with completion: @escaping ([INSendMessageRecipientResolutionResult]) -> Void) {}

    func handle(intent: INSendMessageIntent, completion: @escaping (INSendMessageIntentResponse) -> Void) {}

    func handle(intent: INSearchForMessagesIntent, completion: @escaping (INSearchForMessagesIntentResponse) -> Void) {}

    func handle(intent: ShareTrailIntent, completion: @escaping (ShareTrailIntentResponse) -> Void) {}

    func resolveURLString(for intent: ShareTrailIntent) async -> INStringResolutionResult { .notRequired() }
}

#if DEBUG
struct DebugLogHandler: LogHikeIntentHandling {
    func handle(intent: LogHikeIntent, completion: @escaping (LogHikeIntentResponse) -> Void) {}
}
#endif

/// Not a handler: the protocol is only named in a comment and a string.
// class FakeHandler: NSObject, FakeIntentHandling {}
let fakeDeclaration = "class FakeHandler: NSObject, FakeIntentHandling {}"
