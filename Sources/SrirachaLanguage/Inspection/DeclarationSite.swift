/// Where a top-level name was declared, with its `///` documentation: what `:info` and `:help`
/// show about it.
public struct DeclarationSite: Sendable {
    public enum Kind: String, Sendable {
        case function = "func", constant = "let", variable = "var", structType = "struct",
             enumType = "enum", typeAlias = "typealias", classType = "class", protocolType = "protocol"
    }
    public var name: String
    public var kind: Kind
    /// `<prelude>`, `<repl>` or a file name, as diagnostics show it.
    public var fileName: String
    public var line: Int
    public var column: Int
    /// The declaration's first line as written (`func sum(_ a: Int)(_ b: Int) -> Int {`).
    public var header: String
    /// The `///` lines right above the declaration, without their slashes; nil when none.
    public var documentation: String?

    /// Declared by the prelude rather than by the user.
    public var isPrelude: Bool { fileName == "<prelude>" }
    /// `lesson.sri:3:6`, or `the prelude`.
    public var place: String { isPrelude ? "the prelude" : "\(fileName):\(line):\(column)" }
}

/// A name a statement that ran declared, not yet made a `DeclarationSite`: what making one
/// needs, read from the statement when it ran (see `Interpreter.noteDeclarations`).
struct UnnotedDeclaration {
    var name: String
    var kind: DeclarationSite.Kind
    var nameStart: Int
    /// Where the declaration starts: its header is that line.
    var start: Int
    var file: SourceFile
    /// A `func`: added beside the overloads of other signatures instead of replacing them.
    var isOverload: Bool
}

extension Interpreter {
    /// Notes the names a statement that just ran declared, replacing earlier declarations of
    /// the same name (a `func` overload with a different signature is added beside them).
    /// Only the names and places are kept now; the sites (line, column, header line,
    /// documentation) are made, in the same order, when `declarationSites` is next read:
    /// `:info` and `:help` ask for a few, while every statement of a file declares some.
    func noteDeclarations(_ stmt: Stmt, in file: SourceFile) {
        func note(_ name: String, _ kind: DeclarationSite.Kind, _ nameRange: SourceRange,
                  start: Int = stmt.range.start, isOverload: Bool = false) {
            unnotedDeclarations.append(UnnotedDeclaration(name: name, kind: kind, nameStart: nameRange.start,
                                                          start: start, file: file, isOverload: isOverload))
        }
        /// Methods are noted as `Type.method`, for `:help Optional.map`.
        func noteMethods(_ owner: String, _ methods: [FuncDecl]) {
            for m in methods { note(owner + "." + m.name, .function, m.nameRange, start: m.range.start) }
        }
        switch stmt.kind {
        case .function(let d):
            note(d.name, .function, d.nameRange, isOverload: true)
        case .variable(let v):
            var names: [String] = []
            Self.boundNames(v.pattern, into: &names)
            for name in names { note(name, v.isVar ? .variable : .constant, v.pattern.range) }
        case .structDecl(let d):
            note(d.name, d.isClass ? .classType : .structType, d.nameRange)
            noteMethods(d.name, d.methods)
        case .enumDecl(let d):
            note(d.name, .enumType, d.nameRange)
            noteMethods(d.name, d.methods)
        case .protocolDecl(let d):
            note(d.name, .protocolType, d.nameRange)
            noteMethods(d.name, d.methods)
        case .typeAlias(let d): note(d.name, .typeAlias, d.nameRange)
        default: break
        }
    }

    /// Makes the sites of the declarations noted since the last time, in the order they ran.
    func makeNotedSites() {
        guard !unnotedDeclarations.isEmpty else { return }
        let waiting = unnotedDeclarations
        unnotedDeclarations = []
        for u in waiting {
            let file = u.file
            let (line, column) = file.location(of: u.nameStart)
            // The header and the documentation above it are found from the same line.
            let index = file.lineIndex(of: min(max(0, u.start), file.utf8.count))
            let site = DeclarationSite(name: u.name, kind: u.kind, fileName: file.name, line: line, column: column,
                                       header: Self.header(ofLine: index, in: file),
                                       documentation: Self.documentation(aboveLine: index, in: file))
            if u.isOverload {
                var list = (notedSites[u.name] ?? []).filter { $0.kind == .function && $0.header != site.header }
                list.append(site)
                notedSites[u.name] = list
            } else {
                notedSites[u.name] = [site]
            }
        }
    }

    /// Line `idx` (0-based) without its leading and trailing blanks: made from the
    /// file's bytes when the line is ASCII (every declaration notes one), without a string for
    /// the whole line first.
    static func header(ofLine idx: Int, in file: SourceFile) -> String {
        let bytes = file.utf8
        var start = file.lineStarts[idx]
        var end = idx + 1 < file.lineStarts.count ? file.lineStarts[idx + 1] - 1 : bytes.count
        if end > start && end <= bytes.count && bytes[end - 1] == 0x0D { end -= 1 }
        guard start < end, end <= bytes.count, !bytes[start..<end].contains(where: { $0 >= 0x80 }) else {
            return file.lineText(containing: file.lineStarts[idx]).strippingBlanks()
        }
        while start < end && (bytes[start] == 0x20 || bytes[start] == 0x09) { start += 1 }
        while end > start && (bytes[end - 1] == 0x20 || bytes[end - 1] == 0x09) { end -= 1 }
        return String(decoding: bytes[start..<end], as: UTF8.self)
    }

    /// The documentation comment (`///` lines) ending on the line above line `line` (0-based), if any.
    static func documentation(aboveLine line: Int, in file: SourceFile) -> String? {
        var index = line - 1
        var lines: [String] = []
        while index >= 0 {
            // Most lines above a declaration are no documentation: told by their first bytes.
            var first = file.lineStarts[index]
            while first < file.utf8.count && (file.utf8[first] == UInt8(ascii: " ") || file.utf8[first] == UInt8(ascii: "\t")) { first += 1 }
            guard first + 3 <= file.utf8.count, file.utf8[first..<(first + 3)].allSatisfy({ $0 == UInt8(ascii: "/") }) else { break }
            let text = file.lineText(containing: file.lineStarts[index]).strippingBlanks()
            guard text.hasPrefix("///") else { break }
            var body = text.dropFirst(3)
            if body.first == " " { body = body.dropFirst() }
            lines.append(String(body))
            index -= 1
        }
        return lines.isEmpty ? nil : lines.reversed().joined(separator: "\n")
    }

    private static func boundNames(_ pattern: Pattern, into names: inout [String]) {
        switch pattern.kind {
        case .binding(let name, _): names.append(name)
        case .typed(let p, _), .optional(let p), .cast(let p, _): boundNames(p, into: &names)
        case .tuple(let elements): for e in elements { boundNames(e.pattern, into: &names) }
        case .enumCase(_, _, let elements): for e in elements ?? [] { boundNames(e.pattern, into: &names) }
        case .wildcard, .expression: break
        }
    }
}

private extension String {
    /// Without leading and trailing spaces and tabs.
    func strippingBlanks() -> String {
        var s = Substring(self)
        while let c = s.first, c == " " || c == "\t" { s = s.dropFirst() }
        while let c = s.last, c == " " || c == "\t" { s = s.dropLast() }
        return String(s)
    }
}
