import CLibEditShim

/// Ctrl-C (SIGINT) as a flag. The handler only records the signal, which is all a signal
/// handler may safely do; the REPL polls the flag and acts on it from ordinary code.
public enum InterruptSignal {
    /// Replaces the default SIGINT action (ending the process) with setting the flag.
    public static func install() { sri_install_interrupt_handler() }

    /// True, once, when SIGINT arrived since the last call.
    public static func take() -> Bool { sri_take_interrupt() != 0 }

    /// True when SIGINT arrived and was not taken yet (the flag is left as it is).
    public static var pending: Bool { sri_interrupt_pending() != 0 }
}

/// SIGINT and SIGTERM for a script run without a terminal: each only sets a flag, so the run
/// can stop its statement, flush what it printed and leave with the conventional status.
public enum StopSignal {
    /// Installs both handlers.
    public static func install() {
        sri_install_interrupt_handler()
        sri_install_termination_handler()
    }

    /// Whether SIGINT or SIGTERM arrived and was not taken yet (the flags are left as they are).
    public static var pending: Bool { sri_interrupt_pending() != 0 || sri_termination_pending() != 0 }

    /// The exit status for the signal that arrived since the last call (130 for SIGINT, 143
    /// for SIGTERM), once; nil when none did.
    public static func take() -> Int32? {
        if sri_take_termination() != 0 { return 143 }
        if sri_take_interrupt() != 0 { return 130 }
        return nil
    }
}

/// SIGCONT, sent when a program stopped by Ctrl-Z is continued (`fg`).
public enum ContinueSignal {
    /// A read blocked when the program was stopped then ends with EINTR instead of going on in
    /// whatever mode the shell left the terminal.
    public static func install() { sri_install_continue_handler() }
}
