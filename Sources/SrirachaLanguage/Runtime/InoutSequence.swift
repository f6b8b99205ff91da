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

    /// Applies the Mod to `cell`, from frame `f` at `site`.
    func run(_ m: Machine, _ cell: Box, _ f: Frame, _ site: Site) throws {
        let depth = f.depth
        for leaf in leaves {
            for k in leaf.enters {
                let node = nodes[k]
                let at = node.site ?? site
                if depth + node.depth >= m.maxDepth { throw called(Machine.depthExceeded(at), from: node.parent, site) }
                if m.tick(), let message = m.checkLimits() {
                    throw called(Machine.limitHit(message, at), from: node.parent, site)
                }
            }
            do {
                _ = try m.call(leaf.function, .box(cell), Frame(base: f.top, top: f.top, env: f.env, depth: depth + leaf.depth),
                               leaf.site)
            } catch {
                throw called(error, from: leaf.node, site)
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
