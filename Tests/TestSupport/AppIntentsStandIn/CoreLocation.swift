import Foundation

// https://developer.apple.com/documentation/corelocation/clplacemark — `class CLPlacemark : NSObject`
open class CLPlacemark: NSObject, @unchecked Sendable {}
