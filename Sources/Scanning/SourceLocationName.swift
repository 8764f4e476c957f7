import Model

/// SwiftSyntax has a `SourceLocation` too; inside Scanning the name means the audit's own.
package typealias SourceLocation = Model.SourceLocation
