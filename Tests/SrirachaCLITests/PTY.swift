import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Runs `sriracha` on a pseudo-terminal, as a person at a terminal would: libedit, prompts,
/// Tab completion and key presses all work. Waits are bounded (a hung program fails the test
/// instead of hanging it) but nothing asserts how fast anything is.
final class PTYProcess {
    private let master: Int32
    private let pid: pid_t
    /// Everything the program wrote so far (terminal escapes included).
    private(set) var output = ""
    private var bytes: [UInt8] = []
    private var consumed = 0
    /// The program closed the terminal (it ended).
    private var closed = false

    /// Starts `sriracha ARGS` in `folder` with `environment` added (TERM and NO_COLOR are set).
    init(_ arguments: [String], in folder: String, environment: [String: String] = [:]) throws {
        // posix_openpt and friends hide behind feature macros Swift does not set; the Linux
        // ioctls they wrap are the same on every architecture Swift runs on.
        master = open("/dev/ptmx", O_RDWR | O_NOCTTY | O_CLOEXEC)
        var unlock: Int32 = 0
        var number: UInt32 = 0
        guard master >= 0, ioctl(master, Self.TIOCSPTLCK, &unlock) == 0, ioctl(master, Self.TIOCGPTN, &number) == 0 else {
            throw PTYError("cannot open a pseudo-terminal")
        }
        let slave = "/dev/pts/\(number)"
        var size = winsize(ws_row: 24, ws_col: 100, ws_xpixel: 0, ws_ypixel: 0)
        _ = ioctl(master, UInt(TIOCSWINSZ), &size)

        var env = ProcessInfo.processInfo.environment
        env["TERM"] = "xterm"
        env["NO_COLOR"] = "1"
        env["HOME"] = folder
        env["XDG_STATE_HOME"] = folder + "/state"
        for (k, v) in environment { env[k] = v }
        // The shell waits for sriracha and writes its exit status to the terminal: other tests in
        // this process start programs through Foundation, which may reap any child of the process,
        // so waitpid cannot be trusted to see this one's status. (A trapped signal is reset to its
        // default in sriracha, so Ctrl-C reaches it as at a real terminal.)
        let script = "trap 'true' INT TERM; cd \"$1\" && shift && \"$@\"; echo \"\(Self.exitMarker)$?]\""
        let argv = ["/bin/sh", "-c", script, "sh", folder, CLI.executable] + arguments
        var cArgs: [UnsafeMutablePointer<CChar>?] = argv.map { strdup($0) } + [nil]
        var cEnv: [UnsafeMutablePointer<CChar>?] = env.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer {
            for p in cArgs { free(p) }
            for p in cEnv { free(p) }
        }
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        // A new session, so that opening the terminal below makes it the controlling one.
        posix_spawnattr_setflags(&attributes, Self.POSIX_SPAWN_SETSID)
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, slave, O_RDWR, 0)
        posix_spawn_file_actions_adddup2(&actions, 0, 1)
        posix_spawn_file_actions_adddup2(&actions, 0, 2)
        posix_spawn_file_actions_addclose(&actions, master)
        var child: pid_t = 0
        let status = posix_spawn(&child, "/bin/sh", &actions, &attributes, &cArgs, &cEnv)
        guard status == 0 else { throw PTYError("cannot start sriracha: \(String(cString: strerror(status)))") }
        pid = child
    }

    private static let TIOCSPTLCK: UInt = 0x4004_5431
    private static let TIOCGPTN: UInt = 0x8004_5430
    private static let POSIX_SPAWN_SETSID: Int16 = 0x80

    deinit {
        kill(-pid, SIGKILL)  // the whole session: the shell and sriracha
        var status: Int32 = 0
        waitpid(pid, &status, 0)
        close(master)
    }

    /// Types `text` (use `\r` for Enter, `\t` for Tab, `\u{4}` for Ctrl-D).
    func send(_ text: String) {
        let data = Array(text.utf8)
        _ = data.withUnsafeBytes { write(master, $0.baseAddress, $0.count) }
    }

    /// Waits until `text` appears after what earlier waits consumed, and consumes up to it.
    /// Returns false (after `limit` seconds) if it never does.
    @discardableResult
    func expect(_ text: String, limit: Double = 60) -> Bool {
        let deadline = Date().addingTimeInterval(limit)
        let needle = Array(text.utf8)
        while true {
            if let found = find(needle) {
                consumed = found + needle.count
                return true
            }
            if Date() >= deadline || closed {
                // What the program showed since the last match: where it stopped, for the log.
                let unread = String(decoding: bytes[consumed...].suffix(2_000), as: UTF8.self)
                FileHandle.standardError.write(Data("PTY: no \"\(text)\" within \(limit) s; unread output:\n\(unread.debugDescription)\n".utf8))
                return false
            }
            _ = readMore(timeoutMilliseconds: 200)
        }
    }

    /// What the wrapping shell writes, followed by the exit status and `]`, when sriracha ends.
    private static let exitMarker = "[sriracha exited with "

    /// Reads until the program exits; returns its exit status (or -1 after `limit` seconds).
    func waitForExit(limit: Double = 60) -> Int32 {
        guard expect(Self.exitMarker, limit: limit) else { return -1 }
        _ = expect("]", limit: 5)
        let text = String(decoding: bytes[..<consumed], as: UTF8.self)
        guard let start = text.range(of: Self.exitMarker, options: .backwards) else { return -1 }
        let digits = text[start.upperBound...].prefix { $0.isNumber }
        return Int32(digits) ?? -1
    }

    /// The output not yet consumed by `expect`.
    var rest: String { String(decoding: bytes[consumed...], as: UTF8.self) }

    private func find(_ needle: [UInt8]) -> Int? {
        guard needle.count <= bytes.count - consumed else { return nil }
        var i = consumed
        while i + needle.count <= bytes.count {
            if bytes[i] == needle[0] && Array(bytes[i..<(i + needle.count)]) == needle { return i }
            i += 1
        }
        return nil
    }

    /// False when the terminal is closed (the program ended) or nothing came in time.
    private func readMore(timeoutMilliseconds: Int32) -> Bool {
        var fds = pollfd(fd: master, events: Int16(POLLIN), revents: 0)
        guard poll(&fds, 1, timeoutMilliseconds) > 0 else { return false }
        var buffer = [UInt8](repeating: 0, count: 4096)
        let n = buffer.withUnsafeMutableBytes { read(master, $0.baseAddress, $0.count) }
        guard n > 0 else {
            closed = true
            return false
        }
        bytes += buffer[0..<n]
        output = String(decoding: bytes, as: UTF8.self)
        return true
    }
}

struct PTYError: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}
