//
//  ExportLogbookIntentHandler.swift
//  TrailMixMac
//

import Foundation
import Intents

/// Handles the SiriKit ExportLogbookIntent (MacIntents.intentdefinition).
final class ExportLogbookIntentHandler: NSObject, ExportLogbookIntentHandling {
    func resolveFormat(for intent: ExportLogbookIntent,
                       with completion: @escaping (LogbookFormatResolutionResult) -> Void) {
        if intent.format == .unknown {
            completion(.needsValue())
        } else {
            completion(.success(with: intent.format))
        }
    }

    func handle(intent: ExportLogbookIntent, completion: @escaping (ExportLogbookIntentResponse) -> Void) {
        let format: LogbookExporter.Format
        switch intent.format {
        case .csv: format = .csv
        default: format = .gpx
        }
        do {
            let url = try LogbookExporter().export(format: format,
                                                   includePhotos: intent.includePhotos?.boolValue ?? false)
            let response = ExportLogbookIntentResponse(code: .success, userActivity: nil)
            response.file = INFile(fileURL: url, filename: url.lastPathComponent, typeIdentifier: nil)
            completion(response)
        } catch {
            completion(ExportLogbookIntentResponse(code: .failure, userActivity: nil))
        }
    }
}

/// Writes the logbook to a file in the temporary directory.
struct LogbookExporter {
    enum Format: String {
        case gpx, csv
    }

    func export(format: Format, includePhotos: Bool) throws -> URL {
        let entries = TrailStore.shared.logbook()
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("TrailMix Export", isDirectory: true)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let url = folder.appendingPathComponent("Logbook").appendingPathExtension(format.rawValue)

        let text: String
        switch format {
        case .csv:
            let rows = entries.map { "\($0.trailID),\($0.distanceKm),\($0.companions.joined(separator: ";"))" }
            text = (["trail,distance_km,companions"] + rows).joined(separator: "\n")
        case .gpx:
            let tracks = entries.map { "  <trk><name>\($0.trailID)</name><desc>\($0.distanceKm) km</desc></trk>" }
            text = (["<?xml version=\"1.0\" encoding=\"UTF-8\"?>", "<gpx version=\"1.1\" creator=\"TrailMix\">"]
                + tracks + ["</gpx>"]).joined(separator: "\n")
        }
        try text.write(to: url, atomically: true, encoding: .utf8)

        if includePhotos {
            let photos = TrailStore.containerURL.appendingPathComponent("Photos", isDirectory: true)
            let target = folder.appendingPathComponent("Photos", isDirectory: true)
            try? FileManager.default.removeItem(at: target)
            try FileManager.default.copyItem(at: photos, to: target)
        }
        return url
    }
}
