import Foundation

// https://developer.apple.com/documentation/intents/inintent — `class INIntent : NSObject`
// (Xcode generates one subclass per custom intent; the tests declare those subclasses).
open class INIntent: NSObject {
    public override init() { super.init() }
}

// https://developer.apple.com/documentation/intents/inobject — `class INObject : NSObject`
open class INObject: NSObject {}
