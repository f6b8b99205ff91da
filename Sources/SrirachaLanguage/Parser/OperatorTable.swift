/// The precedence groups and operators a session has declared (`precedencegroup`,
/// `infix operator <> : Group`), on top of the built-in ones (LANGUAGE.md §4). The parser reads
/// it to parse `a |> .b + .c`, and adds to it as it meets declarations; the interpreter keeps it
/// from one entry to the next.
public struct OperatorTable: Sendable {
    struct Group: Sendable {
        var precedence: Double
        var associativity: Parser.Associativity
        var isAssignment: Bool
    }

    /// Swift's standard groups (and Sriracha's own for `|>` and composition), with the levels
    /// the built-in operators use.
    var groups: [String: Group] = OperatorTable.standardGroups

    /// Built once: every parser starts from a table, and building this dictionary anew for each
    /// (a statement replayed from a transcript makes two) cost more than lexing the statement.
    private static let standardGroups: [String: Group] = [
        "AssignmentPrecedence": Group(precedence: 10, associativity: .right, isAssignment: true),
        "TernaryPrecedence": Group(precedence: 20, associativity: .right, isAssignment: false),
        "DefaultPrecedence": Group(precedence: 25, associativity: .none, isAssignment: false),
        "LogicalDisjunctionPrecedence": Group(precedence: 30, associativity: .left, isAssignment: false),
        "LogicalConjunctionPrecedence": Group(precedence: 40, associativity: .left, isAssignment: false),
        "ComparisonPrecedence": Group(precedence: 50, associativity: .none, isAssignment: false),
        "ForwardApplicationPrecedence": Group(precedence: 60, associativity: .left, isAssignment: false),
        "NilCoalescingPrecedence": Group(precedence: 70, associativity: .right, isAssignment: false),
        "CastingPrecedence": Group(precedence: 75, associativity: .left, isAssignment: false),
        "FunctionCompositionPrecedence": Group(precedence: 80, associativity: .left, isAssignment: false),
        "RangeFormationPrecedence": Group(precedence: 90, associativity: .none, isAssignment: false),
        "AdditionPrecedence": Group(precedence: 100, associativity: .left, isAssignment: false),
        "MultiplicationPrecedence": Group(precedence: 110, associativity: .left, isAssignment: false),
        "BitwiseShiftPrecedence": Group(precedence: 120, associativity: .none, isAssignment: false),
    ]
    /// Declared infix operators: their group's level, associativity and name.
    var infix: [String: (precedence: Double, associativity: Parser.Associativity, group: String)] = [:]
    /// For each declared group, the groups it was declared directly higher than (`higherThan: B`
    /// gives `A → B`, `lowerThan: C` gives `C → A`). Swift orders precedence groups only along
    /// these declarations, so two groups neither of which reaches the other are unordered, and
    /// `a +++ b *** c` between them needs parentheses; the numeric levels alone would order them.
    var declaredAbove: [String: [String]] = [:]

    /// The standard groups from highest to lowest, each directly above the next, as Swift
    /// declares them (with Sriracha's `|>` and composition groups in their places);
    /// `DefaultPrecedence` is above `TernaryPrecedence` only, as in Swift.
    private static let standardChain = [
        "BitwiseShiftPrecedence", "MultiplicationPrecedence", "AdditionPrecedence", "RangeFormationPrecedence",
        "FunctionCompositionPrecedence", "CastingPrecedence", "NilCoalescingPrecedence",
        "ForwardApplicationPrecedence", "ComparisonPrecedence", "LogicalConjunctionPrecedence",
        "LogicalDisjunctionPrecedence", "TernaryPrecedence", "AssignmentPrecedence",
    ]

    /// The groups `group` is declared directly above.
    private func directlyBelow(_ group: String) -> [String] {
        if let declared = declaredAbove[group] { return declared }
        if group == "DefaultPrecedence" { return ["TernaryPrecedence"] }
        guard let i = OperatorTable.standardChain.firstIndex(of: group), i + 1 < OperatorTable.standardChain.count else {
            return []
        }
        return [OperatorTable.standardChain[i + 1]]
    }

    /// Whether `high` is above `low` along the declared relations.
    private func reaches(_ high: String, _ low: String) -> Bool {
        var seen: Set<String> = [high]
        var pending = [high]
        while let g = pending.popLast() {
            for next in directlyBelow(g) + (lowerThanDeclarations[g] ?? []) {
                if next == low { return true }
                if seen.insert(next).inserted { pending.append(next) }
            }
        }
        return false
    }

    /// Groups declared `lowerThan:` a group, kept by that group: `lowerThan: C` in `A` makes
    /// `C` directly above `A`.
    var lowerThanDeclarations: [String: [String]] = [:]

    /// Whether operators of the two groups may stand side by side without parentheses.
    func areOrdered(_ a: String, _ b: String) -> Bool {
        a == b || reaches(a, b) || reaches(b, a)
    }

    /// The standard group of a built-in operator's level (`Parser.Precedence`).
    static func standardGroup(level: Int) -> String? {
        standardGroups.first { Int($0.value.precedence) == level }?.key
    }
    var prefix: Set<String> = []
    var postfix: Set<String> = []

    public init() {}

    /// No operator or precedence group declared: the built-in table.
    public var isStandard: Bool {
        infix.isEmpty && prefix.isEmpty && postfix.isEmpty && groups.count == OperatorTable.standardGroups.count
    }

    /// A level strictly between `low` and `high` that no group has yet, so that groups declared
    /// relative to the same neighbours stay ordered as declared.
    func level(above low: Double?, below high: Double?) -> Double {
        let levels = groups.values.map(\.precedence)
        let lower = low ?? (levels.filter { $0 < (high ?? .infinity) }.max() ?? 0)
        let upper = high ?? (levels.filter { $0 > lower }.min() ?? lower + 20)
        var candidate = (lower + upper) / 2
        while levels.contains(candidate) { candidate = (candidate + upper) / 2 }
        return candidate
    }
}

extension Parser {
    /// `precedencegroup Name { associativity: left; higherThan: A; lowerThan: B; assignment: true }`.
    func parsePrecedenceGroup() -> Stmt {
        let start = advance().range.start
        let name = advance()
        var associativity = Associativity.none
        var higher: Double?
        var lower: Double?
        var higherNames: [String] = []
        var lowerNames: [String] = []
        var assignment = false
        guard at("{") else {
            error("expected `{` after `precedencegroup \(name.text)`", errorPoint())
            return Stmt(.error, SourceRange(start, lastEnd))
        }
        let open = advance()
        var failed = false
        while !atEOF && !at("}") {
            if consume(";") || consume(",") { continue }
            let key = current
            guard key.kind == .identifier || key.kind == .keyword, peek().isPunct(":") else {
                error("expected `associativity:`, `higherThan:`, `lowerThan:` or `assignment:`", key.range)
                skipBalanced()
                failed = true
                continue
            }
            advance()
            advance()
            let value = advance()
            switch key.text {
            case "associativity":
                switch value.text {
                case "left": associativity = .left
                case "right": associativity = .right
                case "none": associativity = .none
                default:
                    error("associativity is `left`, `right` or `none`, not \(value.display)", value.range)
                    failed = true
                }
            case "higherThan", "lowerThan":
                var names = [value]
                while consume(",") { names.append(advance()) }
                for g in names {
                    guard let group = operators.groups[g.text] else {
                        let helps = Suggestions.closest(to: g.text, among: Array(operators.groups.keys)).map { ["did you mean `\($0)`?"] } ?? []
                        error("unknown precedence group `\(g.text)`", g.range, helps: helps)
                        failed = true
                        continue
                    }
                    if key.text == "higherThan" {
                        higher = max(higher ?? -.infinity, group.precedence)
                        higherNames.append(g.text)
                    } else {
                        lower = min(lower ?? .infinity, group.precedence)
                        lowerNames.append(g.text)
                    }
                }
            case "assignment":
                assignment = value.isKeyword("true")
            default:
                error("unknown precedence group attribute `\(key.text)`", key.range,
                      helps: ["a group has `associativity`, `higherThan`, `lowerThan` and `assignment`"])
                failed = true
            }
        }
        if !consume("}") {
            error("expected `}` to close `{`", errorPoint(), notes: ["the `{` is at \(locationText(open.range.start))"])
            failed = true
        }
        if let higher, let lower, higher >= lower {
            error("precedence group `\(name.text)` cannot be both higher and lower than the same levels", name.range)
            failed = true
        }
        if failed { return Stmt(.error, SourceRange(start, lastEnd)) }
        if operators.groups[name.text] != nil {
            error("invalid redeclaration of precedence group `\(name.text)`", name.range)
            return Stmt(.error, SourceRange(start, lastEnd))
        }
        let level = operators.level(above: higher, below: lower)
        operators.groups[name.text] = OperatorTable.Group(precedence: level, associativity: associativity,
                                                          isAssignment: assignment)
        operators.declaredAbove[name.text] = higherNames
        for g in lowerNames { operators.lowerThanDeclarations[g, default: []].append(name.text) }
        return Stmt(.operatorDecl("precedencegroup \(name.text)"), SourceRange(start, lastEnd))
    }

    /// `infix operator <> : Group`, `prefix operator √`, `postfix operator %`.
    func parseOperatorDeclaration() -> Stmt {
        let fixity = advance()
        let start = fixity.range.start
        advance()  // `operator`
        let token = current
        guard token.kind == .op || (token.kind == .punct && token.text == "->") else {
            error("expected an operator after `\(fixity.text) operator`", errorPoint())
            return Stmt(.error, SourceRange(start, lastEnd))
        }
        advance()
        let op = token.text
        if ["=", "->", "?", "!", "&", "."].contains(op) {
            error("`\(op)` cannot be declared as an operator", token.range)
            return Stmt(.error, SourceRange(start, lastEnd))
        }
        var groupName = "DefaultPrecedence"
        if consume(":") {
            guard current.kind == .identifier else {
                error("expected a precedence group after `:`", errorPoint())
                return Stmt(.error, SourceRange(start, lastEnd))
            }
            let g = advance()
            groupName = g.text
            guard fixity.text == "infix" else {
                error("only infix operators have a precedence group", g.range)
                return Stmt(.error, SourceRange(start, lastEnd))
            }
            guard operators.groups[g.text] != nil else {
                let helps = Suggestions.closest(to: g.text, among: Array(operators.groups.keys)).map { ["did you mean `\($0)`?"] } ?? []
                error("unknown precedence group `\(g.text)`", g.range, helps: helps)
                return Stmt(.error, SourceRange(start, lastEnd))
            }
        }
        switch fixity.text {
        case "infix":
            let group = operators.groups[groupName]!
            operators.infix[op] = (group.precedence, group.associativity, groupName)
        case "prefix": operators.prefix.insert(op)
        default: operators.postfix.insert(op)
        }
        return Stmt(.operatorDecl("\(fixity.text) operator \(op)"), SourceRange(start, lastEnd))
    }
}
