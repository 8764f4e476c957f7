import Model

extension WidgetConfiguration {
    /// The kind as findings and tasks name it: the string when known, else the expression as written.
    package var kindLabel: String {
        kind.map { "\"\($0)\"" } ?? kindExpression
    }
}

extension IntentLink {
    /// The kinds of the intent's `IntentConfiguration`s, as labels: what a placed widget is found by.
    package var legacyKindLabels: Set<String> { Set(legacyWidgets.map(\.kindLabel)) }
}
