/// A Bond-style push engine, as Bond 3 worked: setting a value calls every listener at once,
/// in the order they were added, with no levels and no cutoff. Counts what it runs.
final class PushCounters {
    var recomputes = 0
    var bindings = 0
    var glitches = 0
    func reset() { recomputes = 0; bindings = 0; glitches = 0 }
}

final class Push<T> {
    var listeners: [(T) -> Void] = []
    var value: T {
        didSet { for l in listeners { l(value) } }
    }
    init(_ value: T) { self.value = value }

    func map<U>(_ c: PushCounters, _ f: @escaping (T) -> U) -> Push<U> {
        let d = Push<U>(f(value))
        listeners.append { [unowned d] v in
            c.recomputes += 1
            d.value = f(v)
        }
        return d
    }

    func bind(_ c: PushCounters, _ write: @escaping (T) -> Void) {
        listeners.append { v in
            c.bindings += 1
            write(v)
        }
    }
}

func pushReduce<A, B, R>(_ c: PushCounters, _ a: Push<A>, _ b: Push<B>, _ f: @escaping (A, B) -> R) -> Push<R> {
    let d = Push<R>(f(a.value, b.value))
    a.listeners.append { [unowned d, unowned b] v in
        c.recomputes += 1
        d.value = f(v, b.value)
    }
    b.listeners.append { [unowned d, unowned a] v in
        c.recomputes += 1
        d.value = f(a.value, v)
    }
    return d
}

enum PushBench {
    static let engine = "Bond-style push"

    static func row(_ shape: String, _ c: PushCounters, updates: Int, _ set: @escaping (Int) -> Void) -> Row {
        var next = 1_000
        let t = median(updates) { _ in
            next += 1
            c.reset()
            set(next)
        }
        return Row(shape: shape, engine: engine, recomputes: grouped(c.recomputes), bindings: grouped(c.bindings),
                   glitches: grouped(c.glitches), time: formatTime(t))
    }

    static func chain(_ n: Int, shape: String, first: ((Int) -> Int)? = nil) -> Row {
        let c = PushCounters()
        let s = Push(0)
        var keep: [Push<Int>] = [s]
        var last = s.map(c, first ?? { $0 &+ 1 })
        keep.append(last)
        for _ in 1..<n {
            last = last.map(c) { $0 &+ 1 }
            keep.append(last)
        }
        last.bind(c) { _ in }
        return withExtendedLifetime(keep) { row(shape, c, updates: 15) { s.value = $0 } }
    }

    static func s2() -> Row {
        let c = PushCounters()
        let s = Push(0)
        var keep: [Push<Int>] = []
        for i in 0..<10_000 {
            let m = s.map(c) { $0 &+ i }
            m.bind(c) { _ in }
            keep.append(m)
        }
        return withExtendedLifetime(keep) { row("S2 fan-out: 10,000 maps, each bound", c, updates: 31) { s.value = $0 } }
    }

    static func series(_ k: Int, shape: String, updates: Int) -> Row {
        let c = PushCounters()
        let s = Push(0)
        var keep: [AnyObject] = [s]
        var top = s
        for _ in 0..<k {
            let l = top.map(c) { $0 + 1 }
            let r = top.map(c) { $0 - 1 }
            top = pushReduce(c, l, r) { ($0 + $1) / 2 }
            keep += [l, r, top]
        }
        top.bind(c) { v in if v != s.value { c.glitches += 1 } }
        return withExtendedLifetime(keep) { row(shape, c, updates: updates) { s.value = $0 } }
    }

    static func s4() -> Row {
        let c = PushCounters()
        let s = Push(0)
        var keep: [AnyObject] = []
        for _ in 0..<1_000 {
            let l = s.map(c) { $0 + 1 }
            let r = s.map(c) { $0 - 1 }
            let d = pushReduce(c, l, r) { ($0 + $1) / 2 }
            d.bind(c) { v in if v != s.value { c.glitches += 1 } }
            keep += [l, r, d]
        }
        return withExtendedLifetime(keep) { row("S4 1,000 diamonds side by side, each bound", c, updates: 101) { s.value = $0 } }
    }
}
