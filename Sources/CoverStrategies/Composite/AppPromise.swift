import ShieldModel

/// What the app's authors promise its protection hides, beyond what the strategy itself claims: the
/// `promise[...]` member of a strategy name (`cover[...] + promise[screenshots]`).
///
/// A built-in strategy's claims are fixed (a resign-driven cover claims the app switcher), so without a
/// promise a trace cannot say that the app's authors expect that cover to keep screenshots or recordings
/// clean too, and the platform facts that decide such a promise never yield a finding: a screenshot does
/// not resign the app (UIKit posts `userDidTakeScreenshotNotification` to the app while it stays active,
/// after the image is taken: https://developer.apple.com/documentation/uikit/uiapplication/userdidtakescreenshotnotification ,
/// iOS 7+, high), so a cover raised on resign is not there when the screenshot is taken, and a recording
/// runs while the app is active. A promise adds its claims to the strategy's (the union); the existing
/// checks judge them (`capture-leak` for screenshots and recordings, `snapshot-leak` for the switcher),
/// and turning the protection off releases them as it releases the strategy's own.
nonisolated public enum AppPromise {
  /// The member's prefix, `promise[`.
  public static let prefix = "promise["

  /// The claims a promise may name, by their printed names (``ProtectionClaims/description``).
  public static let claimNames: [(name: String, claims: ProtectionClaims)] = [
    ("app-switcher", .appSwitcher), ("screenshots", .screenshots), ("recordings", .recordings),
    ("unfocused", .unfocused),
  ]

  /// Whether `member` is a promise (starts with `promise[`).
  public static func isPromise(_ member: String) -> Bool { member.hasPrefix(prefix) }

  /// The claims `member` (`promise[screenshots,recordings]`) names, or why it names none.
  public static func claims(parsing member: String) -> Result<ProtectionClaims, PromiseNameError> {
    guard member.hasPrefix(prefix), member.hasSuffix("]") else {
      return .failure(PromiseNameError(text: member, reason: "a promise is written promise[claim,...]"))
    }
    let inner = member.dropFirst(prefix.count).dropLast()
    var claims = ProtectionClaims()
    for part in inner.split(separator: ",", omittingEmptySubsequences: false) {
      let name = part.trimmingCharacters(in: .whitespaces)
      guard let entry = claimNames.first(where: { $0.name == name }) else {
        let known = claimNames.map(\.name).joined(separator: ", ")
        return .failure(
          PromiseNameError(text: member, reason: "unknown claim '\(name)' (known: \(known))\(lockPromiseHint(name))"))
      }
      claims.formUnion(entry.claims)
    }
    return .success(claims)
  }

  /// Why `name`, a `promise[...]` alone, names no strategy: a promise adds claims to a strategy named
  /// before it, and a lock's promises (`askBySelf`, `passcodeFallback`) are a part of the lock's own name.
  public static func loneMemberError(_ name: String) -> String {
    let words = name.dropFirst(prefix.count).split(whereSeparator: { ",+]".contains($0) }).map(String.init)
    let word = words.first { LockConfiguration.Promise(rawValue: $0) != nil }
    return "malformed strategy name '\(name)': promise[...] comes after a strategy ('cover-window + "
      + "promise[screenshots]')" + (word.map(lockPromiseHint) ?? "")
  }

  /// `; a lock's promise is a part of its name: lock[...,promise=<word>]` for a lock promise word, else empty.
  static func lockPromiseHint(_ word: String) -> String {
    guard LockConfiguration.Promise(rawValue: word) != nil else { return "" }
    return "; a lock's promise is a part of its name: lock[...,promise=\(word)] (with the defaults: "
      + "lock[promise=\(word)])"
  }

  /// `descriptor` with `claims` promised on top of its own: named `<its name> + promise[<claims>]` (the
  /// claims in their printed order), claiming the union, everything else unchanged.
  public static func descriptor(_ descriptor: StrategyDescriptor, promising claims: ProtectionClaims)
    -> StrategyDescriptor
  {
    var out = StrategyDescriptor(
      name: descriptor.name + StrategyCatalog.compositeSeparator + prefix + "\(claims)]",
      summary: descriptor.summary + "; the app promises \(claims) too", source: descriptor.source,
      claims: descriptor.claims.union(claims), defaultProfile: descriptor.defaultProfile, app: descriptor.app,
      sourceFile: descriptor.sourceFile, make: descriptor.make)
    out.appFocusesTypingField = descriptor.appFocusesTypingField
    out.eventWeights = descriptor.eventWeights.merging(StrategyDescriptor.focusEventWeights(claims)) { a, _ in a }
    out.screensNamed = descriptor.screensNamed
    out.scriptBranches = descriptor.scriptBranches
    out.appLogicScript = descriptor.appLogicScript
    return out
  }
}

/// Why a `promise[...]` member names no claims: `malformed strategy name '<text>': <reason>`.
nonisolated public struct PromiseNameError: Error, Equatable, Sendable, CustomStringConvertible {
  /// The member as written.
  public let text: String
  /// What is wrong.
  public let reason: String
  /// `malformed strategy name '<text>': <reason>`.
  public var description: String { "malformed strategy name '\(text)': \(reason)" }
}
