/// Numbers as trace text and the command line write them: decimal only. Swift's `Double(_:)` also reads `0x10`, `+5`, `1e3`, `inf` and
/// `nan`, and `Int(_:)` reads `+5` and `007`: text this build never writes, accepted silently, so a trace reads
/// numbers through this instead.
package nonisolated enum DecimalText {
  /// `text` as a number written `D` or `D.D` (ASCII digits; a whole part of more than one digit does not start
  /// with `0`), or `nil`: no sign, exponent, hex, `_`, space, or digits of another script. Large values read as
  /// written (`1` and 400 zeros is infinite), for the caller's range check.
  package static func number(_ text: some StringProtocol) -> Double? {
    let parts = text.split(separator: ".", maxSplits: 1, omittingEmptySubsequences: false)
    guard isWholeNumber(parts[0]) else { return nil }
    if parts.count == 2, parts[1].isEmpty || !parts[1].utf8.allSatisfy({ (0x30...0x39).contains($0) }) {
      return nil
    }
    return Double(String(text))
  }

  /// `text` as a whole number written in ASCII digits without a leading `0` (except `0` itself), or `nil`; `nil`
  /// as well when it does not fit in `Number`.
  package static func wholeNumber<Number: FixedWidthInteger>(_ text: some StringProtocol, as: Number.Type = Number.self)
    -> Number?
  {
    guard isWholeNumber(text) else { return nil }
    return Number(String(text))
  }

  /// Whether `text` is ASCII digits, without a leading `0` unless it is `0`.
  package static func isWholeNumber(_ text: some StringProtocol) -> Bool {
    let bytes = text.utf8
    guard let first = bytes.first, bytes.allSatisfy({ (0x30...0x39).contains($0) }) else { return false }
    return first != 0x30 || bytes.count == 1
  }

  /// Shortest decimal text that reads back to `v` (`0.5`, `2`, `0.125`, `0.00001`): a whole number without `.0`, and
  /// never an exponent, which a trace does not read. iOS and Android traces write their numbers so.
  package static func shortest(_ v: Double) -> String {
    if v == v.rounded(), abs(v) < 1e15 { return String(Int(v)) }
    return plain("\(v)")
  }

  /// `description` (Swift's shortest text of a `Double`, `1e-05` or `1.5e-07` below 10^-4) without its exponent:
  /// `0.00001`, `0.00000015`, which ``number(_:)`` reads back to the same value. Text without an exponent is
  /// returned as it is.
  package static func plain(_ description: String) -> String {
    guard let e = description.firstIndex(where: { $0 == "e" || $0 == "E" }),
      let exponent = Int(description[description.index(after: e)...])
    else { return description }
    var mantissa = String(description[..<e])
    let negative = mantissa.hasPrefix("-")
    if negative { mantissa.removeFirst() }
    let dot = mantissa.firstIndex(of: ".")
    let whole = dot.map { String(mantissa[..<$0]) } ?? mantissa
    var digits = whole + (dot.map { String(mantissa[mantissa.index(after: $0)...]) } ?? "")
    var point = whole.count + exponent
    if point <= 0 {
      digits = String(repeating: "0", count: 1 - point) + digits
      point = 1
    } else if point > digits.count {
      digits += String(repeating: "0", count: point - digits.count)
    }
    var text = String(digits.prefix(point))
    let fraction = String(digits.dropFirst(point)).replacing(/0+$/, with: "")
    if !fraction.isEmpty { text += "." + fraction }
    return (negative ? "-" : "") + text
  }
}
