import Model

extension WidgetConfiguration {
    /// The kind as findings and tasks name it: the string when known, else the expression as written.
    package var kindLabel: String {
        kind.map { "\"\($0)\"" } ?? kindExpression
    }
}
