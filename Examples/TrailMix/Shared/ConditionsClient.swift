//
//  ConditionsClient.swift
//  TrailMix
//

import Foundation

/// Weather and ground conditions for one trail, as the TrailMix API returns them.
struct ConditionsReport: Codable, Sendable {
    var trailID: String
    var summary: String
    var temperatureC: Double
    var elevationGainM: Int
    var issuedAt: Date
}

/// Talks to the conditions endpoint of the TrailMix API.
final class ConditionsClient: @unchecked Sendable {
    static let shared = ConditionsClient()

    private let baseURL = URL(string: "https://api.trailmix.example/v2/conditions")!
    private let session: URLSession

    init(session: URLSession = .shared) {
        self.session = session
    }

    func report(for trailID: String) async throws -> ConditionsReport {
        let (data, response) = try await session.data(from: baseURL.appendingPathComponent(trailID))
        guard (response as? HTTPURLResponse)?.statusCode == 200 else {
            throw URLError(.badServerResponse)
        }
        return try Self.decoder.decode(ConditionsReport.self, from: data)
    }

    /// Blocking variant for callers that cannot be async (the iOS 16 widget provider).
    func reportBlocking(for trailID: String, timeout: TimeInterval = 10) -> ConditionsReport? {
        let semaphore = DispatchSemaphore(value: 0)
        var report: ConditionsReport?
        session.dataTask(with: baseURL.appendingPathComponent(trailID)) { data, _, _ in
            defer { semaphore.signal() }
            guard let data else { return }
            report = try? Self.decoder.decode(ConditionsReport.self, from: data)
        }.resume()
        _ = semaphore.wait(timeout: .now() + timeout)
        return report
    }

    private static let decoder: JSONDecoder = {
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .iso8601
        return decoder
    }()
}
