//
//  SendTrailMessageHandler.swift
//  TrailMixIntents
//
//  "Tell the Saturday crew I'm running late with TrailMix"
//

import Intents

/// Sends messages to the members of the user's hiking groups (SiriKit messaging domain).
final class SendTrailMessageHandler: NSObject, INSendMessageIntentHandling {
    private let directory = HikingGroupDirectory()

    func resolveRecipients(for intent: INSendMessageIntent,
                           with completion: @escaping ([INSendMessageRecipientResolutionResult]) -> Void) {
        guard let recipients = intent.recipients, !recipients.isEmpty else {
            completion([.needsValue()])
            return
        }
        completion(recipients.map { person -> INSendMessageRecipientResolutionResult in
            let matches = directory.members(matching: person.displayName)
            switch matches.count {
            case 0:
                return .unsupported(forReason: .noAccount)
            case 1:
                return .success(with: matches[0])
            default:
                return .disambiguation(with: matches)
            }
        })
    }

    func resolveContent(for intent: INSendMessageIntent,
                        with completion: @escaping (INStringResolutionResult) -> Void) {
        if let text = intent.content, !text.isEmpty {
            completion(.success(with: text))
        } else {
            completion(.needsValue())
        }
    }

    func handle(intent: INSendMessageIntent, completion: @escaping (INSendMessageIntentResponse) -> Void) {
        guard let text = intent.content, let recipients = intent.recipients else {
            completion(INSendMessageIntentResponse(code: .failure, userActivity: nil))
            return
        }
        directory.send(text, to: recipients.compactMap { $0.customIdentifier })
        completion(INSendMessageIntentResponse(code: .success, userActivity: nil))
    }
}

/// The members of the user's hiking groups, synced by the app into the app-group container.
struct HikingGroupDirectory {
    struct Member: Codable {
        let id: String
        let name: String
        let phone: String
    }

    private var allMembers: [Member] {
        let url = TrailStore.containerURL.appendingPathComponent("groups.json")
        guard let data = try? Data(contentsOf: url) else { return [] }
        return (try? JSONDecoder().decode([Member].self, from: data)) ?? []
    }

    func members(matching name: String) -> [INPerson] {
        allMembers
            .filter { $0.name.localizedCaseInsensitiveContains(name) }
            .map { member in
                INPerson(
                    personHandle: INPersonHandle(value: member.phone, type: .phoneNumber),
                    nameComponents: nil,
                    displayName: member.name,
                    image: nil,
                    contactIdentifier: nil,
                    customIdentifier: member.id
                )
            }
    }

    func send(_ text: String, to memberIDs: [String]) {
        let outbox = TrailStore.containerURL.appendingPathComponent("outbox", isDirectory: true)
        try? FileManager.default.createDirectory(at: outbox, withIntermediateDirectories: true)
        let message = ["text": text, "to": memberIDs.joined(separator: ",")]
        if let data = try? JSONEncoder().encode(message) {
            try? data.write(to: outbox.appendingPathComponent(UUID().uuidString + ".json"))
        }
    }
}
