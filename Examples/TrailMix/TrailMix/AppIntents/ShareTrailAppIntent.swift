//
//  ShareTrailAppIntent.swift
//  TrailMix
//

import AppIntents
import Foundation

/// Creates a link to a trail that friends can open.
@available(iOS 16.0, macOS 13.0, watchOS 9.0, *)
struct ShareTrailAppIntent: AppIntent {
    static let title: LocalizedStringResource = "Share Trail"
    static let description = IntentDescription("Creates a link to a trail that friends can open.")

    @Parameter(title: "Trail")
    var trail: TrailEntity

    @Parameter(title: "Message")
    var message: String?

    static var parameterSummary: some ParameterSummary {
        Summary("Share \(\.$trail)") {
            \.$message
        }
    }

    func perform() async throws -> some IntentResult & ReturnsValue<URL> & ProvidesDialog {
        let link = try await ShareLinkService.shared.makeLink(trailID: trail.id, message: message)
        return .result(value: link, dialog: "Here is the link to \(trail.name).")
    }
}
