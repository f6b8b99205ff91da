/// A closure whose body only hands its `inout` parameter to captured Mods, one after another:
/// `Mod { lhs.apply(&$0); rhs.apply(&$0) }`, what `+` and `<>` on Mods make. Its body reads
/// each captured Mod's function and calls it with the parameter's cell, without the general
/// statement, member and call code around each call. Whatever does not have the expected
/// shape at run time (a value that is not a Mod) runs the statement's ordinary code.
final class InoutSequence {
    struct Part {
        /// The captured Mod (`lhs`): an index into the closure's captured values.
        let capture: Int
        /// The stored property holding its function (`apply`).
        let field: Int
        /// Where the call is written, for the call path of an error.
        let site: Site
        /// The statement's ordinary code.
        let fallback: StmtCode
    }

    let parts: [Part]

    init(_ parts: [Part]) { self.parts = parts }

    /// The function of part `p` in a closure's captured values, if it has the expected shape.
    @inline(__always)
    func function(_ p: Part, in env: UnsafeMutablePointer<Value>) -> Function? {
        if case .structValue(let s) = env[p.capture], p.field < s.fields.count, case .function(let fn) = s.fields[p.field] {
            return fn
        }
        return nil
    }

    /// Runs the parts on the frame of the closure, whose slot 0 holds the parameter's cell.
    func run(_ m: Machine, _ f: Frame) throws -> Value {
        guard case .box(let cell) = f.base[0] else {
            for p in parts { _ = try p.fallback(f) }
            return .void
        }
        for p in parts {
            if !cell.accessed, let fn = function(p, in: f.env) {
                _ = try m.call(fn, .box(cell), f, p.site)
            } else {
                _ = try p.fallback(f)
            }
        }
        return .void
    }
}

/// A composed Mod flattened: the functions at the leaves of its tree of `inout` sequences,
/// in the order they run, each called with the cell straight from where the Mod is applied.
///
/// Running it does what entering each sequence closure on the way would do, and nothing
/// else is observable: before the first leaf under a sequence runs, the sequence's entry is
/// checked against the depth limit and counts a step (the step, time and interrupt checks);
/// each leaf is called at the depth it would have had; an error leaving a leaf gains the
/// calls of the sequences around it in its call path. The closures between are not entered,
/// so their frames take no room.
final class InoutPlan {
    /// A sequence closure of the tree. The root, the one applied, has no site: it is entered
    /// from where it is applied.
    struct Node {
        let name: String
        let site: Site?
        /// Sequences above it.
        let depth: Int
        let parent: Int?
    }

    struct Leaf {
        let function: Function
        let site: Site
        /// The sequence that calls it.
        let node: Int
        let depth: Int
        /// The sequences entered just before it (outermost first): those it is the first leaf of.
        let enters: [Int]
    }

    private(set) var nodes: [Node] = []
    private(set) var leaves: [Leaf] = []

    /// What the loop reads for each leaf: plain values, so that going through the leaves
    /// costs no reference counting (`leaves` keeps the functions alive).
    private struct Step {
        /// The leaf's compiled closure, when it takes one argument and shows no application:
        /// it is entered directly.
        let closure: Unmanaged<Closure>?
        let function: Unmanaged<Function>
        let depth: Int
        /// The sequences entered before it: a range of `entered`.
        let enters: Range<Int>
        /// Its `FieldSet` (an index of `fieldSets`), or -1.
        let fieldSet: Int
    }
    private var steps: [Step] = []
    private var fieldSets: [FieldSet] = []
    private var entered: [Int] = []
    private var nodeDepths: [Int] = []

    /// Flattening stops this deep (what is below runs as the closures it is) and gives up past
    /// this many leaves: a Mod built by `reduce` over thousands of parts is not copied out.
    static let maxDepth = 64
    static let maxLeaves = 4096

    /// The plan for applying `root`, a closure of `sequence`; nil when its own parts do not
    /// have the expected shape or there are too many.
    static func make(_ m: Machine, _ root: Closure, _ sequence: InoutSequence) -> InoutPlan? {
        let plan = InoutPlan()
        plan.nodes.append(Node(name: root.block.name, site: nil, depth: 0, parent: nil))
        var pending = [0]
        guard plan.visit(m, root, sequence, node: 0, pending: &pending) else { return nil }
        plan.prepareSteps()
        return plan
    }

    private func visit(_ m: Machine, _ closure: Closure, _ sequence: InoutSequence, node: Int,
                       pending: inout [Int]) -> Bool {
        let depth = nodes[node].depth
        for p in sequence.parts {
            guard let fn = sequence.function(p, in: closure.env), leaves.count < InoutPlan.maxLeaves else { return false }
            if depth + 1 < InoutPlan.maxDepth, let c = fn.compiled as? Closure, let inner = c.block.inoutSequence {
                // A nested composition: its leaves become this one's, unless it does not have
                // the shape, and then it is called as it is.
                let (nodeCount, leafCount, saved) = (nodes.count, leaves.count, pending)
                nodes.append(Node(name: c.block.name, site: p.site, depth: depth + 1, parent: node))
                pending.append(nodes.count - 1)
                if visit(m, c, inner, node: nodes.count - 1, pending: &pending) { continue }
                nodes.removeSubrange(nodeCount...)
                leaves.removeSubrange(leafCount...)
                pending = saved
            }
            leaves.append(Leaf(function: fn, site: p.site, node: node, depth: depth + 1, enters: pending))
            pending = []
        }
        return true
    }

    private func prepareSteps() {
        nodeDepths = nodes.map(\.depth)
        steps = leaves.map { leaf in
            let start = entered.count
            entered.append(contentsOf: leaf.enters)
            var closure: Unmanaged<Closure>?
            var fieldSet = -1
            if let c = leaf.function.compiled as? Closure, c.block.paramCount == 1, !c.wrapsResult {
                closure = .passUnretained(c)
                if let set = c.block.fieldSet {
                    fieldSet = fieldSets.count
                    fieldSets.append(set)
                }
            }
            return Step(closure: closure, function: .passUnretained(leaf.function), depth: leaf.depth,
                        enters: start..<entered.count, fieldSet: fieldSet)
        }
    }

    /// Applies the Mod to `cell`, from frame `f` at `site`.
    func run(_ m: Machine, _ cell: Box, _ f: Frame, _ site: Site) throws {
        let depth = f.depth
        try steps.withUnsafeBufferPointer { steps in
            for i in 0..<steps.count {
                let step = steps[i]
                if !step.enters.isEmpty { try enter(step.enters, m, depth, site) }
                let frame = Frame(base: f.top, top: f.top, env: f.env, depth: depth + step.depth)
                guard let c = step.closure else {
                    do {
                        _ = try m.call(step.function, .box(cell), frame, leaves[i].site)
                    } catch {
                        throw called(error, from: leaves[i].node, site)
                    }
                    continue
                }
                let entry: Machine.CellEntry
                do {
                    if step.fieldSet >= 0, let done = try set(fieldSets[step.fieldSet], c, m, cell, frame) {
                        entry = done
                    } else {
                        entry = try c._withUnsafeGuaranteedRef { try m.enter($0, cell: cell, frame) }
                    }
                } catch {
                    let name = c._withUnsafeGuaranteedRef { $0.block.name }
                    throw called(Machine.called(name, at: leaves[i].site, error), from: leaves[i].node, site)
                }
                switch entry {
                case .done: break
                case .depthExceeded: throw called(Machine.depthExceeded(leaves[i].site), from: leaves[i].node, site)
                case .limit(let message):
                    throw called(Machine.limitHit(message, leaves[i].site), from: leaves[i].node, site)
                }
            }
        }
    }

    /// A leaf `$0.name = literal` run without entering it: the checks of the call (depth, room
    /// for its frame, a step), then the field written as the closure would write it. Nil when
    /// the cell is not a record free to change: the closure then runs as it is.
    @inline(__always)
    private func set(_ set: FieldSet, _ c: Unmanaged<Closure>, _ m: Machine, _ cell: Box,
                     _ f: Frame) throws -> Machine.CellEntry? {
        guard !cell.accessed, case .structValue = cell.value else { return nil }
        let size = c._withUnsafeGuaranteedRef { $0.block.frameSize }
        if f.depth >= m.maxDepth || f.top + size > m.stackEnd || m.nativeStackExhausted() { return .depthExceeded }
        if m.tick(), let message = m.checkLimits() { return .limit(message) }
        m.willWrite(cell)
        guard case .structValue(var record) = cell.value, set.field < record.fields.count else {
            throw RuntimeError("internal error: a Mod's field is missing from the value it changes")
        }
        cell.value = .void
        record.fields[set.field] = set.value
        cell.value = .structValue(record)
        return .done
    }

    /// The checks of entering the sequences `range` of `entered` names, as the calls of them
    /// would make.
    private func enter(_ range: Range<Int>, _ m: Machine, _ depth: Int, _ site: Site) throws {
        for j in range {
            let k = entered[j]
            if depth + nodeDepths[k] >= m.maxDepth {
                throw called(Machine.depthExceeded(nodes[k].site ?? site), from: nodes[k].parent, site)
            }
            if m.tick(), let message = m.checkLimits() {
                throw called(Machine.limitHit(message, nodes[k].site ?? site), from: nodes[k].parent, site)
            }
        }
    }

    /// An error leaving sequence `node`, with the calls of it and of the sequences around it.
    private func called(_ error: Error, from node: Int?, _ site: Site) -> Error {
        var error = error
        var k = node
        while let i = k {
            error = Machine.called(nodes[i].name, at: nodes[i].site ?? site, error)
            k = nodes[i].parent
        }
        return error
    }
}
