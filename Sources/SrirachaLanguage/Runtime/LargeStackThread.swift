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
        /// An address near the bottom: the top is a little below the mapping's end, so
        /// `top - size` may be below its start; this is clear of it and of the guard page.
        var bottom: UInt? {
            let margin = UInt(64 << 10)
            return top > UInt(size) + margin ? top - UInt(size) + margin : nil
        }
    }

    private static let boundsKey: pthread_key_t = {
        var key = pthread_key_t()
        pthread_key_create(&key, nil)
        return key
    }()

    /// The stacks of the threads started here that are running, for `residentStackBytes`.
    private static let live = LiveStacks()

    /// Bytes of the stacks of the running threads started here that are resident now. The
    /// memory limit is about values: stacks have their own limit (stack depth exceeded), and a
    /// deep recursion in one session must not make another run out of memory.
    static func residentStackBytes() -> Int {
        live.all().reduce(0) { total, bounds in
            guard let bottom = bounds.bottom else { return total }
            return total + Int(clamping: sri_resident_bytes_in(Int(bottom), Int(bounds.top)))
        }
    }

    /// The current thread's stack, when it was started by `start`; nil on any other thread.
    static var currentBounds: Bounds? {
        guard let raw = pthread_getspecific(boundsKey) else { return nil }
        return raw.assumingMemoryBound(to: Bounds.self).pointee
    }

    /// Gives back to the system the pages of the current thread's stack below the running
    /// frame (keeping a megabyte for what runs next), when the thread was started here: they
    /// are unused, and would otherwise stay resident.
    static func releaseUnusedStack() {
        guard let bounds = currentBounds, let bottom = bounds.bottom else { return }
        var marker: UInt8 = 0
        let here = withUnsafeMutablePointer(to: &marker) { UInt(bitPattern: $0) }
        let keep: UInt = 1 << 20
        guard here > bottom + keep, here <= bounds.top else { return }
        sri_release_pages(Int(bottom), Int(here - keep))
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
            LargeStackThread.live.add(bounds)
            start.body(start.size)
            LargeStackThread.live.remove(bounds)
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

    /// The bounds of the running threads, under a lock (threads start and end on their own).
    private final class LiveStacks: @unchecked Sendable {
        private let lock = NSLock()
        private var stacks: [UnsafeMutablePointer<Bounds>] = []
        func add(_ bounds: UnsafeMutablePointer<Bounds>) {
            lock.lock()
            stacks.append(bounds)
            lock.unlock()
        }
        func remove(_ bounds: UnsafeMutablePointer<Bounds>) {
            lock.lock()
            stacks.removeAll { $0 == bounds }
            lock.unlock()
        }
        func all() -> [Bounds] {
            lock.lock()
            defer { lock.unlock() }
            return stacks.map(\.pointee)
        }
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
