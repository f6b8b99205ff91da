import SrirachaDynamics

/// Sriracha's engine driven with Swift closures.
enum EngineBench {
    static func graph() -> Graph<Int> { Graph<Int>(isEqual: ==) }

    static func row(_ shape: String, _ g: Graph<Int>, _ source: NodeID, updates: Int,
                    glitches: @escaping () -> Int = { 0 }) -> Row {
        var next = 1_000
        let t = median(updates) { _ in
            next += 1
            try! g.set(source, to: next)
        }
        let s = g.lastSummary
        return Row(shape: shape, engine: "Sriracha engine (Swift closures)", recomputes: grouped(s.recomputed),
                   bindings: grouped(s.bindings), glitches: String(glitches()), time: formatTime(t))
    }

    static func chain(_ n: Int, first: ((Int) -> Int)? = nil) -> (Graph<Int>, NodeID, Int) {
        let g = graph()
        let s = g.source(0)
        var last = g.map(s, first ?? { $0 &+ 1 })
        for _ in 1..<n { last = g.map(last) { $0 &+ 1 } }
        _ = try! g.bind(last, label: "out") { _ in }
        return (g, s, n)
    }

    static func s1() -> Row {
        let (g, s) = build("S1")
        return row("S1 chain of 100,000 maps → 1 binding", g, s, updates: 15)
    }

    static func s2() -> Row {
        let (g, s) = build("S2")
        return row("S2 fan-out: 10,000 maps, each bound", g, s, updates: 31)
    }

    /// k diamonds in series; the bottom always equals the source, so any other value a
    /// binding sees is a glitch.
    static func series(_ k: Int, updates: Int, shape: String) -> Row {
        let g = graph()
        let s = g.source(0)
        var top = s
        for _ in 0..<k {
            let l = g.map(top) { $0 + 1 }
            let r = g.map(top) { $0 - 1 }
            top = g.derive([l, r], .combine { ($0[0] + $0[1]) / 2 })
        }
        var glitches = 0
        _ = try! g.bind(top, label: "out") { v in if case .value(let x) = g.state(of: s), x != v { glitches += 1 } }
        glitches = 0
        return row(shape, g, s, updates: updates, glitches: { let n = glitches; glitches = 0; return n })
    }

    static func s4() -> Row {
        let (g, s) = build("S4")
        return row("S4 1,000 diamonds side by side, each bound", g, s, updates: 101)
    }

    static func s5() -> Row {
        let (g, s) = build("S5")
        return row("S5 cutoff: 100,000 chain, first node constant", g, s, updates: 1_001)
    }

    /// The graph of shape S1–S5 (S3: 1,000 diamonds in series), and its source.
    static func build(_ shape: String) -> (Graph<Int>, NodeID) {
        switch shape {
        case "S1":
            let (g, s, _) = chain(100_000)
            return (g, s)
        case "S2":
            let g = graph()
            let s = g.source(0)
            for i in 0..<10_000 { _ = try! g.bind(g.map(s) { $0 &+ i }, label: "out") { _ in } }
            return (g, s)
        case "S3":
            let g = graph()
            let s = g.source(0)
            var top = s
            for _ in 0..<1_000 {
                let l = g.map(top) { $0 + 1 }
                let r = g.map(top) { $0 - 1 }
                top = g.derive([l, r], .combine { ($0[0] + $0[1]) / 2 })
            }
            _ = try! g.bind(top, label: "out") { _ in }
            return (g, s)
        case "S4":
            let g = graph()
            let s = g.source(0)
            for _ in 0..<1_000 {
                let l = g.map(s) { $0 + 1 }
                let r = g.map(s) { $0 - 1 }
                _ = try! g.bind(g.derive([l, r], .combine { ($0[0] + $0[1]) / 2 }), label: "out") { _ in }
            }
            return (g, s)
        case "S5":
            let (g, s, _) = chain(100_000, first: { _ in 0 })
            return (g, s)
        default:
            fatalError("no engine shape \(shape)")
        }
    }

    /// Builds `shape` and runs `updates` updates, untimed: for counting instructions per update
    /// (`valgrind --tool=callgrind DynamicsBench --engine-updates S4 200`, then with 0 updates;
    /// the difference divided by 200).
    static func runUpdates(_ shape: String, _ updates: Int) {
        let (g, s) = build(shape)
        for i in 0..<updates { try! g.set(s, to: 1_000 + i) }
        print("\(shape): \(updates) updates, \(g.lastSummary.recomputed) recomputations and \(g.lastSummary.bindings) binding runs in the last")
    }
}
