/// A family part's number as a name writes it (`grace=30`, `validity=5`): decimal only. Swift's
/// `Double(_:)` also reads `0x10`, `+5`, `010` and `1e2`, which made `android-lock[grace=010]` a second name for
/// `android-lock[grace=10]` and `android-lock[grace=0x10]` a grace of 16 s, silently.
nonisolated enum AndroidFamilyNumber {
  /// `text` as `D` or `D.D` in ASCII digits (a whole part of more than one digit not starting with `0`), after a `-`
  /// when `signed`; `nil` otherwise.
  static func decimal(_ text: some StringProtocol, signed: Bool = false) -> Double? {
    var body = Substring(text)
    if signed, body.hasPrefix("-") { body = body.dropFirst() }
    let parts = body.split(separator: ".", maxSplits: 1, omittingEmptySubsequences: false)
    func isDigits(_ s: Substring) -> Bool { !s.isEmpty && s.utf8.allSatisfy { (0x30...0x39).contains($0) } }
    guard isDigits(parts[0]), parts[0].first != "0" || parts[0].count == 1 else { return nil }
    if parts.count == 2, !isDigits(parts[1]) { return nil }
    return Double(String(text))
  }
}
