import CMemoryUsage
import Foundation

/// Starts threads with a large native stack, settling for a smaller one when the large one
/// cannot be mapped (`ulimit -v`): a thread that fails to start would leave its caller waiting
/// forever, so every size down to `minimumSize` is tried before giving up.
public enum LargeStackThread {
    /// The smallest stack worth running Sriracha on.
    public static let minimumSize = 8 << 20
    /// The stack evaluation asks for: the depth limit is set for it (only reserved; pages are
    /// used as the stack grows). Threads that host a session's statements ask for it too, so
    /// that the evaluator can run on them instead of handing every statement to a thread of
    /// its own.
    public static let evaluationSize = 1 << 30

    /// Where the current thread's stack is, for a thread started here.
    struct Bounds {
        /// An address near the top of the stack (stacks grow down).
        let top: UInt
        /// The size the thread got.
        let size: Int
    }

    private static let boundsKey: pthread_key_t = {
        var key = pthread_key_t()
        pthread_key_create(&key, nil)
        return key
    }()

    /// The current thread's stack, when it was started by `start`; nil on any other thread.
    static var currentBounds: Bounds? {
        guard let raw = pthread_getspecific(boundsKey) else { return nil }
        return raw.assumingMemoryBound(to: Bounds.self).pointee
    }

    /// Runs `body` on a new detached thread with a stack of `preferredSize` bytes, or of the
    /// largest of its halvings that can be mapped. `body` receives the size it got. Returns that
    /// size, or nil when no thread could be started at all (then `body` never runs).
    @discardableResult
    public static func start(preferredSize: Int, name: String? = nil,
                             _ body: @escaping (Int) -> Void) -> Int? {
        var size = max(preferredSize, minimumSize)
        // Under an address-space limit (`ulimit -v`) a stack's reservation counts against it
        // whether used or not: leave most of the space to values.
        let ceiling = Int(clamping: sri_address_space_limit())
        if ceiling > 0 { size = max(minimumSize, min(size, ceiling / 8)) }
        while true {
            if spawn(size: size, name: name, body) { return size }
            if size <= minimumSize { return nil }
            size = max(minimumSize, size / 2)
        }
    }

    /// Runs `body` on a large-stack thread and waits for it; on the calling thread when no
    /// thread can be started.
    public static func run<T>(preferredSize: Int, _ body: () -> T) -> T {
        withoutActuallyEscaping(body) { body in
            let slot = Slot<T>(body)
            let done = DispatchSemaphore(value: 0)
            let started = start(preferredSize: preferredSize) { _ in
                slot.run()
                done.signal()
            }
            if started == nil { slot.run() } else { done.wait() }
            return slot.take()
        }
    }

    private final class Start {
        let body: (Int) -> Void
        let size: Int
        let name: String?
        init(body: @escaping (Int) -> Void, size: Int, name: String?) {
            self.body = body
            self.size = size
            self.name = name
        }
    }

    private static func spawn(size: Int, name: String?, _ body: @escaping (Int) -> Void) -> Bool {
        var attributes = pthread_attr_t()
        guard pthread_attr_init(&attributes) == 0 else { return false }
        defer { pthread_attr_destroy(&attributes) }
        guard pthread_attr_setstacksize(&attributes, size) == 0 else { return false }
        let start = Unmanaged.passRetained(Start(body: body, size: size, name: name)).toOpaque()
        var thread = pthread_t()
        let result = pthread_create(&thread, &attributes, { argument in
            guard let argument else { return nil }
            let start = Unmanaged<Start>.fromOpaque(argument).takeRetainedValue()
            if let name = start.name { Thread.current.name = name }
            var marker: UInt8 = 0
            let top = withUnsafeMutablePointer(to: &marker) { UInt(bitPattern: $0) }
            let bounds = UnsafeMutablePointer<Bounds>.allocate(capacity: 1)
            bounds.initialize(to: Bounds(top: top, size: start.size))
            pthread_setspecific(LargeStackThread.boundsKey, bounds)
            start.body(start.size)
            pthread_setspecific(LargeStackThread.boundsKey, nil)
            bounds.deallocate()
            return nil
        }, start)
        guard result == 0 else {
            Unmanaged<Start>.fromOpaque(start).release()
            return false
        }
        pthread_detach(thread)
        return true
    }

    /// Hands the work to the thread and its result back (the semaphore orders the write before
    /// the read).
    private final class Slot<T> {
        private var body: (() -> T)?
        private var value: T?
        init(_ body: @escaping () -> T) { self.body = body }
        func run() {
            value = body?()
            body = nil
        }
        func take() -> T {
            guard let value else { preconditionFailure("the thread ended without a result") }
            return value
        }
    }
}
