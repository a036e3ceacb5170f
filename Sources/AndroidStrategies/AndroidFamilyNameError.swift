import NameSuggestion

/// Why a name of an Android family (`android-lock[…]`, `android-detect[…]`) names no member: the part that is not
/// understood and what it should be, in one line.
nonisolated public struct AndroidFamilyNameError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The name as given.
  public let text: String
  /// What is wrong, naming the part (`'rearm=often': expected rearm=onCreate|…`).
  public let reason: String

  /// An error for `text`, saying `reason`.
  public init(text: String, reason: String) {
    self.text = text
    self.reason = reason
  }

  /// `malformed strategy name '<text>': <reason>`, as the iOS families word it.
  public var description: String { "malformed strategy name '\(text)': \(reason)" }
}

nonisolated extension AndroidFamilyNameError {
  /// The `key=value` parts of a family name's body, in order.
  ///
  /// - Throws: ``AndroidFamilyNameError`` for an empty part, a part that is not `key=value`, a key given twice or
  ///   one not in `keys`.
  static func parts(of text: String, prefix: String, keys: [String]) throws(AndroidFamilyNameError) -> [String: String]
  {
    guard text.hasPrefix(prefix + "["), text.hasSuffix("]") else {
      throw AndroidFamilyNameError(text: text, reason: "a name of this family reads \(prefix)[key=value,...]")
    }
    var values: [String: String] = [:]
    let body = text.dropFirst(prefix.count + 1).dropLast()
    // `android-lock[]` names no part, as `lock[]` does: each takes its default, or a required one is named missing.
    for part in body.isEmpty ? [] : body.split(separator: ",", omittingEmptySubsequences: false) {
      let kv = part.split(separator: "=", maxSplits: 1).map(String.init)
      guard !part.isEmpty else { throw AndroidFamilyNameError(text: text, reason: "empty part") }
      guard kv.count == 2, part.first != "=" else {
        throw AndroidFamilyNameError(text: text, reason: "'\(part)': expected key=value")
      }
      guard keys.contains(kv[0]) else {
        throw AndroidFamilyNameError(
          text: text,
          reason: "'\(part)': unknown key" + Suggestion.note(for: kv[0], among: keys)
            + " (keys: \(keys.joined(separator: ", ")))")
      }
      guard values[kv[0]] == nil else { throw AndroidFamilyNameError(text: text, reason: "'\(part)': given twice") }
      values[kv[0]] = kv[1]
    }
    return values
  }

  /// The value of `key` in `values` as a `T`, `fallback` when the key is absent (`nil`: required).
  ///
  /// - Throws: ``AndroidFamilyNameError`` naming the part when the value is not one of `T`'s, or the key when it is
  ///   required and absent.
  static func value<T: RawRepresentable<String> & CaseIterable>(
    _ key: String, in values: [String: String], of text: String, fallback: T? = nil,
    allowed: [T] = T.allCases.map { $0 }
  ) throws(AndroidFamilyNameError) -> T {
    let expected = "\(key)=\(allowed.map(\.rawValue).joined(separator: "|"))"
    guard let raw = values[key] else {
      if let fallback { return fallback }
      throw AndroidFamilyNameError(text: text, reason: "missing \(expected)")
    }
    guard let v = T(rawValue: raw), allowed.map(\.rawValue).contains(raw) else {
      throw AndroidFamilyNameError(text: text, reason: "'\(key)=\(raw)': expected \(expected)")
    }
    return v
  }
}
