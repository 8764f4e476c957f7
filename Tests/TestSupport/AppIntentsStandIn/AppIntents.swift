import CoreLocation
import Foundation

// Every declaration carries the availability Apple documents (iOS, macOS, watchOS, tvOS; the other
// platforms are left to `*`), so a type-check against an iOS standard library enforces `@available`.

// MARK: Parameter values

/// Stands for the value protocols App Intents accepts in `@Parameter` (`_IntentValue`, `AppValue`):
/// a type not listed here (`NSNumber`, `INPerson`) fails the type-check, as it fails in Xcode.
public protocol _IntentValue {}
extension Never: _IntentValue {}
extension String: _IntentValue {}
extension Int: _IntentValue {}
extension Bool: _IntentValue {}
extension Double: _IntentValue {}
extension Date: _IntentValue {}
extension DateComponents: _IntentValue {}
extension URL: _IntentValue {}
extension CLPlacemark: _IntentValue {}
extension Measurement: _IntentValue {}
extension Array: _IntentValue where Element: _IntentValue {}

// https://developer.apple.com/documentation/appintents/intentperson — `struct IntentPerson` (iOS 16)
@available(iOS 16.0, macOS 13.0, watchOS 9.0, tvOS 16.0, *)
public struct IntentPerson: _IntentValue, Sendable {}
// https://developer.apple.com/documentation/appintents/intentfile — `struct IntentFile` (iOS 16)
@available(iOS 16.0, macOS 13.0, watchOS 9.0, tvOS 16.0, *)
public struct IntentFile: _IntentValue, Sendable {}
// https://developer.apple.com/documentation/appintents/intentcurrencyamount — `struct IntentCurrencyAmount` (iOS 16)
@available(iOS 16.0, macOS 13.0, watchOS 9.0, tvOS 16.0, *)
public struct IntentCurrencyAmount: _IntentValue, Sendable {}
// https://developer.apple.com/documentation/appintents/intentpaymentmethod — `struct IntentPaymentMethod` (iOS 16)
@available(iOS 16.0, macOS 13.0, watchOS 9.0, tvOS 16.0, *)
public struct IntentPaymentMethod: _IntentValue, Sendable {}

// MARK: Intents

// https://developer.apple.com/documentation/appintents/intentdescription — `init(_ descriptionText: LocalizedStringResource, …)`
@available(iOS 16.0, macOS 13.0, watchOS 9.0, tvOS 16.0, *)
public struct IntentDescription: Sendable {
    public init(_ descriptionText: LocalizedStringResource) {}
}

// https://developer.apple.com/documentation/appintents/intentresult — `protocol IntentResult : Sendable`;
// https://developer.apple.com/documentation/appintents/intentresult/value-swift.associatedtype —
// `associatedtype Value : _IntentValue = Never`.
@available(iOS 16.0, macOS 13.0, watchOS 9.0, tvOS 16.0, *)
public protocol IntentResult: Sendable {
    associatedtype Value: _IntentValue = Never
}
// https://developer.apple.com/documentation/appintents/returnsvalue — `protocol ReturnsValue<Value> : IntentResult`
@available(iOS 16.0, macOS 13.0, watchOS 9.0, tvOS 16.0, *)
public protocol ReturnsValue<Value>: IntentResult {
    associatedtype Value: _IntentValue
}
// https://developer.apple.com/documentation/appintents/intentresultcontainer —
// `struct IntentResultContainer<Value, OpensIntent, Content, Dialog>` (its value: `ReturnsValue` when `Value` is one).
@available(iOS 16.0, macOS 13.0, watchOS 9.0, tvOS 16.0, *)
public struct IntentResultContainer<Value: _IntentValue, OpensIntent, Content, Dialog>: IntentResult, ReturnsValue {}
// https://developer.apple.com/documentation/appintents/intentresult/result() —
// `static func result() -> Self where Self == IntentResultContainer<Never, Never, Never, Never>`;
// https://developer.apple.com/documentation/appintents/intentresult/result(value:) —
// `static func result<Value>(value: Value) -> Self where Self == IntentResultContainer<Value, Never, Never, Never>,
// Value : _IntentValue`.
@available(iOS 16.0, macOS 13.0, watchOS 9.0, tvOS 16.0, *)
extension IntentResult {
    public static func result() -> Self where Self == IntentResultContainer<Never, Never, Never, Never> { fatalError() }
    public static func result<V: _IntentValue>(value: V) -> Self
    where Self == IntentResultContainer<V, Never, Never, Never> {
        fatalError()
    }
}

// https://developer.apple.com/documentation/appintents/appintent — `protocol AppIntent : PersistentlyIdentifiable,
// Sendable` (iOS 16); requirements `init()`, `static var title: LocalizedStringResource`,
// `static var description: IntentDescription?`, `func perform() async throws -> Self.PerformResult`,
// `@ParameterSummaryBuilder<Self> static var parameterSummary: Self.SummaryContent`;
// https://developer.apple.com/documentation/appintents/appintent/openappwhenrun — `static var openAppWhenRun: Bool`
// (iOS 16.0–26.0: deprecated, "Use supportedModes instead");
// https://developer.apple.com/documentation/appintents/appintent/isdiscoverable — `static var isDiscoverable: Bool`
// (iOS 17; default true; App Shortcuts require true);
// https://developer.apple.com/documentation/appintents/appintent/supportedmodes — `static var supportedModes:
// IntentModes` (iOS 26).
@available(iOS 16.0, macOS 13.0, watchOS 9.0, tvOS 16.0, *)
public protocol AppIntent: Sendable {
    init()
    static var title: LocalizedStringResource { get }
    static var description: IntentDescription? { get }
    @available(iOS, introduced: 16.0, deprecated: 26.0, message: "Use supportedModes instead")
    @available(macOS, introduced: 13.0, deprecated: 26.0, message: "Use supportedModes instead")
    @available(watchOS, introduced: 9.0, deprecated: 26.0, message: "Use supportedModes instead")
    @available(tvOS, introduced: 16.0, deprecated: 26.0, message: "Use supportedModes instead")
    static var openAppWhenRun: Bool { get }
    @available(iOS 17.0, macOS 14.0, watchOS 10.0, tvOS 17.0, *)
    static var isDiscoverable: Bool { get }
    @available(iOS 26.0, macOS 26.0, watchOS 26.0, tvOS 26.0, *)
    static var supportedModes: IntentModes { get }
    associatedtype PerformResult: IntentResult
    func perform() async throws -> PerformResult
    associatedtype SummaryContent: ParameterSummary = EmptyParameterSummary
    @ParameterSummaryBuilder<Self> static var parameterSummary: SummaryContent { get }
}

@available(iOS 16.0, macOS 13.0, watchOS 9.0, tvOS 16.0, *)
extension AppIntent {
    public static var description: IntentDescription? { nil }
    @available(iOS, introduced: 16.0, deprecated: 26.0, message: "Use supportedModes instead")
    @available(macOS, introduced: 13.0, deprecated: 26.0, message: "Use supportedModes instead")
    @available(watchOS, introduced: 9.0, deprecated: 26.0, message: "Use supportedModes instead")
    @available(tvOS, introduced: 16.0, deprecated: 26.0, message: "Use supportedModes instead")
    public static var openAppWhenRun: Bool { false }
    @available(iOS 17.0, macOS 14.0, watchOS 10.0, tvOS 17.0, *)
    public static var isDiscoverable: Bool { true }
    @available(iOS 26.0, macOS 26.0, watchOS 26.0, tvOS 26.0, *)
    public static var supportedModes: IntentModes { .background }
    // https://developer.apple.com/documentation/appintents/appintent/parameter — `typealias Parameter = IntentParameter`
    public typealias Parameter = IntentParameter
}

// https://developer.apple.com/documentation/appintents/intentmodes — `struct IntentModes` (iOS 26), a set of options;
// https://developer.apple.com/documentation/appintents/intentmodes/background,
// https://developer.apple.com/documentation/appintents/intentmodes/foreground.
@available(iOS 26.0, macOS 26.0, watchOS 26.0, tvOS 26.0, *)
public struct IntentModes: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static var background: IntentModes { IntentModes(rawValue: 1) }
    public static var foreground: IntentModes { IntentModes(rawValue: 2) }
}

@available(iOS 16.0, macOS 13.0, watchOS 9.0, tvOS 16.0, *)
extension AppIntent where SummaryContent == EmptyParameterSummary {
    public static var parameterSummary: EmptyParameterSummary { EmptyParameterSummary() }
}

// https://developer.apple.com/documentation/appintents/customintentmigratedappintent —
// `protocol CustomIntentMigratedAppIntent : AppIntent`, `static var intentClassName: String { get }` (iOS 16)
@available(iOS 16.0, macOS 13.0, watchOS 9.0, tvOS 16.0, *)
public protocol CustomIntentMigratedAppIntent: AppIntent {
    static var intentClassName: String { get }
}

// https://developer.apple.com/documentation/appintents/widgetconfigurationintent —
// `protocol WidgetConfigurationIntent : AppIntent` (iOS 17)
@available(iOS 17.0, macOS 14.0, watchOS 10.0, *)
public protocol WidgetConfigurationIntent: AppIntent {}

// MARK: @Parameter

/// Optional parameter values: `Optional<Wrapped>` where `Wrapped` is a parameter value.
public protocol _OptionalIntentValue { associatedtype Wrapped: _IntentValue }
extension Optional: _OptionalIntentValue where Wrapped: _IntentValue {}

// https://developer.apple.com/documentation/appintents/intentparameter —
// `@propertyWrapper final class IntentParameter<Value> where Value : _IntentValue`; initializers
// `init(title:description:default:…)` for a value with a default, `init(title:description:…)` for an
// optional value, `init(title:description:optionsProvider:…)` with a `DynamicOptionsProvider`
// (each reduced to the labels the generator writes).
@available(iOS 16.0, macOS 13.0, watchOS 9.0, tvOS 16.0, *)
@propertyWrapper public final class IntentParameter<Value>: @unchecked Sendable {
    public var wrappedValue: Value {
        get { fatalError() }
        set {}
    }
    public var projectedValue: IntentParameter<Value> { self }

    public init(title: LocalizedStringResource, description: LocalizedStringResource? = nil)
    where Value: _OptionalIntentValue {}

    public init(title: LocalizedStringResource, description: LocalizedStringResource? = nil, default: Value)
    where Value: _IntentValue {}

    public init<Provider: DynamicOptionsProvider>(
        title: LocalizedStringResource, description: LocalizedStringResource? = nil, optionsProvider: Provider
    ) where Value: _OptionalIntentValue, Provider.DefaultValue == Value.Wrapped {}
}

// https://developer.apple.com/documentation/appintents/dynamicoptionsprovider —
// `protocol DynamicOptionsProvider`, `associatedtype DefaultValue`, `func results() async throws -> Self.Result`
// (reduced: the result is an array of values).
@available(iOS 16.0, macOS 13.0, watchOS 9.0, tvOS 16.0, *)
public protocol DynamicOptionsProvider: Sendable {
    associatedtype DefaultValue: _IntentValue
    func results() async throws -> [DefaultValue]
}

// MARK: Entities and enums

// https://developer.apple.com/documentation/appintents/typedisplayrepresentation — `init(name: LocalizedStringResource, …)`
@available(iOS 16.0, macOS 13.0, watchOS 9.0, tvOS 16.0, *)
public struct TypeDisplayRepresentation: Sendable {
    public init(name: LocalizedStringResource) {}
}
// https://developer.apple.com/documentation/appintents/displayrepresentation — `init(title: LocalizedStringResource,
// subtitle: LocalizedStringResource? = nil, image: DisplayRepresentation.Image? = nil, …)`
@available(iOS 16.0, macOS 13.0, watchOS 9.0, tvOS 16.0, *)
public struct DisplayRepresentation: Sendable {
    public init(title: LocalizedStringResource, subtitle: LocalizedStringResource? = nil, image: Image? = nil) {}

    // https://developer.apple.com/documentation/appintents/displayrepresentation/image — `init(named:isTemplate:)`,
    // `init(systemName:isTemplate:)`, `init(url:isTemplate:)`, `init(data:isTemplate:)`.
    public struct Image: Sendable {
        public init(named name: String, isTemplate: Bool = false) {}
        public init(systemName: String, isTemplate: Bool = false) {}
        public init(url: URL, isTemplate: Bool = false) {}
        public init(data: Data, isTemplate: Bool = false) {}
    }
}

// https://developer.apple.com/documentation/appintents/appenum — `protocol AppEnum : AppValue, CaseIterable,
// StaticDisplayRepresentable, RawRepresentable where RawValue : LosslessStringConvertible`;
// `static var caseDisplayRepresentations: [Self : DisplayRepresentation] { get }`.
@available(iOS 16.0, macOS 13.0, watchOS 9.0, tvOS 16.0, *)
public protocol AppEnum: _IntentValue, CaseIterable, RawRepresentable, Hashable, Sendable
where RawValue: LosslessStringConvertible {
    static var typeDisplayRepresentation: TypeDisplayRepresentation { get }
    static var caseDisplayRepresentations: [Self: DisplayRepresentation] { get }
}

// https://developer.apple.com/documentation/appintents/appentity — `protocol AppEntity : Identifiable,
// DisplayRepresentable, …`; `associatedtype DefaultQuery : EntityQuery`, `static var defaultQuery: Self.DefaultQuery`.
@available(iOS 16.0, macOS 13.0, watchOS 9.0, tvOS 16.0, *)
public protocol AppEntity: _IntentValue, Identifiable, Sendable {
    static var typeDisplayRepresentation: TypeDisplayRepresentation { get }
    var displayRepresentation: DisplayRepresentation { get }
    associatedtype DefaultQuery: EntityQuery
    static var defaultQuery: DefaultQuery { get }
}

// https://developer.apple.com/documentation/appintents/entityquery — `protocol EntityQuery`;
// `func entities(for identifiers: [Self.Entity.ID]) async throws -> Self.Result`,
// `func suggestedEntities() async throws -> Self.Result`, `func defaultResult() async -> Self.Entity?`
// (reduced: results are arrays).
@available(iOS 16.0, macOS 13.0, watchOS 9.0, tvOS 16.0, *)
public protocol EntityQuery: Sendable {
    associatedtype Entity: AppEntity
    func entities(for identifiers: [Entity.ID]) async throws -> [Entity]
    func suggestedEntities() async throws -> [Entity]
    func defaultResult() async -> Entity?
}

@available(iOS 16.0, macOS 13.0, watchOS 9.0, tvOS 16.0, *)
extension EntityQuery {
    public func suggestedEntities() async throws -> [Entity] { [] }
    public func defaultResult() async -> Entity? { nil }
}

// MARK: Parameter summaries

// https://developer.apple.com/documentation/appintents/parametersummary — `protocol ParameterSummary`
@available(iOS 16.0, macOS 13.0, watchOS 9.0, tvOS 16.0, *)
public protocol ParameterSummary {}
/// The summaries that belong to one intent type (App Intents ties them through `ParameterSummaryBuilder<Intent>`).
@available(iOS 16.0, macOS 13.0, watchOS 9.0, tvOS 16.0, *)
public protocol _IntentParameterSummary: ParameterSummary { associatedtype Intent }
@available(iOS 16.0, macOS 13.0, watchOS 9.0, tvOS 16.0, *)
public struct EmptyParameterSummary: ParameterSummary { public init() {} }

// https://developer.apple.com/documentation/appintents/parametersummarybuilder — `@resultBuilder struct ParameterSummaryBuilder<Intent> where Intent : AppIntent`
@available(iOS 16.0, macOS 13.0, watchOS 9.0, tvOS 16.0, *)
@resultBuilder public enum ParameterSummaryBuilder<Intent: AppIntent> {
    public static func buildExpression<Content: _IntentParameterSummary>(_ content: Content) -> Content
    where Content.Intent == Intent { content }
    public static func buildBlock<Content: ParameterSummary>(_ content: Content) -> Content { content }
}

// https://developer.apple.com/documentation/appintents/parametersummarystring — `struct ParameterSummaryString<Intent>`,
// `ExpressibleByStringInterpolation`; its interpolation takes `KeyPath<Intent, IntentParameter<Value>>`.
@available(iOS 16.0, macOS 13.0, watchOS 9.0, tvOS 16.0, *)
public struct ParameterSummaryString<Intent>: ExpressibleByStringInterpolation {
    public struct StringInterpolation: StringInterpolationProtocol {
        public init(literalCapacity: Int, interpolationCount: Int) {}
        public mutating func appendLiteral(_ literal: String) {}
        public mutating func appendInterpolation<Value>(_ parameter: KeyPath<Intent, IntentParameter<Value>>) {}
    }
    public init(stringLiteral value: String) {}
    public init(stringInterpolation: StringInterpolation) {}
}

/// One parameter listed under a summary.
@available(iOS 16.0, macOS 13.0, watchOS 9.0, tvOS 16.0, *)
public struct _SummaryItem<Intent> {}

// https://developer.apple.com/documentation/appintents/parametersummarycaseBuilder and Summary's trailing closure:
// a list of `\.$parameter` key paths.
@available(iOS 16.0, macOS 13.0, watchOS 9.0, tvOS 16.0, *)
@resultBuilder public enum ParameterSummaryContentBuilder<Intent> {
    public static func buildExpression<Value>(
        _ parameter: KeyPath<Intent, IntentParameter<Value>>
    ) -> _SummaryItem<Intent> {
        _SummaryItem()
    }
    public static func buildBlock(_ items: _SummaryItem<Intent>...) -> [_SummaryItem<Intent>] { items }
}

// https://developer.apple.com/documentation/appintents/summary — `struct Summary<Intent, Content>`;
// the table comes from IntentParameterSummary's initializers:
// https://developer.apple.com/documentation/appintents/intentparametersummary/init(_:table:) —
// `init(_ string: ParameterSummaryString<Intent>, table: String? = nil)`, and
// https://developer.apple.com/documentation/appintents/intentparametersummary/init(_:table:_:) —
// `init(_ string: ParameterSummaryString<Intent>, table: String? = nil, @…ParameterKeyPathsBuilder _ …)`.
@available(iOS 16.0, macOS 13.0, watchOS 9.0, tvOS 16.0, *)
public struct Summary<Intent: AppIntent, Content>: _IntentParameterSummary {
    public init(_ summary: ParameterSummaryString<Intent>, table: String? = nil) where Content == Void {}
    public init(
        _ summary: ParameterSummaryString<Intent>, table: String? = nil,
        @ParameterSummaryContentBuilder<Intent> _ content: () -> Content
    ) {}
}

// https://developer.apple.com/documentation/appintents/equatablecomparisonoperator — `.equalTo`, `.notEqualTo`
@available(iOS 16.0, macOS 13.0, watchOS 9.0, tvOS 16.0, *)
public enum EquatableComparisonOperator { case equalTo, notEqualTo }
// https://developer.apple.com/documentation/appintents/hasvaluecomparisonoperator — `.hasAnyValue`, `.hasNoValue`
@available(iOS 16.0, macOS 13.0, watchOS 9.0, tvOS 16.0, *)
public enum HasValueComparisonOperator { case hasAnyValue, hasNoValue }

// https://developer.apple.com/documentation/appintents/when — `struct When<Intent, Value, Then, Otherwise>`;
// `init(_ parameter: KeyPath<Intent, IntentParameter<Value>>, _ comparisonOperator: EquatableComparisonOperator,
//  _ value: Value, @ParameterSummaryBuilder<Intent> _ then: () -> Then, @ParameterSummaryBuilder<Intent> otherwise: () -> Otherwise)`
// and the `HasValueComparisonOperator` form (the value is unwrapped for an optional parameter, as App Intents does).
@available(iOS 16.0, macOS 13.0, watchOS 9.0, tvOS 16.0, *)
public struct When<Intent: AppIntent, Value, Then: ParameterSummary, Otherwise: ParameterSummary>:
    _IntentParameterSummary
{
    public init(
        _ parameter: KeyPath<Intent, IntentParameter<Value>>, _ comparisonOperator: EquatableComparisonOperator,
        _ value: Value, @ParameterSummaryBuilder<Intent> _ then: () -> Then,
        @ParameterSummaryBuilder<Intent> otherwise: () -> Otherwise
    ) {}
    public init<Wrapped>(
        _ parameter: KeyPath<Intent, IntentParameter<Wrapped?>>, _ comparisonOperator: EquatableComparisonOperator,
        _ value: Wrapped, @ParameterSummaryBuilder<Intent> _ then: () -> Then,
        @ParameterSummaryBuilder<Intent> otherwise: () -> Otherwise
    ) where Value == Wrapped? {}
    public init(
        _ parameter: KeyPath<Intent, IntentParameter<Value>>, _ comparisonOperator: HasValueComparisonOperator,
        @ParameterSummaryBuilder<Intent> _ then: () -> Then, @ParameterSummaryBuilder<Intent> otherwise: () -> Otherwise
    ) {}
}

// MARK: App Shortcuts

// https://developer.apple.com/documentation/appintents/appshortcutphrasetoken — `.applicationName`
@available(iOS 16.0, macOS 13.0, watchOS 9.0, tvOS 16.0, *)
public enum AppShortcutPhraseToken { case applicationName }

// https://developer.apple.com/documentation/appintents/appshortcutphrase — `struct AppShortcutPhrase<Intent>`,
// `ExpressibleByStringInterpolation`; interpolates `AppShortcutPhraseToken` and the intent's parameters.
@available(iOS 16.0, macOS 13.0, watchOS 9.0, tvOS 16.0, *)
public struct AppShortcutPhrase<Intent>: ExpressibleByStringInterpolation {
    public struct StringInterpolation: StringInterpolationProtocol {
        public init(literalCapacity: Int, interpolationCount: Int) {}
        public mutating func appendLiteral(_ literal: String) {}
        public mutating func appendInterpolation(_ token: AppShortcutPhraseToken) {}
    }
    public init(stringLiteral value: String) {}
    public init(stringInterpolation: StringInterpolation) {}
}

// https://developer.apple.com/documentation/appintents/appshortcut — `init<Intent>(intent: Intent,
// phrases: [AppShortcutPhrase<Intent>])` (iOS 16; the `shortTitle:systemImageName:` form is iOS 17).
@available(iOS 16.0, macOS 13.0, watchOS 9.0, tvOS 16.0, *)
public struct AppShortcut {
    public init<Intent: AppIntent>(intent: Intent, phrases: [AppShortcutPhrase<Intent>]) {}
}

// https://developer.apple.com/documentation/appintents/appshortcutsbuilder — `@resultBuilder struct AppShortcutsBuilder`
@available(iOS 16.0, macOS 13.0, watchOS 9.0, tvOS 16.0, *)
@resultBuilder public enum AppShortcutsBuilder {
    public static func buildExpression(_ shortcut: AppShortcut) -> [AppShortcut] { [shortcut] }
    public static func buildBlock(_ shortcuts: [AppShortcut]...) -> [AppShortcut] { shortcuts.flatMap { $0 } }
}

// https://developer.apple.com/documentation/appintents/appshortcutsprovider —
// `@AppShortcutsBuilder static var appShortcuts: [AppShortcut] { get }`
@available(iOS 16.0, macOS 13.0, watchOS 9.0, tvOS 16.0, *)
public protocol AppShortcutsProvider {
    @AppShortcutsBuilder static var appShortcuts: [AppShortcut] { get }
}
