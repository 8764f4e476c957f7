/// How names in Objective-C code map to SiriKit intents.
package enum IntentNaming {
    /// `OrderSoupIntentHandling` → `OrderSoupIntent`; nil for other protocols.
    package static func intent(ofHandlingProtocol name: String) -> String? {
        guard name.hasSuffix("IntentHandling"), name.count > "IntentHandling".count else { return nil }
        return String(name.dropLast("Handling".count))
    }

    /// A concrete intent class: a name ending in `Intent`, other than the `INIntent` base class.
    package static func isIntentClass(_ name: String) -> Bool {
        name.hasSuffix("Intent") && name != "INIntent" && name.count > "Intent".count
            && name.first.map { $0.isUppercase } == true
    }
}
