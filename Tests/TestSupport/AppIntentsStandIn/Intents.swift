import Foundation

// https://developer.apple.com/documentation/intents/inintent — `class INIntent : NSObject` (iOS 10)
// (Xcode generates one subclass per custom intent; the tests write those from the audit's model).
open class INIntent: NSObject {
    public override init() { super.init() }
}

// https://developer.apple.com/documentation/intents/inobject — `class INObject : NSObject` (iOS 13);
// `init(identifier: String?, display: String)`, `var identifier: String? { get }`, `var displayString: String { get }`.
open class INObject: NSObject {
    public init(identifier: String?, display: String) { super.init() }
    open var identifier: String? { fatalError() }
    open var displayString: String { fatalError() }
}

// https://developer.apple.com/documentation/intents/inperson — `class INPerson : NSObject`
open class INPerson: NSObject {}
// https://developer.apple.com/documentation/intents/infile — `class INFile : NSObject`
open class INFile: NSObject {}
// https://developer.apple.com/documentation/intents/incurrencyamount — `class INCurrencyAmount : NSObject`
open class INCurrencyAmount: NSObject {}
// https://developer.apple.com/documentation/intents/inpaymentmethod — `class INPaymentMethod : NSObject`
open class INPaymentMethod: NSObject {}
// https://developer.apple.com/documentation/intents/inspeakablestring — `class INSpeakableString : NSObject`
open class INSpeakableString: NSObject {}
// https://developer.apple.com/documentation/intents/inmediaitem — `class INMediaItem : NSObject`
open class INMediaItem: NSObject {}
