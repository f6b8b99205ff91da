import Foundation
import SrirachaLanguage

extension Session {
    /// What Tab may complete at the end of a line: the token it replaces and the candidates.
    public struct CompletionOffer: Equatable, Sendable {
        public struct Candidate: Equatable, Sendable {
            public var text: String
            /// Shown next to the name in a list of several: a type, a command's summary.
            public var detail: String?
        }
        /// The text at the end of the line that each candidate replaces.
        public var token: String
        public var candidates: [Candidate]
        /// A single candidate is a whole word (a command name) and takes a space after it.
        public var appendsSpace = false

        static let none = CompletionOffer(token: "", candidates: [])
    }

    /// Completions for `line` (the text before the cursor), each replacing the line's trailing
    /// token: a command name after `:`, a file path after `:load`/`:save`, a member after `.`,
    /// otherwise a name in scope or a keyword.
    public func completions(for line: String) -> [String] {
        completionOffer(for: line).candidates.map(\.text)
    }

    /// `completions(for:)` with the token replaced and details for listing.
    public func completionOffer(for line: String) -> CompletionOffer {
        let lines = line.split(separator: "\n", omittingEmptySubsequences: false)
        let current = lines.last.map(String.init) ?? ""
        let command = current.drop { $0 == " " || $0 == "\t" }
        if lines.count == 1, command.hasPrefix(":") {
            return commandOffer(String(command.dropFirst()))
        }
        return codeOffer(line)
    }

    private func commandOffer(_ body: String) -> CompletionOffer {
        guard let space = body.firstIndex(where: \.isWhitespace) else {
            let token = ":" + body
            let candidates = MetaCommands.all
                .filter { $0.name.hasPrefix(body) }
                .map { CompletionOffer.Candidate(text: ":" + $0.name, detail: $0.summary) }
            return CompletionOffer(token: token, candidates: candidates, appendsSpace: true)
        }
        let word = String(body[..<space])
        let argument = String(body[space...].drop(while: \.isWhitespace))
        guard let command = MetaCommands.find(word) else { return .none }
        switch command.name {
        case "why", "graph":
            return dynamicsOffer(argument)
        case "trace":
            let candidates = DynamicsRuntime.TraceMode.allCases.map(\.rawValue).filter { $0.hasPrefix(argument) }
                .map { CompletionOffer.Candidate(text: $0, detail: nil) }
            return CompletionOffer(token: argument, candidates: candidates)
        default:
            break
        }
        switch command.argumentKind {
        case .paths:
            // Several files may follow `:load`; complete the last one.
            let last = argument.split(separator: " ", omittingEmptySubsequences: false).last.map(String.init) ?? ""
            return pathOffer(last)
        case .names:
            let token = argument.hasPrefix(":") ? String(argument.dropFirst()) : argument
            var candidates: [CompletionOffer.Candidate] = []
            if command == HelpCommand.self || argument.hasPrefix(":") {
                candidates = MetaCommands.all.filter { $0.name.hasPrefix(token) }
                    .map { .init(text: (argument.hasPrefix(":") ? ":" : "") + $0.name, detail: $0.summary) }
            }
            if !argument.hasPrefix(":") {
                candidates += nameOffer(argument).candidates
                let known = Set(candidates.map(\.text))
                candidates += interpreter.checker.typeNames()
                    .filter { $0.hasPrefix(argument) && !known.contains($0) }
                    .map { .init(text: $0, detail: nil) }
            }
            return CompletionOffer(token: argument, candidates: candidates)
        case .words:
            return wordOffer(command: command, argument: argument)
        case .code:
            return codeOffer(argument)
        case .none:
            return .none
        }
    }

    /// `:set` option names, then their values; `:browse` module names.
    private func wordOffer(command: any MetaCommand.Type, argument: String) -> CompletionOffer {
        let words = argument.split(separator: " ", omittingEmptySubsequences: false).map(String.init)
        let token = words.last ?? ""
        var choices: [CompletionOffer.Candidate] = []
        if command == BrowseCommand.self, words.count == 1 {
            choices = BrowseCommand.moduleNames(in: self).map { .init(text: $0, detail: nil) }
        } else if command == SetCommand.self {
            if words.count == 1 {
                choices = SessionSetting.all.map { .init(text: $0.name, detail: $0.summary) }
            } else if words.count == 2, let setting = SessionSetting.find(words[0]) {
                choices = setting.values.map { .init(text: $0, detail: nil) }
            }
        }
        return CompletionOffer(token: token, candidates: choices.filter { $0.text.hasPrefix(token) }, appendsSpace: true)
    }

    private func codeOffer(_ text: String) -> CompletionOffer {
        if Self.endsInsideString(text) { return .none }
        let scalars = Array(text.unicodeScalars)
        var start = scalars.count
        while start > 0 && Self.isNameScalar(scalars[start - 1]) { start -= 1 }
        let token = String(String.UnicodeScalarView(scalars[start...]))
        if start > 0 && scalars[start - 1] == "." {
            var receiverStart = start - 1
            while receiverStart > 0 && Self.isNameScalar(scalars[receiverStart - 1]) { receiverStart -= 1 }
            let receiver = String(String.UnicodeScalarView(scalars[receiverStart..<(start - 1)]))
            let before = Substring(String(String.UnicodeScalarView(scalars[..<receiverStart])))
            return memberOffer(receiver: receiver, before: before, token: token)
        }
        if token.isEmpty || token.first?.isNumber == true { return .none }
        return nameOffer(token)
    }

    /// Names in scope holding a dynamic value, for `:why` and `:graph`.
    private func dynamicsOffer(_ token: String) -> CompletionOffer {
        let candidates = interpreter.checker.globalNames()
            .filter { $0.name.hasPrefix(token) && !$0.name.hasPrefix("$") }
            .filter { if case .nominal("Dynamic", _) = $0.scheme.type { return true }; return false }
            .map { CompletionOffer.Candidate(text: $0.name, detail: $0.scheme.description) }
        return CompletionOffer(token: token, candidates: candidates)
    }

    private func nameOffer(_ token: String) -> CompletionOffer {
        var seen = Set<String>()
        var candidates: [CompletionOffer.Candidate] = []
        let globals = interpreter.checker.globalNames()
            // `$R` result names only when asked for, they would crowd every list.
            .filter { $0.name.hasPrefix(token) && (token.hasPrefix("$") || !$0.name.hasPrefix("$")) }
            .sorted { ($0.name.lowercased(), $0.name) < ($1.name.lowercased(), $1.name) }
        for global in globals where seen.insert(global.name).inserted {
            candidates.append(.init(text: global.name, detail: global.scheme.description))
        }
        for keyword in Self.keywords where keyword.hasPrefix(token) && seen.insert(keyword).inserted {
            candidates.append(.init(text: keyword, detail: nil))
        }
        return CompletionOffer(token: token, candidates: candidates)
    }

    /// Members of what `receiver` names; `before` is the text before the receiver.
    private func memberOffer(receiver: String, before: Substring, token: String) -> CompletionOffer {
        var typeName: String?
        if receiver.isEmpty {
            // A literal right before the dot: `[1, 2].ma`, `"abc".up`.
            typeName = ["]": "Array", "\"": "String"][before.last.map(String.init) ?? ""]
        } else if let first = receiver.first, first.isUppercase {
            typeName = receiver
        } else if let global = interpreter.checker.globalNames().first(where: { $0.name == receiver }) {
            typeName = Self.nominalName(of: global.scheme.type)
        }
        guard let typeName else { return .none }
        let names = Set(interpreter.checker.memberNames(ofTypeNamed: typeName)).filter { $0.hasPrefix(token) }
        return CompletionOffer(token: token, candidates: names.sorted().map { .init(text: $0, detail: nil) })
    }

    /// File and folder names for `:load`/`:save`; folders end in `/`. `~` means the home folder.
    private func pathOffer(_ token: String) -> CompletionOffer {
        let slash = token.lastIndex(of: "/")
        let folderAsTyped = slash.map { String(token[...$0]) } ?? ""
        let base = slash.map { String(token[token.index(after: $0)...]) } ?? token
        let folder = folderAsTyped.isEmpty ? "." : (folderAsTyped as NSString).expandingTildeInPath
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else { return .none }
        let candidates = names
            .filter { $0.hasPrefix(base) && (base.hasPrefix(".") || !$0.hasPrefix(".")) }
            .sorted()
            .map { name -> CompletionOffer.Candidate in
                var isFolder: ObjCBool = false
                let full = (folder as NSString).appendingPathComponent(name)
                let exists = FileManager.default.fileExists(atPath: full, isDirectory: &isFolder)
                return .init(text: folderAsTyped + name + (exists && isFolder.boolValue ? "/" : ""), detail: nil)
            }
        return CompletionOffer(token: token, candidates: candidates)
    }

    private static func nominalName(of type: SType) -> String? {
        if case .nominal(let name, _) = type { return name }
        return nil
    }

    private static func isNameScalar(_ s: Unicode.Scalar) -> Bool {
        s == "_" || s == "$" || s.properties.isAlphabetic || ("0"..."9").contains(s)
    }

    /// Is the end of `text` inside a string literal? Then Tab completes nothing.
    static func endsInsideString(_ text: String) -> Bool {
        var inside = false
        var escaped = false
        for c in text {
            if escaped { escaped = false; continue }
            if inside && c == "\\" { escaped = true; continue }
            if c == "\"" { inside.toggle() }
            if c == "\n" && inside { inside = false }
        }
        return inside
    }

    static let keywords = [
        "break", "case", "continue", "default", "else", "enum", "false", "for", "func", "guard",
        "if", "in", "init", "let", "mutating", "nil", "return", "self", "static", "struct",
        "switch", "true", "typealias", "var", "where", "while",
    ]
}
