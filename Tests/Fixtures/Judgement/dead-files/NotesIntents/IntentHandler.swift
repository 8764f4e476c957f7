import Intents

/// The old Intents extension: removed from the project, still on disk.
class IntentHandler: INExtension {
    override func handler(for intent: INIntent) -> Any {
        if intent is AddNoteIntent { return AddNoteHandler() }
        if intent is ArchiveNoteIntent { return ArchiveNoteHandler() }
        return self
    }
}

class AddNoteHandler: NSObject, AddNoteIntentHandling {
    func handle(intent: AddNoteIntent, completion: @escaping (AddNoteIntentResponse) -> Void) {
        completion(AddNoteIntentResponse(code: .success, userActivity: nil))
    }
}

class ArchiveNoteHandler: NSObject, ArchiveNoteIntentHandling {
    func handle(intent: ArchiveNoteIntent, completion: @escaping (ArchiveNoteIntentResponse) -> Void) {
        completion(ArchiveNoteIntentResponse(code: .success, userActivity: nil))
    }
}
