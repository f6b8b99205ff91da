import CLibEditShim

/// Ctrl-C (SIGINT) as a flag. The handler only records the signal, which is all a signal
/// handler may safely do; the REPL polls the flag and acts on it from ordinary code.
public enum InterruptSignal {
    /// Replaces the default SIGINT action (ending the process) with setting the flag.
    public static func install() { sri_install_interrupt_handler() }

    /// True, once, when SIGINT arrived since the last call.
    public static func take() -> Bool { sri_take_interrupt() != 0 }
}
