import Foundation

/// A trace's place in the public-report suite (`corpus/public-reports`), read from a comment line of its file.
///
/// `# case C31: <address>` marks the reproduction of a public report (the report's verdict is the
/// trace's `expect:`); `# control C31: <what>` marks a neighbouring strategy or sequence that must
/// hold. A reproduction's failure is the report's documented fault, so `replay` counts it in the
/// suite's score instead of calling it unaccepted.
public nonisolated struct PublicCaseMark: Equatable, Sendable {
  /// What the trace is to its case.
  public enum Role: Equatable, Sendable {
    /// The report's sequence, expected to give the report's verdict.
    case reproduction
    /// A neighbour that must hold.
    case control
  }

  /// The case's identifier: `C` (iOS) or `A` (Android) and a number, such as `C31`.
  public let caseID: String
  /// What the trace is to the case.
  public let role: Role

  /// Creates a mark.
  public init(caseID: String, role: Role) {
    self.caseID = caseID
    self.role = role
  }

  /// The mark in `comments` (a trace's comment lines, without their `#`), the first one found; `nil` when none
  /// has the form `case <id>` or `control <id>` followed by `:` or the end of the line.
  public init?(comments: [String]) {
    for comment in comments {
      for (word, role) in [("case ", Role.reproduction), ("control ", Role.control)] where comment.hasPrefix(word) {
        let id = comment.dropFirst(word.count).prefix { $0 != ":" && $0 != " " }
        guard let first = id.first, first == "C" || first == "A", id.count >= 3,
          id.dropFirst().allSatisfy({ $0.isASCII && $0.isNumber })
        else { continue }
        self.init(caseID: String(id), role: role)
        return
      }
    }
    return nil
  }
}

/// The public-report suite's score over the traces one `replay` ran.
public nonisolated struct PublicSuiteScore: Sendable {
  /// Per case: whether every reproduction replayed as recorded, and whether one of them only by construction.
  private var cases: [String: (reproduced: Bool, byConstruction: Bool)] = [:]
  private var controls = 0
  private var controlsHolding = 0

  /// An empty score.
  public init() {}

  /// Whether no marked trace was added.
  public var isEmpty: Bool { cases.isEmpty && controls == 0 }

  /// Counts one replayed trace.
  ///
  /// - Parameters:
  ///   - mark: the trace's mark.
  ///   - matches: whether it replayed with its recorded verdict and checkpoints.
  ///   - byConstruction: whether its violation follows from the strategy's parameters alone.
  public mutating func add(_ mark: PublicCaseMark, matches: Bool, byConstruction: Bool) {
    switch mark.role {
    case .control:
      controls += 1
      if matches { controlsHolding += 1 }
    case .reproduction:
      let now = cases[mark.caseID] ?? (true, false)
      cases[mark.caseID] = (now.reproduced && matches, now.byConstruction || byConstruction)
    }
  }

  /// One line: `public-report suite: 12 cases, 11 with the report's verdict (2 by construction), 1 differs;
  /// 12 controls, 12 hold`.
  public var line: String {
    let reproduced = cases.values.filter(\.reproduced)
    let byConstruction = reproduced.filter(\.byConstruction).count
    let differ = cases.count - reproduced.count
    return "public-report suite: \(cases.count) case\(cases.count == 1 ? "" : "s"), \(reproduced.count) with the"
      + " report's verdict (\(byConstruction) by construction), \(differ) differ\(differ == 1 ? "s" : "");"
      + " \(controls) control\(controls == 1 ? "" : "s"), \(controlsHolding) hold"
  }

  /// The ids of the cases whose reproductions did not all replay as recorded, sorted.
  public var differing: [String] { cases.filter { !$0.value.reproduced }.keys.sorted() }
}
