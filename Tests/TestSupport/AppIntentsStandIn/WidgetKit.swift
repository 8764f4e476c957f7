import AppIntents
import Foundation
import Intents
import SwiftUI

// https://developer.apple.com/documentation/widgetkit/timelineentry — `protocol TimelineEntry`, `var date: Date { get }`
public protocol TimelineEntry { var date: Date { get } }
// https://developer.apple.com/documentation/widgetkit/timelineprovidercontext
public struct TimelineProviderContext {}
// https://developer.apple.com/documentation/widgetkit/timeline — `struct Timeline<EntryType> where EntryType : TimelineEntry`
public struct Timeline<EntryType: TimelineEntry> {}

// https://developer.apple.com/documentation/widgetkit/intenttimelineprovider — `protocol IntentTimelineProvider`;
// `associatedtype Entry : TimelineEntry`, `associatedtype Intent : INIntent`, `typealias Context = TimelineProviderContext`,
// `placeholder(in:)`, `getSnapshot(for:in:completion:)`, `getTimeline(for:in:completion:)`.
public protocol IntentTimelineProvider {
    associatedtype Entry: TimelineEntry
    associatedtype Intent: INIntent
    typealias Context = TimelineProviderContext
    func placeholder(in context: Context) -> Entry
    func getSnapshot(for configuration: Intent, in context: Context, completion: @escaping (Entry) -> Void)
    func getTimeline(for configuration: Intent, in context: Context, completion: @escaping (Timeline<Entry>) -> Void)
}

// https://developer.apple.com/documentation/widgetkit/appintenttimelineprovider — `protocol AppIntentTimelineProvider`
// (iOS 17); `associatedtype Intent : WidgetConfigurationIntent`, `func snapshot(for:in:) async -> Self.Entry`,
// `func timeline(for:in:) async -> Timeline<Self.Entry>`.
@available(iOS 17.0, macOS 14.0, watchOS 10.0, *)
public protocol AppIntentTimelineProvider {
    associatedtype Entry: TimelineEntry
    associatedtype Intent: WidgetConfigurationIntent
    typealias Context = TimelineProviderContext
    func placeholder(in context: Context) -> Entry
    func snapshot(for configuration: Intent, in context: Context) async -> Entry
    func timeline(for configuration: Intent, in context: Context) async -> Timeline<Entry>
}

// https://developer.apple.com/documentation/widgetkit/intentconfiguration — (iOS 14) `init<Provider>(kind: String,
// intent: Intent.Type, provider: Provider, @ViewBuilder content: @escaping (Provider.Entry) -> Content)
// where Intent == Provider.Intent, Provider : IntentTimelineProvider`
public struct IntentConfiguration<Intent: INIntent, Content: View>: WidgetConfiguration {
    public init<Provider: IntentTimelineProvider>(
        kind: String, intent: Intent.Type, provider: Provider,
        @ViewBuilder content: @escaping (Provider.Entry) -> Content
    ) where Provider.Intent == Intent {}
}

// https://developer.apple.com/documentation/widgetkit/appintentconfiguration — (iOS 17) `init<Provider>(kind: String,
// intent: Intent.Type = Intent.self, provider: Provider, @ViewBuilder content: @escaping (Provider.Entry) -> Content)
// where Intent == Provider.Intent, Provider : AppIntentTimelineProvider`
@available(iOS 17.0, macOS 14.0, watchOS 10.0, *)
public struct AppIntentConfiguration<Intent: WidgetConfigurationIntent, Content: View>: WidgetConfiguration {
    public init<Provider: AppIntentTimelineProvider>(
        kind: String, intent: Intent.Type = Intent.self, provider: Provider,
        @ViewBuilder content: @escaping (Provider.Entry) -> Content
    ) where Provider.Intent == Intent {}
}
