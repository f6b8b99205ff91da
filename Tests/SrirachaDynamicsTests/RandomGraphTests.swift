import Testing
@testable import SrirachaDynamics

/// A small deterministic generator, so a failing case can be replayed from its seed.
struct SplitMix: RandomNumberGenerator {
    var state: UInt64
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

/// Random graphs driven by random changes, checked after every update against a model that
/// recomputes every node from scratch in creation order.
@Suite struct RandomGraphTests {
    enum M: Equatable {
        case value(Int), failed, blocked, pending
    }

    struct Spec {
        var inputs: [Int]
        var isFilter: Bool
        var modulus: Int
        var offset: Int
    }

    static func model(_ s: NodeState<Int>) -> M {
        switch s {
        case .value(let v): return .value(v)
        case .failed: return .failed
        case .blocked: return .blocked
        case .pending: return .pending
        }
    }

    /// The derivation of a non-filter node: fails when the inputs sum to a multiple of 7.
    static func derive(_ xs: [Int], _ spec: Spec) throws -> Int {
        let sum = xs.reduce(0, +)
        if sum % 7 == 6 { throw Boom() }
        return (sum + spec.offset) % spec.modulus
    }

    /// From scratch: each node from its inputs' new states; filters remember their last value.
    static func recompute(_ specs: [Spec?], sources: [Int: Int], previous: [M]) -> [M] {
        var out: [M] = []
        for (i, spec) in specs.enumerated() {
            guard let spec else { out.append(.value(sources[i]!)); continue }
            let ins = spec.inputs.map { out[$0] }
            if ins.contains(where: { if case .value = $0 { return false }; return true }) {
                out.append(.blocked)
                continue
            }
            let xs = ins.map { if case .value(let v) = $0 { return v }; return 0 }
            if spec.isFilter {
                if xs[0] % 3 != 0 { out.append(.value(xs[0])) }
                else if case .value = previous[i] { out.append(previous[i]) }
                else { out.append(.pending) }
            } else {
                do { out.append(.value(try derive(xs, spec))) } catch { out.append(.failed) }
            }
        }
        return out
    }

    @Test(arguments: 1...60)
    func randomGraphMatchesFromScratchRecomputation(seed: UInt64) throws {
        var rng = SplitMix(state: seed)
        let g = intGraph()
        var specs: [Spec?] = []
        var sources: [Int: Int] = [:]
        var runs: [Int] = []
        let sourceCount = Int.random(in: 2...5, using: &rng)
        for _ in 0..<sourceCount {
            let v = Int.random(in: 0...9, using: &rng)
            let id = g.source(v)
            sources[id.index] = v
            specs.append(nil)
            runs.append(0)
        }
        let derivedCount = Int.random(in: 5...40, using: &rng)
        for _ in 0..<derivedCount {
            let n = specs.count
            let isFilter = Int.random(in: 0..<5, using: &rng) == 0
            let arity = isFilter ? 1 : Int.random(in: 1...3, using: &rng)
            let inputs = (0..<arity).map { _ in Int.random(in: 0..<n, using: &rng) }
            let spec = Spec(inputs: inputs, isFilter: isFilter, modulus: Int.random(in: 2...12, using: &rng),
                            offset: Int.random(in: 0...5, using: &rng))
            specs.append(spec)
            runs.append(0)
            let ids = inputs.map(NodeID.init)
            if isFilter {
                _ = g.derive(ids, .filter { x in runs[n] += 1; return x % 3 != 0 })
            } else {
                _ = g.derive(ids, .combine { xs in runs[n] += 1; return try Self.derive(xs, spec) })
            }
        }
        // Observers on some nodes check the state is already final (glitch-free) when they run.
        var expected: [M] = (0..<specs.count).map { Self.model(g.state(of: NodeID($0))) }
        #expect(expected == Self.recompute(specs, sources: sources, previous: expected))
        var observed: [Int: Int] = [:]
        for i in 0..<specs.count where Int.random(in: 0..<3, using: &rng) == 0 {
            _ = g.observe(NodeID(i), label: "o\(i)") { v in
                observed[i, default: 0] += 1
                #expect(Self.model(g.state(of: NodeID(i))) == .value(v))
                for j in 0..<specs.count { #expect(Self.model(g.state(of: NodeID(j))) == expected[j]) }
            }
        }
        for _ in 0..<40 {
            let before = expected
            var changes: [(Int, Int)] = []
            for _ in 0..<Int.random(in: 1...3, using: &rng) {
                changes.append((Int.random(in: 0..<sourceCount, using: &rng), Int.random(in: 0...9, using: &rng)))
            }
            for (s, v) in changes { sources[s] = v }
            expected = Self.recompute(specs, sources: sources, previous: before)
            runs = runs.map { _ in 0 }
            observed = [:]
            if changes.count == 1 {
                try g.set(NodeID(changes[0].0), to: changes[0].1)
            } else {
                try g.transaction { for (s, v) in changes { try g.set(NodeID(s), to: v) } }
            }
            for i in 0..<specs.count {
                #expect(Self.model(g.state(of: NodeID(i))) == expected[i], "seed \(seed), node \(i)")
                #expect(runs[i] <= 1, "seed \(seed): node \(i) ran \(runs[i]) times in one update")
                if runs[i] == 1, let spec = specs[i] {
                    #expect(spec.inputs.contains { before[$0] != expected[$0] },
                            "seed \(seed): node \(i) ran though no input changed")
                }
                if let n = observed[i] {
                    #expect(n == 1 && before[i] != expected[i])
                }
            }
        }
    }
}
