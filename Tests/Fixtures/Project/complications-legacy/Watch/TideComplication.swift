import ClockKit

/// A data source written before watchOS 7: no descriptors, its families come from the Info.plist.
final class TideComplication: NSObject, CLKComplicationDataSource {
    func getSupportedTimeTravelDirections(
        for complication: CLKComplication, withHandler handler: @escaping (CLKComplicationTimeTravelDirections) -> Void
    ) {
        handler([.forward])
    }

    func getCurrentTimelineEntry(
        for complication: CLKComplication, withHandler handler: @escaping (CLKComplicationTimelineEntry?) -> Void
    ) {
        handler(nil)
    }
}
