import Intents

/// The type comes from another module; only the conformance is in this tree.
extension LegacyKit.ExportHandler: ExportLogbookIntentHandling {
    func handle(intent: ExportLogbookIntent, completion: @escaping (ExportLogbookIntentResponse) -> Void) {}
}
