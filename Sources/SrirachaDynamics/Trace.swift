/// What an update reports as it runs, for a trace ("watch the bindings recompute").
///
/// Events come in order: `began`, one `recomputed` per node the update visited (lowest height
/// first, creation order within a height), `effectsBegan`, one `effect` per binding or observer
/// run, `ended`. A chained update (a binding wrote a source) follows with its own events.
public enum TraceEvent<Value> {
    case began(update: Int, causes: [SourceChange<Value>], chainedFrom: Int?)
    case recomputed(Recomputation<Value>)
    /// Every recomputation of the update is done; effects follow.
    case effectsBegan(update: Int)
    case effect(EffectRun<Value>)
    case ended(UpdateSummary)
}

/// A source set at the start of an update.
public struct SourceChange<Value> {
    public let node: NodeID
    public let old: NodeState<Value>
    public let new: Value
    /// False when the new value equals the old one (nothing is recomputed for it).
    public let changed: Bool
}

/// One node visited by an update.
public struct Recomputation<Value> {
    public let node: NodeID
    public let height: Int
    public let old: NodeState<Value>
    public let outcome: Outcome
    /// How many of its inputs changed in this update, of how many.
    public let inputsChanged: Int
    public let inputCount: Int

    public enum Outcome {
        /// Recomputed to a different value (or from no value to one): `↻`.
        case changed(Value)
        /// Recomputed to an equal value, so its dependents are not recomputed: `✂`.
        case cutOff(Value)
        /// The derivation threw; the error is the node's state now: `✗`.
        case failed(any Error)
        /// Not run: an input has no value because `root` failed or never had one: `⊘`.
        case skipped(root: NodeID)
        /// A filter's predicate rejected the value; the node keeps its last one: `⊘`.
        case rejected
    }
}

/// One binding or observer run at the end of an update.
public struct EffectRun<Value> {
    public let effect: EffectID
    public let node: NodeID
    public let kind: EffectKind
    /// The level it is shown at: one above the node it reads.
    public let height: Int
    /// The value written or observed; nil when the node has no value (the effect did not run).
    public let value: Value?
}

/// The counts of one update.
public struct UpdateSummary: Equatable, Sendable {
    public var update = 0
    /// Derivations run (changed, cut off, failed, or a filter that rejected).
    public var recomputed = 0
    public var changed = 0
    public var cutOff = 0
    public var failed = 0
    public var skipped = 0
    public var bindings = 0
    public var observers = 0
    public init() {}
}
