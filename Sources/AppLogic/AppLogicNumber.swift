import Foundation

/// Numbers as a script writes them (`after(0.5, ...)`, `tag=999`, `elapsed(away, 30)`, `sdkInt(33)`): decimal
/// only, as a trace's numbers are. Swift's `Double(_:)` also reads `0x10`, `+5`, `1e3`, `inf` and `nan`, and
/// `Int(_:)` reads `+5` and `007`: `tag=007` and `tag=7` were two scripts (two fingerprints) for one app, and
/// `after(1e308, ...)` passed the check and then stopped the process when the model's main queue added it to
/// its clock. Both interpreters read every number through this.
nonisolated public enum AppLogicNumber {
  /// The most seconds `after` waits and `elapsed` compares: a day. A trace's `advance` waits at most an hour
  /// and a trace has a few dozen events, so a longer wait is never reached; the model's clock counts
  /// nanoseconds in 64 bits, which a much longer one would overflow.
  public static let maxSeconds: Double = 86_400

  /// `text` as `D` or `D.D` in ASCII digits (a whole part of more than one digit not starting with `0`), after
  /// one `-` when `signed`; `nil` otherwise, and `nil` for a value too large to be finite.
  public static func decimal(_ text: some StringProtocol, signed: Bool = false) -> Double? {
    var body = Substring(text)
    if signed, body.hasPrefix("-") { body = body.dropFirst() }
    let parts = body.split(separator: ".", maxSplits: 1, omittingEmptySubsequences: false)
    guard isWhole(parts[0]) else { return nil }
    if parts.count == 2, parts[1].isEmpty || !parts[1].utf8.allSatisfy({ (0x30...0x39).contains($0) }) {
      return nil
    }
    guard let value = Double(String(text)), value.isFinite else { return nil }
    return value
  }

  /// Whether `offset` plus (or, `adding` false, minus) `text`, read as ``decimal(_:signed:)`` reads it but exactly
  /// (to 38 digits), is at most `bound` in size: a `Double` reads `9007199254740993` as 2^53, past a bound of 2^53.
  /// `false` where ``decimal(_:signed:)`` gives `nil`.
  public static func isExactly(
    _ offset: Int, adding: Bool = true, _ text: some StringProtocol, signed: Bool = false, atMost bound: UInt64
  ) -> Bool {
    guard decimal(text, signed: signed) != nil,
      let n = Decimal(string: String(text), locale: Locale(identifier: "en_US_POSIX"))
    else { return false }
    return abs(adding ? Decimal(offset) + n : Decimal(offset) - n) <= Decimal(bound)
  }

  /// `text` as a whole number in ASCII digits without a leading `0` (but `0` itself), after one `-` when
  /// `signed`; `nil` otherwise, and `nil` when it does not fit in `Int`.
  public static func whole(_ text: some StringProtocol, signed: Bool = false) -> Int? {
    var body = Substring(text)
    if signed, body.hasPrefix("-") { body = body.dropFirst() }
    guard isWhole(body), body != "0" || text.count == 1 else { return nil }
    return Int(String(text))
  }

  /// A number of seconds from 0 to ``maxSeconds``, written as ``decimal(_:signed:)`` reads it, or `nil`.
  public static func seconds(_ text: some StringProtocol) -> Double? {
    guard let value = decimal(text), value <= maxSeconds else { return nil }
    return value
  }

  /// Whether `text` is ASCII digits, without a leading `0` unless it is `0`.
  private static func isWhole(_ text: Substring) -> Bool {
    let bytes = text.utf8
    guard let first = bytes.first, bytes.allSatisfy({ (0x30...0x39).contains($0) }) else { return false }
    return first != 0x30 || bytes.count == 1
  }
}
