/// Matching call arguments to parameters by label, honouring defaults and trailing closures.
struct LabelProblem: Error {
    let message: String
    let range: SourceRange
    let helps: [String]
}

extension Checker {
    /// For each parameter, the index of the argument that supplies it (nil: its default).
    func matchArguments(_ inst: CalleeInstance, _ arguments: [Argument], _ trailingStart: Int?,
                        call: Expr) -> Result<[Int?], LabelProblem> {
        let labels = inst.labels, defaults = inst.defaults
        var mapping = [Int?](repeating: nil, count: labels.count)
        var ai = 0
        func describeParameter(_ i: Int) -> String { labels[i].map { "`\($0)`" } ?? "#\(i + 1)" }
        for pi in 0..<labels.count {
            guard ai < arguments.count else {
                if defaults[pi] { continue }
                return .failure(LabelProblem(message: "missing argument for parameter \(describeParameter(pi)) in call",
                                             range: call.range, helps: []))
            }
            let a = arguments[ai]
            if let t = trailingStart, ai >= t {
                // A trailing closure fills the next parameter, unless that one has a default and
                // the remaining trailing closures are needed by later parameters.
                let requiredLater = (pi + 1..<labels.count).filter { !defaults[$0] }.count
                if defaults[pi] && requiredLater >= arguments.count - ai { continue }
                mapping[pi] = ai
                ai += 1
                continue
            }
            // Swift 1–2, where curried clauses come from, left the first parameter of a
            // function unlabelled: `sum(1)(2)(3)` calls `func sum(a: Int)(_ b: Int)(_ c: Int)`.
            let swift2First = pi == 0 && a.label == nil && ((inst.chosen as? FuncDecl)?.clauses.count ?? 0) > 1
            if a.label == labels[pi] || swift2First {
                mapping[pi] = ai
                ai += 1
                continue
            }
            if defaults[pi] {
                let laterHasIt = labels[(pi + 1)...].contains { $0 == a.label }
                let looksLikeThis = a.label == nil || labels[pi] == nil
                    || Suggestions.closest(to: a.label ?? "", among: [labels[pi] ?? ""]) != nil
                if laterHasIt || !looksLikeThis { continue }
            }
            if let have = a.label, let want = labels[pi],
               let problem = outOfOrderProblem(have: have, want: want, arguments: arguments, labels: labels,
                                               range: a.labelRange ?? a.value.range, fullName: inst.fullName) {
                return .failure(problem)
            }
            return .failure(labelMismatch(argument: a, expected: labels[pi], position: pi, labels: labels))
        }
        if ai < arguments.count {
            let a = arguments[ai]
            let what = a.label.map { "extra argument `\($0)` in call" } ?? "extra argument in call"
            let range = (a.labelRange ?? a.value.range).union(a.value.range)
            var helps = ["`\(inst.fullName)` takes \(labels.count) argument\(labels.count == 1 ? "" : "s")"]
            if let curried = curriedCallHelp(inst, arguments, call: call) { helps.append(curried) }
            return .failure(LabelProblem(message: what, range: range, helps: helps))
        }
        return .success(mapping)
    }

    private func labelMismatch(argument a: Argument, expected: String?, position: Int, labels: [String?]) -> LabelProblem {
        let range = a.labelRange ?? a.value.range
        switch (a.label, expected) {
        case (nil, let want?):
            return LabelProblem(message: "missing argument label `\(want):` in call", range: a.value.range,
                                helps: ["write `\(want): ` before the argument"])
        case (let have?, nil):
            return LabelProblem(message: "extraneous argument label `\(have):` in call", range: range,
                                helps: ["remove the label `\(have):`"])
        case let (have?, want?):
            return LabelProblem(message: "incorrect argument label in call (have `\(have):`, expected `\(want):`)",
                                range: range, helps: ["did you mean `\(want):`?"])
        case (nil, nil):
            return LabelProblem(message: "unexpected argument", range: range, helps: [])
        }
    }
}
