import Intents

final class IntentHandler: INExtension {
    override func handler(for intent: INIntent) -> Any? {
        switch intent {
        case is OrderSoupIntent:
            return OrderSoupIntentHandler()
        case is ConditionsIntent, is INSendMessageIntent:
            let handler = MessagingHandler()
            return handler
        case let share as ShareTrailIntent:
            _ = share
            return MessagingHandler.init()
        default:
            return self
        }
    }
}

final class AppDelegate: UIResponder, UIApplicationDelegate {
    func application(_ application: UIApplication, handlerFor intent: INIntent) -> Any? {
        if intent is LogHikeIntent {
            return DebugLogHandler()
        }
        if let _ = intent as? StartNavigationIntent {
            return makeNavigationHandler()
        }
        // case is CommentIntent: return CommentHandler()
        return nil
    }
}

enum HandlerFactory {
    static func makeHandler(for intent: INIntent) -> Any? {
        switch intent {
        case is ExportLogbookIntent: return ExportHandler()
        default: return nil
        }
    }
}
