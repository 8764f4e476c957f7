// The few Foundation declarations the generated files and the legacy classes use. Embedded Swift (the
// type-check's `arm64-apple-ios` standard library) has no Foundation, so the stand-in declares them; on a
// host type-check it shadows swift-corelibs-foundation, so both checks see the same interface.

// https://developer.apple.com/documentation/objectivec/nsobject-swift.class — `class NSObject`
open class NSObject {
    public init() {}
}

// https://developer.apple.com/documentation/foundation/nsnumber — `class NSNumber : NSValue`;
// `init(value: Int)`, `init(value: Bool)`, `init(value: Double)`, `var intValue: Int`, `var boolValue: Bool`,
// `var doubleValue: Double`.
open class NSNumber: NSObject, @unchecked Sendable {
    public init(value: Int) {}
    public init(value: Bool) {}
    public init(value: Double) {}
    open var intValue: Int { fatalError() }
    open var boolValue: Bool { fatalError() }
    open var doubleValue: Double { fatalError() }
}

// https://developer.apple.com/documentation/foundation/url — `struct URL`
public struct URL: Hashable, Sendable {}
// https://developer.apple.com/documentation/foundation/data — `struct Data`
public struct Data: Hashable, Sendable {}
// https://developer.apple.com/documentation/foundation/date — `struct Date`
public struct Date: Hashable, Sendable {}
// https://developer.apple.com/documentation/foundation/datecomponents — `struct DateComponents`
public struct DateComponents: Hashable, Sendable {}

// https://developer.apple.com/documentation/foundation/unit — `class Unit : NSObject`
open class Unit: NSObject, @unchecked Sendable {}
// https://developer.apple.com/documentation/foundation/dimension — `class Dimension : Unit`
open class Dimension: Unit, @unchecked Sendable {}
// https://developer.apple.com/documentation/foundation/unitlength (and the other `Dimension` subclasses below)
public final class UnitLength: Dimension, @unchecked Sendable {}
public final class UnitMass: Dimension, @unchecked Sendable {}
public final class UnitVolume: Dimension, @unchecked Sendable {}
public final class UnitTemperature: Dimension, @unchecked Sendable {}
public final class UnitSpeed: Dimension, @unchecked Sendable {}
public final class UnitEnergy: Dimension, @unchecked Sendable {}
public final class UnitDuration: Dimension, @unchecked Sendable {}
// https://developer.apple.com/documentation/foundation/measurement — `struct Measurement<UnitType> where UnitType : Unit`
public struct Measurement<UnitType: Unit>: Sendable {}

// https://developer.apple.com/documentation/foundation/localizedstringresource — `struct LocalizedStringResource`
// (iOS 16), `ExpressibleByStringInterpolation`; `init(_ keyAndValue: String.LocalizationValue, table: String? = nil,
// locale: Locale = .current, bundle: BundleDescription = .main, comment: StaticString? = nil)` (reduced to key and
// table; `String.LocalizationValue` is written here as a string literal).
@available(iOS 16.0, macOS 13.0, watchOS 9.0, tvOS 16.0, *)
public struct LocalizedStringResource: ExpressibleByStringInterpolation, Sendable {
    public init(stringLiteral value: String) {}
    public init(stringInterpolation: DefaultStringInterpolation) {}
    public init(_ keyAndValue: String.LocalizationValue, table: String? = nil) {}
}

// https://developer.apple.com/documentation/swift/string/localizationvalue — `struct LocalizationValue`
// (iOS 15), `ExpressibleByStringInterpolation`.
extension String {
    public struct LocalizationValue: ExpressibleByStringInterpolation, Sendable {
        public init(stringLiteral value: String) {}
        public init(stringInterpolation: DefaultStringInterpolation) {}
    }
}

// https://developer.apple.com/documentation/foundation/customlocalizedstringresourceconvertible (iOS 16)
@available(iOS 16.0, macOS 13.0, watchOS 9.0, tvOS 16.0, *)
public protocol CustomLocalizedStringResourceConvertible {
    var localizedStringResource: LocalizedStringResource { get }
}
