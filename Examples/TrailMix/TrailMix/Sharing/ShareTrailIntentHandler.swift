//
//  ShareTrailIntentHandler.swift
//  TrailMix
//
//  Runs in the app process: see AppDelegate.application(_:handlerFor:).
//

import Foundation
import Intents

final class ShareTrailIntentHandler: NSObject, ShareTrailIntentHandling {
    func resolveTrail(for intent: ShareTrailIntent, with completion: @escaping (TrailResolutionResult) -> Void) {
        guard let trail = intent.trail else {
            completion(.needsValue())
            return
        }
        completion(.success(with: trail))
    }

    func handle(intent: ShareTrailIntent, completion: @escaping (ShareTrailIntentResponse) -> Void) {
        guard let trailID = intent.trail?.identifier else {
            completion(ShareTrailIntentResponse(code: .failure, userActivity: nil))
            return
        }
        Task {
            do {
                let link = try await ShareLinkService.shared.makeLink(trailID: trailID, message: intent.message)
                let response = ShareTrailIntentResponse(code: .success, userActivity: nil)
                response.shareURL = link
                completion(response)
            } catch {
                completion(ShareTrailIntentResponse(code: .failure, userActivity: nil))
            }
        }
    }
}

/// Creates short links that open a trail in TrailMix (or on the web without the app).
actor ShareLinkService {
    static let shared = ShareLinkService()

    private let endpoint = URL(string: "https://api.trailmix.example/v2/share")!

    func makeLink(trailID: String, message: String?) async throws -> URL {
        var request = URLRequest(url: endpoint)
        request.httpMethod = "POST"
        request.setValue("application/json", forHTTPHeaderField: "Content-Type")
        request.httpBody = try JSONEncoder().encode(["trail": trailID, "message": message ?? ""])

        let (data, _) = try await URLSession.shared.data(for: request)
        struct Reply: Decodable { let url: URL }
        return try JSONDecoder().decode(Reply.self, from: data).url
    }
}
