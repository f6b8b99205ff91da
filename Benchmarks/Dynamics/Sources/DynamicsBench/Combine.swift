import OpenCombine

/// OpenCombine: `CurrentValueSubject` sources, `map`, and `CombineLatest` for two inputs.
/// Counts closure runs and sink runs; a sink that sees a value the source does not imply is a
/// glitch.
enum CombineBench {
    static let engine = "OpenCombine (CombineLatest)"

    final class Counters {
        var recomputes = 0
        var bindings = 0
        var glitches = 0
        func reset() { recomputes = 0; bindings = 0; glitches = 0 }
    }

    static func row(_ shape: String, _ c: Counters, updates: Int, _ set: @escaping (Int) -> Void) -> Row {
        var next = 1_000
        let t = median(updates) { _ in
            next += 1
            c.reset()
            set(next)
        }
        return Row(shape: shape, engine: engine, recomputes: grouped(c.recomputes), bindings: grouped(c.bindings),
                   glitches: grouped(c.glitches), time: formatTime(t))
    }

    /// Chains of `map`s (100,000, and also 10,000) end this program with a segmentation fault
    /// under OpenCombine, so their rows say so instead of a figure.
    static func crashed(_ shape: String) -> Row {
        Row(shape: shape, engine: engine, recomputes: "—", bindings: "—", glitches: "—",
            time: "crashed (segmentation fault, also at 10,000)")
    }

    static func chain(_ n: Int, shape: String, first: ((Int) -> Int)? = nil, note: String) -> Row {
        let c = Counters()
        let s = CurrentValueSubject<Int, Never>(0)
        let f0 = first ?? { $0 &+ 1 }
        var last = s.map { v -> Int in c.recomputes += 1; return f0(v) }.eraseToAnyPublisher()
        for _ in 1..<n { last = last.map { v -> Int in c.recomputes += 1; return v &+ 1 }.eraseToAnyPublisher() }
        let sink = last.sink { _ in c.bindings += 1 }
        var r = withExtendedLifetime(sink) { row(shape, c, updates: 15) { s.send($0) } }
        r.engine += " — \(note)"
        return r
    }

    static func s2() -> Row {
        let c = Counters()
        let s = CurrentValueSubject<Int, Never>(0)
        var sinks: [AnyCancellable] = []
        for i in 0..<10_000 {
            sinks.append(s.map { v -> Int in c.recomputes += 1; return v &+ i }.sink { _ in c.bindings += 1 })
        }
        return withExtendedLifetime(sinks) { row("S2 fan-out: 10,000 maps, each bound", c, updates: 31) { s.send($0) } }
    }

    static func series(_ k: Int, shape: String, updates: Int) -> Row {
        let c = Counters()
        let s = CurrentValueSubject<Int, Never>(0)
        var top = s.eraseToAnyPublisher()
        for _ in 0..<k {
            let l = top.map { v -> Int in c.recomputes += 1; return v + 1 }
            let r = top.map { v -> Int in c.recomputes += 1; return v - 1 }
            top = CombineLatest2(a: l, b: r).map { p -> Int in c.recomputes += 1; return (p.0 + p.1) / 2 }
                .eraseToAnyPublisher()
        }
        let sink = top.sink { v in
            c.bindings += 1
            if v != s.value { c.glitches += 1 }
        }
        return withExtendedLifetime(sink) { row(shape, c, updates: updates) { s.send($0) } }
    }

    static func s4() -> Row {
        let c = Counters()
        let s = CurrentValueSubject<Int, Never>(0)
        var sinks: [AnyCancellable] = []
        for _ in 0..<1_000 {
            let l = s.map { v -> Int in c.recomputes += 1; return v + 1 }
            let r = s.map { v -> Int in c.recomputes += 1; return v - 1 }
            sinks.append(CombineLatest2(a: l, b: r).map { p -> Int in c.recomputes += 1; return (p.0 + p.1) / 2 }
                .sink { v in
                    c.bindings += 1
                    if v != s.value { c.glitches += 1 }
                })
        }
        return withExtendedLifetime(sinks) { row("S4 1,000 diamonds side by side, each bound", c, updates: 101) { s.send($0) } }
    }
}
