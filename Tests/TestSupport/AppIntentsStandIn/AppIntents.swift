import CoreLocation
import Foundation

// MARK: Strings (Foundation on Apple platforms; swift-corelibs-foundation has no LocalizedStringResource)

// https://developer.apple.com/documentation/foundation/localizedstringresource —
// `struct LocalizedStringResource`, `ExpressibleByStringInterpolation`;
// `init(_ keyAndValue: String.LocalizationValue, table: String? = nil, locale: Locale = .current,
//  bundle: BundleDescription = .main, comment: StaticString? = nil)` (reduced to key and table).
public struct LocalizedStringResource: ExpressibleByStringInterpolation, Sendable {
    public init(stringLiteral value: String) {}
    public init(_ keyAndValue: String, table: String? = nil) {}
}

// https://developer.apple.com/documentation/foundation/customlocalizedstringresourceconvertible
public protocol CustomLocalizedStringResourceConvertible {
    var localizedStringResource: LocalizedStringResource { get }
}

// MARK: Parameter values

/// Stands for the value protocols App Intents accepts in `@Parameter` (`_IntentValue`, `AppValue`):
/// a type not listed here (`NSNumber`, `INPerson`) fails the type-check, as it fails in Xcode.
public protocol _IntentValue {}
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
public struct IntentPerson: _IntentValue, Sendable {}
// https://developer.apple.com/documentation/appintents/intentfile — `struct IntentFile` (iOS 16)
public struct IntentFile: _IntentValue, Sendable {}
// https://developer.apple.com/documentation/appintents/intentcurrencyamount — `struct IntentCurrencyAmount` (iOS 16)
public struct IntentCurrencyAmount: _IntentValue, Sendable {}
// https://developer.apple.com/documentation/appintents/intentpaymentmethod — `struct IntentPaymentMethod` (iOS 16)
public struct IntentPaymentMethod: _IntentValue, Sendable {}

// MARK: Intents

// https://developer.apple.com/documentation/appintents/intentdescription — `init(_ descriptionText: LocalizedStringResource, …)`
public struct IntentDescription: Sendable {
    public init(_ descriptionText: LocalizedStringResource) {}
}

// https://developer.apple.com/documentation/appintents/intentresult — `protocol IntentResult`
public protocol IntentResult {}
// https://developer.apple.com/documentation/appintents/intentresultcontainer —
// `struct IntentResultContainer<Value, OpensIntent, Content, Dialog>`
public struct IntentResultContainer<Value, OpensIntent, Content, Dialog>: IntentResult {}
// https://developer.apple.com/documentation/appintents/intentresult/result() —
// `extension IntentResult where Self == IntentResultContainer<Never, Never, Never, Never>`, `static func result() -> Self`
extension IntentResult where Self == IntentResultContainer<Never, Never, Never, Never> {
    public static func result() -> Self { fatalError() }
}

// https://developer.apple.com/documentation/appintents/appintent — `protocol AppIntent : PersistentlyIdentifiable, Sendable`;
// requirements `init()`, `static var title: LocalizedStringResource`, `static var description: IntentDescription?`,
// `static var openAppWhenRun: Bool`, `static var isDiscoverable: Bool`, `func perform() async throws -> Self.PerformResult`,
// `@ParameterSummaryBuilder<Self> static var parameterSummary: Self.SummaryContent`.
public protocol AppIntent: Sendable {
    init()
    static var title: LocalizedStringResource { get }
    static var description: IntentDescription? { get }
    static var openAppWhenRun: Bool { get }
    static var isDiscoverable: Bool { get }
    associatedtype PerformResult: IntentResult
    func perform() async throws -> PerformResult
    associatedtype SummaryContent: ParameterSummary = EmptyParameterSummary
    @ParameterSummaryBuilder<Self> static var parameterSummary: SummaryContent { get }
}

extension AppIntent {
    public static var description: IntentDescription? { nil }
    public static var openAppWhenRun: Bool { false }
    public static var isDiscoverable: Bool { true }
    // https://developer.apple.com/documentation/appintents/appintent/parameter — `typealias Parameter = IntentParameter`
    public typealias Parameter = IntentParameter
}

extension AppIntent where SummaryContent == EmptyParameterSummary {
    public static var parameterSummary: EmptyParameterSummary { EmptyParameterSummary() }
}

// https://developer.apple.com/documentation/appintents/customintentmigratedappintent —
// `protocol CustomIntentMigratedAppIntent : AppIntent`, `static var intentClassName: String { get }` (iOS 16)
public protocol CustomIntentMigratedAppIntent: AppIntent {
    static var intentClassName: String { get }
}

// https://developer.apple.com/documentation/appintents/widgetconfigurationintent —
// `protocol WidgetConfigurationIntent : AppIntent` (iOS 17)
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
public protocol DynamicOptionsProvider: Sendable {
    associatedtype DefaultValue: _IntentValue
    func results() async throws -> [DefaultValue]
}

// MARK: Entities and enums

// https://developer.apple.com/documentation/appintents/typedisplayrepresentation — `init(name: LocalizedStringResource, …)`
public struct TypeDisplayRepresentation: Sendable {
    public init(name: LocalizedStringResource) {}
}
// https://developer.apple.com/documentation/appintents/displayrepresentation — `init(title: LocalizedStringResource,
// subtitle: LocalizedStringResource? = nil, image: DisplayRepresentation.Image? = nil, …)`
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
public protocol AppEnum: _IntentValue, CaseIterable, RawRepresentable, Hashable, Sendable
where RawValue: LosslessStringConvertible {
    static var typeDisplayRepresentation: TypeDisplayRepresentation { get }
    static var caseDisplayRepresentations: [Self: DisplayRepresentation] { get }
}

// https://developer.apple.com/documentation/appintents/appentity — `protocol AppEntity : Identifiable,
// DisplayRepresentable, …`; `associatedtype DefaultQuery : EntityQuery`, `static var defaultQuery: Self.DefaultQuery`.
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
public protocol EntityQuery: Sendable {
    associatedtype Entity: AppEntity
    func entities(for identifiers: [Entity.ID]) async throws -> [Entity]
    func suggestedEntities() async throws -> [Entity]
    func defaultResult() async -> Entity?
}

extension EntityQuery {
    public func suggestedEntities() async throws -> [Entity] { [] }
    public func defaultResult() async -> Entity? { nil }
}

// MARK: Parameter summaries

// https://developer.apple.com/documentation/appintents/parametersummary — `protocol ParameterSummary`
public protocol ParameterSummary {}
/// The summaries that belong to one intent type (App Intents ties them through `ParameterSummaryBuilder<Intent>`).
public protocol _IntentParameterSummary: ParameterSummary { associatedtype Intent }
public struct EmptyParameterSummary: ParameterSummary { public init() {} }

// https://developer.apple.com/documentation/appintents/parametersummarybuilder — `@resultBuilder struct ParameterSummaryBuilder<Intent> where Intent : AppIntent`
@resultBuilder public enum ParameterSummaryBuilder<Intent: AppIntent> {
    public static func buildExpression<Content: _IntentParameterSummary>(_ content: Content) -> Content
    where Content.Intent == Intent { content }
    public static func buildBlock<Content: ParameterSummary>(_ content: Content) -> Content { content }
}

// https://developer.apple.com/documentation/appintents/parametersummarystring — `struct ParameterSummaryString<Intent>`,
// `ExpressibleByStringInterpolation`; its interpolation takes `KeyPath<Intent, IntentParameter<Value>>`.
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
public struct _SummaryItem<Intent> {}

// https://developer.apple.com/documentation/appintents/parametersummarycaseBuilder and Summary's trailing closure:
// a list of `\.$parameter` key paths.
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
public struct Summary<Intent: AppIntent, Content>: _IntentParameterSummary {
    public init(_ summary: ParameterSummaryString<Intent>, table: String? = nil) where Content == Void {}
    public init(
        _ summary: ParameterSummaryString<Intent>, table: String? = nil,
        @ParameterSummaryContentBuilder<Intent> _ content: () -> Content
    ) {}
}

// https://developer.apple.com/documentation/appintents/equatablecomparisonoperator — `.equalTo`, `.notEqualTo`
public enum EquatableComparisonOperator { case equalTo, notEqualTo }
// https://developer.apple.com/documentation/appintents/hasvaluecomparisonoperator — `.hasAnyValue`, `.hasNoValue`
public enum HasValueComparisonOperator { case hasAnyValue, hasNoValue }

// https://developer.apple.com/documentation/appintents/when — `struct When<Intent, Value, Then, Otherwise>`;
// `init(_ parameter: KeyPath<Intent, IntentParameter<Value>>, _ comparisonOperator: EquatableComparisonOperator,
//  _ value: Value, @ParameterSummaryBuilder<Intent> _ then: () -> Then, @ParameterSummaryBuilder<Intent> otherwise: () -> Otherwise)`
// and the `HasValueComparisonOperator` form (the value is unwrapped for an optional parameter, as App Intents does).
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
public enum AppShortcutPhraseToken { case applicationName }

// https://developer.apple.com/documentation/appintents/appshortcutphrase — `struct AppShortcutPhrase<Intent>`,
// `ExpressibleByStringInterpolation`; interpolates `AppShortcutPhraseToken` and the intent's parameters.
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
public struct AppShortcut {
    public init<Intent: AppIntent>(intent: Intent, phrases: [AppShortcutPhrase<Intent>]) {}
}

// https://developer.apple.com/documentation/appintents/appshortcutsbuilder — `@resultBuilder struct AppShortcutsBuilder`
@resultBuilder public enum AppShortcutsBuilder {
    public static func buildExpression(_ shortcut: AppShortcut) -> [AppShortcut] { [shortcut] }
    public static func buildBlock(_ shortcuts: [AppShortcut]...) -> [AppShortcut] { shortcuts.flatMap { $0 } }
}

// https://developer.apple.com/documentation/appintents/appshortcutsprovider —
// `@AppShortcutsBuilder static var appShortcuts: [AppShortcut] { get }`
public protocol AppShortcutsProvider {
    @AppShortcutsBuilder static var appShortcuts: [AppShortcut] { get }
}
