//
//  ExportLogbookAppIntent.swift
//  TrailMixMac
//

import AppIntents
import Foundation

/// App Intents twin of ExportLogbookIntent; the Mac app requires macOS 14, so it is the only
/// one Shortcuts shows there.
@available(macOS 13.0, *)
struct ExportLogbookAppIntent: AppIntent, CustomIntentMigratedAppIntent {
    static let intentClassName = "ExportLogbookIntent"

    static let title: LocalizedStringResource = "Export Logbook"
    static let description = IntentDescription("Exports your hiking logbook as GPX or CSV.")

    @Parameter(title: "Format")
    var format: LogbookFormatAppEnum?

    @Parameter(title: "Include Photos", default: false)
    var includePhotos: Bool

    static var parameterSummary: some ParameterSummary {
        Summary("Export the logbook as \(\.$format)") {
            \.$includePhotos
        }
    }

    func perform() async throws -> some IntentResult & ReturnsValue<IntentFile> {
        let chosen = format ?? .gpx
        let url = try LogbookExporter().export(format: chosen.exporterFormat, includePhotos: includePhotos)
        return .result(value: IntentFile(fileURL: url, filename: url.lastPathComponent))
    }
}

@available(macOS 13.0, *)
enum LogbookFormatAppEnum: String, AppEnum {
    case gpx
    case csv

    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Format"
    static let caseDisplayRepresentations: [LogbookFormatAppEnum: DisplayRepresentation] = [
        .gpx: "GPX",
        .csv: "CSV",
    ]

    var exporterFormat: LogbookExporter.Format {
        switch self {
        case .gpx: return .gpx
        case .csv: return .csv
        }
    }
}
