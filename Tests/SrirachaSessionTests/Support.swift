import SrirachaSession

/// Runs entries in one session and returns everything printed, errors included, as one string.
func transcript(_ entries: [String], options: Session.Options = Session.Options()) -> String {
    let session = Session(options: options)
    var out = ""
    for entry in entries {
        session.run(entry) { chunk in
            switch chunk {
            case .text(let t), .error(let t): out += t
            }
        }
    }
    return out
}

/// Runs one entry and returns its status and output.
func runOne(_ session: Session, _ entry: String) -> (Session.Status, String) {
    var out = ""
    let status = session.run(entry) { chunk in
        switch chunk {
        case .text(let t), .error(let t): out += t
        }
    }
    return (status, out)
}
