/// A conformance to a name that is nowhere: `struct Point: Equatible`. The standard library's and
/// Foundation's protocols that Sriracha does not model (`Identifiable`, `Sendable`, …) are
/// accepted and mean nothing; any other name is a mistake Swift reports, and so does Sriracha.
extension Checker {
    static let standardProtocolsTakenOnTrust: Set<String> = [
        "Identifiable", "CaseIterable", "CustomDebugStringConvertible",
        "CustomReflectable", "CustomPlaygroundDisplayConvertible", "RawRepresentable", "Sendable",
        "Collection", "BidirectionalCollection", "RandomAccessCollection", "MutableCollection",
        "RangeReplaceableCollection", "ExpressibleByUnicodeScalarLiteral",
        "ExpressibleByExtendedGraphemeClusterLiteral", "ExpressibleByStringInterpolation",
        "TextOutputStream", "TextOutputStreamable", "Strideable",
        "CustomNSError", "RecoverableError", "LosslessStringConvertible", "ObservableObject",
        "NSObject", "NSCopying", "NSCoding", "Equatable", "Hashable", "Comparable", "Error",
    ]

    func reportUnknownConformance(_ name: String, at range: SourceRange) {
        if Self.standardProtocolsTakenOnTrust.contains(name) { return }
        if reportUnsupportedName(name, at: range) { return }
        let helps = Suggestions.closest(to: name, among: visibleTypeNames()).map { ["did you mean `\($0)`?"] } ?? []
        error("cannot find type `\(name)` in scope", at: range, helps: helps)
    }
}
