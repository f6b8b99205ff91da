/// The prelude's top-level declarations, found by reading its lines rather than by parsing
/// them: where each one's text starts, the name it declares and, for a type, the names of its
/// methods. The prelude is loaded declaration by declaration, the first time one of its names is
/// looked up (see `LazyPrelude`), and knowing where each declaration is must cost next to nothing
/// at start-up. The outline relies on how Prelude.sri is laid out (every top-level declaration
/// starts in the first column, its `///` lines right above it, and a type's members are indented
/// by four spaces); a unit test checks it against the parser.
import Glibc

struct PreludeOutline {
    struct Declaration {
        /// The name it declares: a type's, or a function's (an operator's symbol).
        var name: String
        var isType: Bool
        /// `extension String { … }`: members added to a built-in type (`name`), which load the
        /// first time one of them is looked up on it.
        var isExtension = false
        /// Its lines, with the `///` documentation above it and the blank lines below it: made
        /// when it loads (most never do), from the prelude's bytes.
        var text: String { String(decoding: source[textStart..<textEnd], as: UTF8.self) }
        /// The line its text starts at in Prelude.sri.
        var firstLine: Int
        /// A type's (or an extension's) methods, static functions and initialisers, by name; an
        /// extension's computed properties too.
        var methods: [String]
        fileprivate var source: [UInt8]
        fileprivate var textStart: Int
        fileprivate var textEnd: Int
    }

    var declarations: [Declaration] = []

    /// The outline of the prelude built into Sriracha, made once per process.
    static let standard = PreludeOutline(PreludeSource.text)

    init(_ text: String) {
        // Bytes, not characters: the outline is made at every start, and cutting the text into
        // `Character`s cost as much as the rest of an empty script's start-up.
        // Where each line starts (one more entry, past the end): an array of ranges would make
        // the Swift runtime look up `Int: Comparable` (a scan of every conformance in the
        // program) to build its type.
        let bytes = Array(text.utf8)
        var lineStarts = [0]
        lineStarts.reserveCapacity(bytes.count / 32)
        bytes.withUnsafeBytes { buffer in
            guard let base = buffer.baseAddress else { return }
            var at = 0
            while at < buffer.count, let found = memchr(base + at, Int32(UInt8(ascii: "\n")), buffer.count - at) {
                at = base.distance(to: UnsafeRawPointer(found)) + 1
                lineStarts.append(at)
            }
        }
        lineStarts.append(bytes.count + 1)
        let lineCount = lineStarts.count - 1
        func line(_ i: Int) -> ArraySlice<UInt8> { bytes[lineStarts[i]..<(lineStarts[i + 1] - 1)] }
        // Where each declaration starts: its first `///` line, else its keyword's line.
        var starts: [(line: Int, keywordLine: Int, keyword: Keyword)] = []
        for i in 0..<lineCount {
            guard let keyword = PreludeOutline.declarationKeyword(line(i)) else { continue }
            var first = i
            while first > 0 && PreludeOutline.has(line(first - 1), prefix: "///") { first -= 1 }
            starts.append((first, i, keyword))
        }
        for (k, start) in starts.enumerated() {
            let end = k + 1 < starts.count ? starts[k + 1].line : lineCount
            let header = line(start.keywordLine).dropFirst(start.keyword.length + 1)
            let isExtension = start.keyword.isExtension
            let isType = !start.keyword.isFunction && !isExtension
            let name = start.keyword.isFunction ? PreludeOutline.functionName(header) : PreludeOutline.identifier(header)
            var methods: [String] = []
            if !start.keyword.isFunction {
                for i in (start.keywordLine + 1)..<end {
                    // Members are indented by four spaces: `    static func + (lhs: Mod, …`.
                    var member = line(i)
                    guard PreludeOutline.has(member, prefix: "    "), member.dropFirst(4).first != UInt8(ascii: " ") else { continue }
                    member = member.dropFirst(4)
                    if PreludeOutline.has(member, prefix: "static ") { member = member.dropFirst(7) }
                    if PreludeOutline.has(member, prefix: "mutating ") { member = member.dropFirst(9) }
                    if PreludeOutline.has(member, prefix: "func ") {
                        methods.append(PreludeOutline.functionName(member.dropFirst(5)))
                    } else if isExtension, PreludeOutline.has(member, prefix: "var ") {
                        methods.append(PreludeOutline.identifier(member.dropFirst(4)))
                    } else if PreludeOutline.has(member, prefix: "init(") || PreludeOutline.has(member, prefix: "init<")
                                || PreludeOutline.has(member, prefix: "init?(") {
                        methods.append("init")
                    }
                }
            }
            let textStart = lineStarts[start.line]
            let textEnd = min(lineStarts[end], bytes.count)
            declarations.append(Declaration(
                name: name, isType: isType, isExtension: isExtension, firstLine: start.line + 1, methods: methods,
                source: bytes, textStart: textStart, textEnd: textEnd))
        }
    }

    /// The name at the start of the text: an identifier (`curry<A, B>` is `curry`).
    private static func identifier(_ text: ArraySlice<UInt8>) -> String {
        String(decoding: text.prefix { isIdentifierByte($0) }, as: UTF8.self)
    }

    /// A function's name after `func`: an identifier, or an operator's symbol (`<>`, `|>`).
    private static func functionName(_ text: ArraySlice<UInt8>) -> String {
        guard let first = text.first, !isIdentifierByte(first) else { return identifier(text) }
        return String(decoding: text.prefix { $0 != UInt8(ascii: "(") && $0 != UInt8(ascii: " ") && !isIdentifierByte($0) },
                      as: UTF8.self)
    }

    private static func isIdentifierByte(_ b: UInt8) -> Bool {
        (b >= UInt8(ascii: "a") && b <= UInt8(ascii: "z")) || (b >= UInt8(ascii: "A") && b <= UInt8(ascii: "Z"))
            || (b >= UInt8(ascii: "0") && b <= UInt8(ascii: "9")) || b == UInt8(ascii: "_")
    }

    /// The keyword a top-level declaration starts with: its length, and whether it is `func`.
    private struct Keyword {
        var length: Int
        var isFunction: Bool
        var isExtension = false
    }

    /// `func`, `struct`, `class`, `enum`, `protocol` or `extension` when the line starts a
    /// top-level declaration.
    private static func declarationKeyword(_ line: ArraySlice<UInt8>) -> Keyword? {
        switch line.first {
        case UInt8(ascii: "f"): return has(line, prefix: "func ") ? Keyword(length: 4, isFunction: true) : nil
        case UInt8(ascii: "s"): return has(line, prefix: "struct ") ? Keyword(length: 6, isFunction: false) : nil
        case UInt8(ascii: "c"): return has(line, prefix: "class ") ? Keyword(length: 5, isFunction: false) : nil
        case UInt8(ascii: "e"):
            if has(line, prefix: "enum ") { return Keyword(length: 4, isFunction: false) }
            return has(line, prefix: "extension ") ? Keyword(length: 9, isFunction: false, isExtension: true) : nil
        case UInt8(ascii: "p"): return has(line, prefix: "protocol ") ? Keyword(length: 8, isFunction: false) : nil
        case UInt8(ascii: "t"): return has(line, prefix: "typealias ") ? Keyword(length: 9, isFunction: false) : nil
        default: return nil
        }
    }

    /// Whether the line starts with the (ASCII) prefix.
    private static func has(_ line: ArraySlice<UInt8>, prefix: StaticString) -> Bool {
        let n = prefix.utf8CodeUnitCount
        guard line.count >= n else { return false }
        let p = prefix.utf8Start
        var i = line.startIndex
        for k in 0..<n {
            if line[i] != p[k] { return false }
            i += 1
        }
        return true
    }
}
