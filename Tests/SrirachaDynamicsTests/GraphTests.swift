import Testing
@testable import SrirachaDynamics

struct Boom: Error {}

func intGraph() -> Graph<Int> { Graph<Int>(isEqual: ==) }

@Suite struct GraphTests {
    @Test func heightsAndInitialValues() {
        let g = intGraph()
        let a = g.source(1)
        let b = g.map(a) { $0 + 1 }
        let c = g.derive([a, b], .combine { $0[0] * $0[1] })
        #expect(g.height(of: a) == 0 && g.height(of: b) == 1 && g.height(of: c) == 2)
        #expect(g.state(of: c).value == 2)
        #expect(g.isSource(a) && !g.isSource(c))
    }

    @Test func diamondRecomputesEachNodeOnceAndObserverSeesConsistentState() throws {
        let g = intGraph()
        let a = g.source(1)
        var runs = [0, 0, 0]
        let b = g.map(a) { runs[0] += 1; return $0 + 1 }
        let c = g.map(a) { runs[1] += 1; return $0 * 10 }
        let d = g.derive([b, c], .combine { runs[2] += 1; return $0[0] + $0[1] })
        var seen: [Int] = []
        _ = g.observe(d, label: "d") { seen.append($0) }
        runs = [0, 0, 0]
        try g.set(a, to: 2)
        #expect(runs == [1, 1, 1])
        #expect(seen == [23])
        #expect(g.lastSummary.recomputed == 3 && g.lastSummary.changed == 3 && g.lastSummary.observers == 1)
    }

    @Test func cutoffStopsPropagation() throws {
        let g = intGraph()
        let a = g.source(1)
        let parity = g.map(a) { $0 % 2 }
        var downstream = 0
        _ = g.map(parity) { downstream += 1; return $0 }
        downstream = 0
        try g.set(a, to: 3)
        #expect(downstream == 0)
        #expect(g.lastSummary.cutOff == 1 && g.lastSummary.changed == 0)
        try g.set(a, to: 4)
        #expect(downstream == 1)
    }

    @Test func settingAnEqualValueRunsNothing() throws {
        let g = intGraph()
        let a = g.source(5)
        _ = g.map(a) { $0 }
        try g.set(a, to: 5)
        #expect(g.lastSummary.recomputed == 0)
        #expect(g.updateCount == 1)
    }

    @Test func errorsAreValuesAndRecover() throws {
        let g = intGraph()
        let a = g.source(2)
        let inverse = g.map(a) { x in
            guard x != 0 else { throw Boom() }
            return 100 / x
        }
        let plusOne = g.map(inverse) { $0 + 1 }
        var written: [Int] = []
        _ = try g.bind(plusOne, label: "out") { written.append($0) }
        #expect(written == [51])
        try g.set(a, to: 0)
        guard case .failed = g.state(of: inverse) else { Issue.record("expected a failure"); return }
        guard case .blocked(let root) = g.state(of: plusOne) else { Issue.record("expected blocked"); return }
        #expect(root == inverse)
        #expect(written == [51])
        #expect(g.lastSummary.failed == 1 && g.lastSummary.skipped == 1 && g.lastSummary.bindings == 0)
        try g.set(a, to: 4)
        #expect(g.state(of: plusOne).value == 26)
        #expect(written == [51, 26])
    }

    @Test func filterKeepsItsLastPassingValue() throws {
        let g = intGraph()
        let a = g.source(1)
        let even = g.derive([a], .filter { $0 % 2 == 0 })
        guard case .pending = g.state(of: even) else { Issue.record("expected pending"); return }
        let doubled = g.map(even) { $0 * 2 }
        guard case .blocked = g.state(of: doubled) else { Issue.record("expected blocked"); return }
        try g.set(a, to: 4)
        #expect(g.state(of: doubled).value == 8)
        try g.set(a, to: 5)
        #expect(g.state(of: even).value == 4)
        #expect(g.lastSummary.changed == 0)
    }

    @Test func transactionIsOneUpdate() throws {
        let g = intGraph()
        let a = g.source(1), b = g.source(2)
        var runs = 0
        let sum = g.derive([a, b], .combine { runs += 1; return $0[0] + $0[1] })
        runs = 0
        try g.transaction {
            try g.set(a, to: 10)
            try g.set(b, to: 20)
            #expect(g.state(of: a).value == 10)
            #expect(g.state(of: sum).value == 3)
        }
        #expect(runs == 1)
        #expect(g.updateCount == 1)
        #expect(g.state(of: sum).value == 30)
    }

    @Test func failedTransactionAppliesNothing() {
        let g = intGraph()
        let a = g.source(1)
        #expect(throws: Boom.self) {
            try g.transaction {
                try g.set(a, to: 10)
                throw Boom()
            }
        }
        #expect(g.state(of: a).value == 1)
        #expect(g.updateCount == 0)
    }

    @Test func cycleThroughASourceBindingIsRejectedWithItsPath() throws {
        let g = intGraph()
        let s = g.source(1)
        let t = g.map(s) { $0 + 1 }
        let u = g.map(t) { $0 * 2 }
        #expect(throws: DynamicsError.cycle(path: [s, t, u])) { try g.bind(u, toSource: s) }
        let x = g.source(0), y = g.source(0)
        _ = try g.bind(x, toSource: y)
        #expect(throws: DynamicsError.cycle(path: [x, y])) { try g.bind(y, toSource: x) }
        #expect(throws: DynamicsError.cycle(path: [x])) { try g.bind(x, toSource: x) }
    }

    @Test func sourceBindingChainsTheNextUpdate() throws {
        let g = intGraph()
        let a = g.source(1)
        let doubled = g.map(a) { $0 * 2 }
        let b = g.source(0)
        _ = try g.bind(doubled, toSource: b)
        #expect(g.state(of: b).value == 2)
        let before = g.updateCount
        try g.set(a, to: 5)
        #expect(g.updateCount == before + 2)
        #expect(g.state(of: b).value == 10)
    }

    @Test func chainedUpdatesAreLimited() throws {
        let g = intGraph()
        let a = g.source(0)
        _ = g.observe(a, label: "again") { v in try g.set(a, to: v + 1) }
        g.chainLimit = 10
        #expect(throws: DynamicsError.chainLimit(limit: 10)) { try g.set(a, to: 1) }
    }

    @Test func settingASourceInsideADerivationFails() throws {
        let g = intGraph()
        let a = g.source(0), b = g.source(0)
        let sneaky = g.map(a) { v in try g.set(b, to: v); return v }
        try g.set(a, to: 1)
        guard case .failed(let e) = g.state(of: sneaky) else { Issue.record("expected a failure"); return }
        #expect(e as? DynamicsError == .setDuringRecomputation(b))
    }

    @Test func effectsRunAfterEveryRecomputation() throws {
        let g = intGraph()
        let a = g.source(1)
        let low = g.map(a) { $0 + 1 }
        var log: [String] = []
        let high = g.map(g.map(low) { $0 + 1 }) { log.append("computed high"); return $0 + 1 }
        _ = g.observe(low, label: "o") { _ in log.append("observed low") }
        _ = high
        log = []
        try g.set(a, to: 2)
        #expect(log == ["computed high", "observed low"])
    }

    @Test func removedEffectsStop() throws {
        let g = intGraph()
        let a = g.source(1)
        var seen: [Int] = []
        let e = g.observe(a, label: "o") { seen.append($0) }
        try g.set(a, to: 2)
        g.remove(effect: e)
        g.remove(effect: e)
        try g.set(a, to: 3)
        #expect(seen == [2])
    }

    @Test func rollBackUndoesNodesValuesAndEffects() throws {
        let g = intGraph()
        let a = g.source(1)
        let b = g.map(a) { $0 + 1 }
        let kept = g.observe(b, label: "kept") { _ in }
        g.beginAtomic()
        _ = g.map(b) { $0 * 3 }
        _ = g.observe(a, label: "new") { _ in }
        g.remove(effect: kept)
        try g.set(a, to: 10)
        #expect(g.state(of: b).value == 11)
        g.rollBackAtomic()
        #expect(g.nodeCount == 2)
        #expect(g.dependents(of: b).isEmpty)
        #expect(g.state(of: a).value == 1 && g.state(of: b).value == 2)
        #expect(g.updateCount == 0)
        #expect(g.effects(of: b) == [kept] && g.effects(of: a).isEmpty)
    }

    @Test func traceReportsWavesInOrder() throws {
        let g = intGraph()
        let a = g.source(1)
        let b = g.map(a) { $0 + 1 }
        let c = g.map(a) { $0 - $0 }
        let d = g.derive([b, c], .combine { $0[0] + $0[1] })
        _ = try g.bind(d, label: "out") { _ in }
        var lines: [String] = []
        g.trace = { event in
            switch event {
            case .began(let u, let causes, _): lines.append("began \(u) \(causes.map(\.new))")
            case .recomputed(let r):
                switch r.outcome {
                case .changed(let v): lines.append("L\(r.height) changed \(r.node) \(v) \(r.inputsChanged)/\(r.inputCount)")
                case .cutOff: lines.append("L\(r.height) cut \(r.node)")
                default: lines.append("other")
                }
            case .effectsBegan: lines.append("effects")
            case .effect(let e): lines.append("L\(e.height) effect \(e.value ?? -1)")
            case .ended(let s): lines.append("ended \(s.recomputed) \(s.changed) \(s.cutOff) \(s.bindings)")
            }
        }
        try g.set(a, to: 2)
        #expect(lines == ["began 1 [2]", "L1 changed #1 3 1/1", "L1 cut #2", "L2 changed #3 3 1/2", "effects",
                          "L3 effect 3", "ended 3 2 1 1"])
    }
}
