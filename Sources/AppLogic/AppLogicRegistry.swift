import Foundation

/// The app-logic scripts one platform's process knows, by strategy name (`app-logic#FINGERPRINT`): read from
/// `run --app-logic FILE` or from a trace's `app-logic:` header lines, so that the name resolves wherever the
/// platform looks strategies up and a saved trace writes its script back. A name is its script's fingerprint,
/// so one name is one script. Each platform keeps one, with its own vocabulary check.
nonisolated public final class AppLogicRegistry: Sendable {
  /// The prefix of every app-logic strategy name.
  public static let prefix = "app-logic#"
  private let validate: @Sendable (AppLogicScript) throws(AppLogicError) -> Void
  private let scripts = Mutex()
  /// The events the platform's interpreter knows (its callbacks' names).
  public let eventNames: [String]

  /// A registry whose scripts pass `validate` (the platform's vocabulary check, which throws at the first line
  /// it rejects), for a platform whose interpreter knows `eventNames`.
  public init(eventNames: [String], validate: @escaping @Sendable (AppLogicScript) throws(AppLogicError) -> Void) {
    self.eventNames = eventNames
    self.validate = validate
  }

  /// How many of `script`'s handlers run at an event this platform knows: which platform a script that no
  /// platform takes was written for (`onPause` is Android's, `sceneWillResignActive` iOS's).
  public func knownEvents(in script: AppLogicScript) -> Int {
    script.handlers.filter { eventNames.contains($0.event.name) }.count
  }

  /// Checks `script` against the platform's vocabulary without registering it.
  /// - Throws: ``AppLogicError`` at the first line the platform rejects.
  public func check(_ script: AppLogicScript) throws(AppLogicError) { try validate(script) }

  /// Checks `script` against the platform's vocabulary and registers it.
  ///
  /// - Returns: the strategy's name, `app-logic#FINGERPRINT`.
  /// - Throws: ``AppLogicError`` for a script the vocabulary rejects.
  @discardableResult
  public func register(_ script: AppLogicScript) throws(AppLogicError) -> String {
    try validate(script)
    let name = Self.prefix + script.fingerprint
    // Two scripts with one fingerprint would share a corpus entry and a signature: refused, not conflated.
    let other = scripts.withLock { known -> AppLogicScript? in
      if let earlier = known[name], earlier.canonicalText != script.canonicalText { return earlier }
      known[name] = script
      return nil
    }
    if other != nil {
      throw AppLogicError(
        line: 1,
        message: "its fingerprint \(script.fingerprint) is another script's, read earlier: change either script (the "
          + "order of two settings changes it)")
    }
    return name
  }

  /// The registered script called `name`, or `nil`.
  public func script(named name: String) -> AppLogicScript? {
    guard name.hasPrefix(Self.prefix) else { return nil }
    return scripts.withLock { $0[name] }
  }

  /// Forgets the scripts called `names` and no other (a test hook: a test that runs beside others forgets only its
  /// own scripts, so a trace another test is replaying keeps the script it registered).
  package func forget(_ names: [String]) { scripts.withLock { known in for name in names { known[name] = nil } } }

  /// The header lines a trace of the strategy `name` carries: one per line of its script's canonical text, each
  /// with the file and line it came from when known (``AppLogicScript/annotatedLines``); empty for any other
  /// strategy.
  public func headerLines(forStrategy name: String) -> [String] {
    guard let script = script(named: name) else { return [] }
    return script.annotatedLines
  }

  /// Parses and registers the script a trace's `app-logic:` lines carry for the strategy `name`.
  ///
  /// - Returns: why they name no valid script for `name`, with the wrong line's position among `lines` (a parse
  ///   or vocabulary error, lines for a strategy that is no script) or none (a fingerprint that is not the name's,
  ///   no lines for an app-logic name); or `nil`.
  public func registerHeader(_ lines: [String], strategy name: String) -> AppLogicHeaderProblem? {
    guard name.hasPrefix(Self.prefix) else {
      return lines.isEmpty
        ? nil
        : AppLogicHeaderProblem(
          line: 1, message: "app-logic: lines for strategy '\(name)', which is no app-logic script")
    }
    guard !lines.isEmpty else {
      return script(named: name) == nil
        ? AppLogicHeaderProblem(line: nil, message: "strategy '\(name)' without its 'app-logic:' lines") : nil
    }
    do {
      // One script line per header line, so a script line number is the header line's position.
      let script = try AppLogicScript(parsing: lines.joined(separator: "\n"))
      // The vocabulary before the fingerprint: a line edited wrong is named, not only the changed fingerprint.
      try validate(script)
      guard Self.prefix + script.fingerprint == name else {
        return AppLogicHeaderProblem(
          line: nil,
          message:
            "the app-logic: lines have fingerprint \(script.fingerprint), not the strategy's \(name.dropFirst(Self.prefix.count))"
        )
      }
      // Numbered as the user's file, when the lines name it: what `explain` prints.
      try register(AppLogicScript.placing(script, notedIn: lines))
      return nil
    } catch {
      return AppLogicHeaderProblem(line: min(max(1, error.line), lines.count), message: "app-logic: \(error.message)")
    }
  }

  /// The scripts by name behind a lock (the registry is read from any thread a command uses).
  private final class Mutex: @unchecked Sendable {
    private let lock = NSLock()
    private var value: [String: AppLogicScript] = [:]
    func withLock<T>(_ body: (inout [String: AppLogicScript]) -> T) -> T {
      lock.lock()
      defer { lock.unlock() }
      return body(&value)
    }
  }
}
