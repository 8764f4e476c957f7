//
//  IntentHandler.swift
//  TrailMixIntents
//

import Intents
import os

/// The generated name of the widget-configuration intent; the extension uses the short name.
typealias ConditionsIntent = TrailConditionsIntent

/// Entry point of the Intents extension: picks the object that handles each intent.
final class IntentHandler: INExtension {
    private let logger = Logger(subsystem: "com.example.trailmix.intents", category: "dispatch")

    override func handler(for intent: INIntent) -> Any? {
        switch intent {
        case is LogHikeIntent:
            return LogHikeIntentHandler()
        case is ConditionsIntent:
            return TrailConditionsIntentHandler()
        case is StartNavigationIntent:
            // Objective-C. Its header can only forward-declare the Swift-generated protocol,
            // so the conformance is invisible to Swift: check it at run time instead.
            let handler = TMStartNavigationIntentHandler()
            assert(handler.conforms(to: NSProtocolFromString("StartNavigationIntentHandling")!),
                   "TMStartNavigationIntentHandler must adopt StartNavigationIntentHandling")
            return handler
        case is INSendMessageIntent:
            return SendTrailMessageHandler()
        default:
            logger.error("No handler for \(String(describing: type(of: intent)), privacy: .public)")
            return nil
        }
    }
}
