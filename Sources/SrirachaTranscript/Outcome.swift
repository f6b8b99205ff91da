/// How one statement fared.
public struct StatementOutcome: Sendable {
    public enum Status: String, Sendable, Codable {
        case passed
        case failed
        /// `//@ skip`.
        case skipped
        /// `//@ xfail` and it did not match, as expected: counts as passed.
        case xfailed
        /// After a runaway statement: counts as skipped.
        case notRun
    }

    /// Index into the file's statements.
    public var index: Int
    /// 1-based first line of its code.
    public var line: Int
    public var source: String
    public var status: Status
    public var expected: [AnnotationLine]
    public var actual: [AnnotationLine]
    /// Why it failed beyond the diff (no annotations, xfail passed, `fails` block, runaway),
    /// or why it was skipped.
    public var message: String?
    /// Its annotations differ from the output and `--update` rewrites them.
    public var fixable = false
    /// It failed for a reason rewriting its annotations does not fix (an xfail statement that
    /// passed, a `fails` block that succeeded).
    public var needsAttention = false
    /// `--update` rewrote its annotations.
    public var updated = false

    public var counts: Counts {
        switch status {
        case .passed, .xfailed: return Counts(passed: 1)
        case .failed: return updated ? Counts(updated: 1) : Counts(failed: 1)
        case .skipped, .notRun: return Counts(skipped: 1)
        }
    }
}

/// How one file fared.
public struct FileOutcome: Sendable {
    /// The path as given (and as reports show it).
    public var path: String
    /// The file could not be tested or written: unreadable, not UTF-8, malformed, changed on
    /// disk during `--update`, no statement at the requested line. Exit code 2.
    public var error: String?
    /// A file-wide remark, e.g. "no expectations — run `sriracha test --update`".
    public var note: String?
    public var statements: [StatementOutcome] = []
    /// `--update` wrote the file.
    public var wroteFile = false

    public init(path: String, error: String? = nil) {
        self.path = path
        self.error = error
    }

    public var counts: Counts { statements.reduce(Counts()) { $0 + $1.counts } }
}

/// Statement counts for the summary line.
public struct Counts: Equatable, Sendable {
    public var passed = 0
    public var failed = 0
    public var skipped = 0
    /// Failed, then rewritten by `--update`.
    public var updated = 0

    public init(passed: Int = 0, failed: Int = 0, skipped: Int = 0, updated: Int = 0) {
        self.passed = passed
        self.failed = failed
        self.skipped = skipped
        self.updated = updated
    }

    public static func + (a: Counts, b: Counts) -> Counts {
        Counts(passed: a.passed + b.passed, failed: a.failed + b.failed,
               skipped: a.skipped + b.skipped, updated: a.updated + b.updated)
    }

    /// `12 passed, 1 failed` (`, 2 skipped` when any); with `--update`,
    /// `12 passed, 1 updated` (`, 1 failed`, `, 2 skipped` when any).
    public func summary(update: Bool) -> String {
        var parts = ["\(passed) passed"]
        if update {
            parts.append("\(updated) updated")
            if failed > 0 { parts.append("\(failed) failed") }
        } else {
            parts.append("\(failed + updated) failed")
        }
        if skipped > 0 { parts.append("\(skipped) skipped") }
        return parts.joined(separator: ", ")
    }

    /// The summary line with what was looked at first: `12 files, 837 statements passed` when
    /// every statement passed, else `12 files, 837 statements: 830 passed, 7 failed`.
    public func summary(update: Bool, files: Int) -> String {
        let total = passed + failed + skipped + updated
        let scope = "\(files) \(files == 1 ? "file" : "files"), \(total) \(total == 1 ? "statement" : "statements")"
        if passed == total && total > 0 { return scope + " passed" }
        return scope + ": " + summary(update: update)
    }
}
