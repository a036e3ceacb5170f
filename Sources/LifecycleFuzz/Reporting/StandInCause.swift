import Foundation

/// What of the engine's stand-in app put an app-logic script's finding there: the sample app a script runs in
/// (docs/app-logic.md, "The sample app's own windows and presentations") presented, showed or dismissed UI of its own,
/// which no line of the user's script wrote. A `lock-bypass` through such UI is a finding about the user's app only if
/// the user's app does the same; the reports say so and point at the trace's event, not at a line of the script.
///
/// Found by replaying a finding's minimized trace (``Platform/standInCause(of:runner:invariant:)``), so the same trace
/// gives the same cause, whatever the number of workers.
public nonisolated struct StandInCause: Hashable, Sendable {
  /// What of the stand-in app's: `sheet presentation`, `popup window`, `dismiss of the lock`.
  public let what: String
  /// The index of the step whose event put it there (0-based, as ``Violation/step``).
  public let step: Int
  /// That step's event, in trace text (`appPresent(sheet, top)`).
  public let event: String
  /// Whether the stand-in's action is app code (a presentation or dismissal the app makes on its own, or an entry's
  /// route), which runs under any lock, rather than the user's tap on a control of the app's screen.
  public let isAppCode: Bool

  /// A cause.
  public init(what: String, step: Int, event: String, isAppCode: Bool) {
    self.what = what
    self.step = step
    self.event = event
    self.isAppCode = isAppCode
  }

  /// The label the reports give such a finding, as `by construction` labels a verdict a parameter decides.
  public static let label = "stand-in app"

  /// One line for a report: `stand-in app: the sheet presentation at step 1 (appPresent(sheet, top)) is the fuzzer's
  /// sample app's, not lock.logic's (...); ...` for the script's file `script` (`nil`: "your script").
  public func sentence(script: String?) -> String {
    let how =
      isAppCode
      ? "its own code, which runs whatever lock is up: the platform allows it"
      : "the user's tap on a control of its screen, which the platform delivered"
    let whose = script.map { "\($0)'s" } ?? "your script's"
    return "\(Self.label): the \(what) at step \(step) (\(event)) is the fuzzer's sample app's, not \(whose) "
      + "(\(how)); the finding is your app's only if your app does the same: see \(SampleAppNote.anchor)"
  }

  /// The 1-based line of this cause's event in the trace file `path`, or `nil` when the file cannot be read or holds
  /// fewer events: events follow the header lines (`expect:` is the last required one), one a line.
  public func line(inTraceFile path: String) -> Int? {
    guard let text = try? String(contentsOfFile: path, encoding: .utf8) else { return nil }
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    guard let expect = lines.firstIndex(where: { $0.hasPrefix("expect:") }) else { return nil }
    var seen = 0
    for index in lines.indices where index > expect {
      let line = lines[index].trimmingCharacters(in: .whitespaces)
      if line.isEmpty || line.hasPrefix("#") { continue }
      if seen == step { return index + 1 }
      seen += 1
    }
    return nil
  }
}
