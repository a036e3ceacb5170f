import Foundation
import LifecycleFuzz

extension TraceFile {
  /// Why a trace read as the unnamed platform's (no `platform:` line: iOS) is another platform's, from the first of
  /// its profile, strategy, `--app-logic` script and events that only `other` reads, or `nil` when none is (or its
  /// profile is the unnamed platform's).
  /// A hand-written Android trace without `platform: android` was told its profile is no iOS profile.
  static func platformHint(
    _ text: String, of other: any Platform, unnamed: any Platform, givenScripts: [String]
  ) -> String? {
    let otherType = type(of: other)
    let unnamedType = type(of: unnamed)
    let header = headerValues(text)
    if let profile = header["profile"] {
      // A profile of the unnamed platform makes it that platform's trace, whatever else is wrong in it.
      if (try? unnamedType.profile(named: profile)) != nil { return nil }
      if (try? otherType.profile(named: profile)) != nil {
        return "its profile '\(profile)' is an \(otherType.displayName) profile"
      }
    }
    if let strategy = header["strategy"] {
      if strategy == Trace<IOSPlatform>.scriptWord {
        let theirs = givenScripts.contains { !otherType.appLogicLines(forStrategy: $0).isEmpty }
        let ours = givenScripts.contains { !unnamedType.appLogicLines(forStrategy: $0).isEmpty }
        if theirs && !ours { return "the --app-logic script given is an \(otherType.displayName) script" }
      } else if unnamed.strategy(named: strategy) == nil, other.strategy(named: strategy) != nil {
        return "its strategy '\(strategy)' is \(otherType.displayName)'s"
      }
    }
    for line in eventTexts(text) where !parses(line, unnamedType) && parses(line, otherType) {
      return "its event '\(line)' is \(otherType.displayName)'s"
    }
    return nil
  }

  /// The message of an error `error` in a trace with no `platform:` line that `other` would read, with the line
  /// to add: the unnamed platform's own message would speak of its profiles or events.
  static func platformHintMessage(_ reason: String, other: any Platform) -> String {
    let name = type(of: other).name
    return "\(reason), and a trace without a 'platform:' line is \(IOSPlatform.displayName)'s: add 'platform: \(name)'"
      + " above the 'strategy:' line"
  }

  /// The header's `key: value` lines (above the first event), the first of each key.
  private static func headerValues(_ text: String) -> [String: String] {
    var values: [String: String] = [:]
    for line in text.split(separator: "\n").dropFirst().prefix(60) {
      let trimmed = line.trimmingCharacters(in: .whitespaces)
      if trimmed.hasPrefix("#") { continue }
      guard let colon = trimmed.firstIndex(of: ":"), !trimmed.contains("=>"), !trimmed.contains("(") else { break }
      let key = String(trimmed[..<colon])
      guard key.allSatisfy({ $0.isLetter || $0 == "-" }) else { break }
      if values[key] == nil {
        values[key] = trimmed[trimmed.index(after: colon)...].trimmingCharacters(in: .whitespaces)
      }
    }
    return values
  }

  /// The event text of each line after the header (a checkpoint's `=>` part and comments left out).
  private static func eventTexts(_ text: String) -> [String] {
    let lines = text.split(separator: "\n").dropFirst().map { line in
      String(line.split(separator: "=>", maxSplits: 1).first ?? "").trimmingCharacters(in: .whitespaces)
    }
    let body = lines.drop { $0.isEmpty || $0.hasPrefix("#") || $0.hasSuffix(":") || isHeader($0) }
    return body.filter { !$0.isEmpty && !$0.hasPrefix("#") }
  }

  private static func isHeader(_ line: String) -> Bool {
    guard let colon = line.firstIndex(of: ":") else { return false }
    return line[..<colon].allSatisfy { $0.isLetter || $0 == "-" }
  }

  private static func parses<P: Platform>(_ event: String, _ platform: P.Type) -> Bool {
    (try? P.vocabulary.event(parsing: Substring(event))) != nil
  }
}
