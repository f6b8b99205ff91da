import Foundation

extension Builtins {
    /// The most values one `String(format:)` call takes (Swift's is variadic).
    static let maxFormatted = 16

    /// `String(format: "%.2f", x)` with up to `maxFormatted` values, as Foundation formats them.
    static let formatting: [NativeFunction] = (0...maxFormatted).map { count in
        let generics = (0..<count).map { String(UnicodeScalar(UInt8(65 + $0))) }
        let head = generics.isEmpty ? "" : "<" + generics.joined(separator: ", ") + ">"
        let signature = head + "(" + (["String"] + generics).joined(separator: ", ") + ") -> String"
        let labels: [String?] = ["format"] + Array(repeating: nil, count: count)
        let native = NativeFunction.typedGlobal("String", labels, signature) { args, types in
            let values = args.dropFirst().enumerated().map { i, v in
                (unboxed(v), i + 1 < types.count ? types[i + 1] : nil)
            }
            return .string(try FormatString(try string(args[0])).render(Array(values)))
        }
        native.isListed = count <= 2
        return native
    }
}

/// A `printf`-style format string cut into literal text and conversions (`%5.2f`, `%@`,
/// `%2$d`), each conversion formatted on its own by Foundation so that a value of the wrong
/// kind is an error that names it, rather than the garbage C's `printf` would print.
struct FormatString {
    private enum Piece {
        case text(String)
        /// The specification without its `n$` position (`%-5.2f`), the conversion letter, and
        /// the argument it takes (0-based).
        case conversion(spec: String, letter: Character, argument: Int)
    }
    private var pieces: [Piece] = []
    private let format: String

    init(_ format: String) throws {
        self.format = format
        var text = ""
        var next = 0
        var i = format.startIndex
        while i < format.endIndex {
            let c = format[i]
            i = format.index(after: i)
            guard c == "%" else { text.append(c); continue }
            var body = ""
            var letter: Character?
            while i < format.endIndex {
                let d = format[i]
                i = format.index(after: i)
                if d.isLetter && !"hlqLzjt".contains(d) || d == "@" || d == "%" { letter = d; break }
                body.append(d)
            }
            guard let letter else { throw RuntimeError("the format ends inside a conversion: `%\(body)`") }
            if letter == "%" { text.append("%"); continue }
            guard "diouxXfFeEgGaAcs@".contains(letter) else {
                throw RuntimeError("`%\(body)\(letter)` is not a format conversion Sriracha knows")
            }
            var argument = next
            if let dollar = body.firstIndex(of: "$"), let position = Int(body[..<dollar]), position >= 1 {
                argument = position - 1
                body = String(body[body.index(after: dollar)...])
            } else {
                next += 1
            }
            if !text.isEmpty { pieces.append(.text(text)); text = "" }
            // Length modifiers (`%ld`, `%lld`) change nothing here: every integer is 64 bits.
            pieces.append(.conversion(spec: "%" + body.filter { !"hlqLzjt".contains($0) }, letter: letter, argument: argument))
        }
        if !text.isEmpty { pieces.append(.text(text)) }
    }

    /// The text with each conversion replaced by its value.
    func render(_ values: [(Value, SType?)]) throws -> String {
        var out = ""
        var used = 0
        for piece in pieces {
            switch piece {
            case .text(let t): out += t
            case let .conversion(spec, letter, argument):
                guard argument < values.count else {
                    throw RuntimeError("the format `\(format)` needs more values than the \(values.count) given")
                }
                used = max(used, argument + 1)
                out += try Self.convert(values[argument], spec: spec, letter: letter)
                try Work.chargeText(out.utf8.count)
            }
        }
        return out
    }

    private static func convert(_ item: (Value, SType?), spec: String, letter: Character) throws -> String {
        let (value, type) = item
        switch letter {
        case "@":
            // Foundation (swift-corelibs, as `swiftc` builds it on Linux) ignores a width and a
            // precision on `%@`: `%-8@` is the text as it is.
            return Printer.described(value, type: type)
        case "s":
            // `%s` of a Swift string prints garbage in C; here it prints the string.
            return padded(Printer.described(value, type: type), spec: spec)
        case "d", "i", "o", "u", "x", "X", "c":
            guard case .int(let n) = value else { throw mismatch(spec, letter, "an Int", value, type) }
            if letter == "c" {
                guard let scalar = UnicodeScalar(UInt32(truncatingIfNeeded: n)) else {
                    throw RuntimeError("\(n) is not a Unicode scalar for `%c`")
                }
                return padded(String(Character(scalar)), spec: spec)
            }
            return String(format: spec + "l" + String(letter), n)
        default:
            let d: Double
            switch value {
            case .double(let x): d = x
            default: throw mismatch(spec, letter, "a Double", value, type)
            }
            return String(format: spec + String(letter), d)
        }
    }

    /// `%-8s`, `%.3s`: a string cut to the precision, then padded to the width.
    private static func padded(_ text: String, spec: String) -> String {
        var flags = spec.dropFirst()
        let left = flags.contains("-")
        flags = flags.drop { "-+ #0".contains($0) }
        let parts = flags.split(separator: ".", omittingEmptySubsequences: false)
        let width = parts.first.flatMap { Int($0) } ?? 0
        var out = text
        if parts.count > 1, let precision = Int(parts[1]) { out = String(out.prefix(precision)) }
        let pad = String(repeating: " ", count: max(0, width - out.count))
        return left ? out + pad : pad + out
    }

    private static func mismatch(_ spec: String, _ letter: Character, _ wanted: String, _ value: Value,
                                 _ type: SType?) -> RuntimeError {
        let shown = type.map { "\($0)" } ?? Printer.described(value, type: nil)
        return RuntimeError("`\(spec)\(letter)` formats \(wanted), not \(shown)")
    }
}
