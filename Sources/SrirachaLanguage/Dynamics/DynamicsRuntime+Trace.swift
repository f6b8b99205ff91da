import SrirachaDynamics

/// The trace of each update, as the REPL prints it (`:trace off|summary|changes|full`):
///
///     ── update 7 · password: "hunter2" → "hunter22"
///      L1 ↻ passwordOK  false → true
///      L1 ↻ matches     false → true
///      L2 ↻ formValid   false → true   · ran once (2 of 3 inputs changed)
///      L3 ⇒ signUp.isEnabled = true
///     ── 3 recomputed · 3 changed · 0 cut off · 1 binding
///
/// Recomputations are collected until the update's last one so that names line up; effects
/// are written as they run, so output they print falls between their lines.
struct TraceWriter {
    struct Line {
        let level: Int
        let glyph: String
        let name: String
        let detail: String
        let note: String
    }

    var header = ""
    var lines: [Line] = []
    /// How many updates in a row bindings have chained; only the first few are traced.
    var chainLength = 0
    static let tracedChainLength = 6
    var isQuiet: Bool { chainLength > TraceWriter.tracedChainLength }

    mutating func reset() {
        header = ""
        lines = []
    }

    func emit(_ text: String) {
        RuntimeContext.emit(text)
    }

    /// Nothing is buffered between updates; kept for symmetry with `perform`.
    mutating func flushIfIdle() {}

    mutating func flushRecomputations() {
        let width = lines.map(\.name.count).max() ?? 0
        var out = ""
        for l in lines {
            let pad = String(repeating: " ", count: width - l.name.count + 2)
            out += " L\(l.level) \(l.glyph) \(l.name)\(pad)\(l.detail)\(l.note.isEmpty ? "" : "   · " + l.note)\n"
        }
        lines = []
        if !out.isEmpty { emit(out) }
    }
}

extension DynamicsRuntime {
    func traceEvent(_ event: TraceEvent<Value>) {
        let full = traceMode == .full
        let detailed = traceMode == .changes || full
        if case let .began(_, _, chainedFrom) = event {
            tracer.chainLength = chainedFrom == nil ? 1 : tracer.chainLength + 1
            if tracer.chainLength == TraceWriter.tracedChainLength + 1 {
                tracer.emit("── … more chained updates follow (only the first \(TraceWriter.tracedChainLength) of a chain are shown)\n")
            }
        }
        if tracer.isQuiet { return }
        switch event {
        case let .began(update, causes, chainedFrom):
            var parts: [String] = []
            if let chainedFrom { parts.append("chained from update \(chainedFrom)") }
            for c in causes {
                let new = Printer.literal(c.new, limit: 200)
                if c.changed {
                    let old = c.old.value.map { Printer.literal($0, limit: 200) } ?? "—"
                    parts.append("\(label(c.node)): \(old) → \(new)")
                } else {
                    parts.append("\(label(c.node)): \(new) (unchanged)")
                }
            }
            tracer.header = "── update \(update)" + parts.map { " · " + $0 }.joined()
            tracer.lines = []
            if detailed { tracer.emit(tracer.header + "\n") }
        case .recomputed(let r):
            guard detailed else { return }
            let name = label(r.node)
            var note = ""
            if r.inputsChanged > 1 { note = "ran once (\(r.inputsChanged) of \(r.inputCount) inputs changed)" }
            let line: TraceWriter.Line
            switch r.outcome {
            case .changed(let v):
                let old = oldText(r.old)
                line = .init(level: r.height, glyph: "↻", name: name, detail: "\(old) → \(Printer.literal(v, limit: 200))", note: note)
            case .cutOff(let v):
                guard full else { return }
                line = .init(level: r.height, glyph: "✂", name: name, detail: "still \(Printer.literal(v, limit: 200))", note: note)
            case .failed(let e):
                line = .init(level: r.height, glyph: "✗", name: name, detail: Self.message(of: e), note: "")
            case .skipped(let root):
                // Losing a value is a change worth seeing; staying without one is not.
                guard full || r.old.value != nil else { return }
                let why = graph.state(of: root).isPending ? "nothing has passed" : "failed"
                line = .init(level: r.height, glyph: "⊘", name: name, detail: "skipped: `\(label(root))` \(why)", note: "")
            case .rejected:
                guard full else { return }
                line = .init(level: r.height, glyph: "⊘", name: name, detail: "rejected, keeps \(oldText(r.old))", note: "")
            }
            tracer.lines.append(line)
        case .effectsBegan:
            if detailed { tracer.flushRecomputations() }
        case .effect(let e):
            guard detailed else { return }
            guard let v = e.value else {
                if full { tracer.emit(" L\(e.height) ⊘ \(effectText(e)) skipped: `\(label(e.node))` has no value\n") }
                return
            }
            let value = Printer.literal(v, limit: 200)
            switch e.kind {
            case .binding(let target): tracer.emit(" L\(e.height) ⇒ \(target) = \(value)\n")
            case .sourceBinding(let t): tracer.emit(" L\(e.height) ⇒ \(label(t)).value = \(value) (next update)\n")
            case .observer(let label): tracer.emit(" L\(e.height) ⇒ \(label)\n")
            }
        case .ended(let s):
            var parts = ["\(s.recomputed) recomputed", "\(s.changed) changed", "\(s.cutOff) cut off"]
            if s.failed > 0 { parts.append("\(s.failed) failed") }
            if s.skipped > 0 { parts.append("\(s.skipped) skipped") }
            parts.append(Self.count(s.bindings, "binding"))
            if s.observers > 0 { parts.append(Self.count(s.observers, "observer")) }
            let summary = parts.joined(separator: " · ")
            if detailed {
                tracer.emit("── \(summary)\n")
            } else {
                tracer.emit("\(tracer.header) · \(summary)\n")
            }
            tracer.reset()
        }
    }

    private func effectText(_ e: EffectRun<Value>) -> String {
        switch e.kind {
        case .binding(let target): return target
        case .sourceBinding(let t): return "\(label(t)).value"
        case .observer(let label): return label
        }
    }

    private func oldText(_ s: NodeState<Value>) -> String {
        switch s {
        case .value(let v): return Printer.literal(v, limit: 200)
        case .failed: return "✗"
        case .blocked, .pending: return "⊘"
        }
    }

    static func count(_ n: Int, _ noun: String) -> String { "\(n) \(noun)\(n == 1 ? "" : "s")" }
}
