import AndroidModel

/// What the app's authors promise its protection hides, beyond what the strategy itself claims: the
/// `promise[...]` member of a strategy name (`android-cover[...] + promise[screenshots]`), as on iOS.
///
/// A built-in strategy's claims are fixed (a cover raised in `onPause` claims Recents), so without a promise a
/// trace cannot say that the app's authors expect it to keep screenshots or recordings clean too, and the platform
/// facts that decide such a promise never yield a finding: a screenshot does not pause the activity on screen (the
/// API 34 screenshot callback runs on the activity that stays visible and in front:
/// https://developer.android.com/about/versions/14/features/screenshot-detection , high), so a cover raised in
/// `onPause` is not there when it is taken, and a recording runs while the activity is resumed. A promise adds its
/// claims to the strategy's (the union, ``AndroidDevice/promisedClaims``); the existing checks judge them
/// (`capture-leak`, `recents-leak`), and turning the protection off releases them as it releases the strategy's own.
nonisolated public enum AndroidAppPromise {
  /// The member's prefix, `promise[`.
  public static let prefix = "promise["
  /// What joins the strategy and its promise.
  public static let separator = " + "

  /// The claims a promise may name, by their printed names (``AndroidProtectionClaims/description``).
  public static let claimNames: [(name: String, claims: AndroidProtectionClaims)] = [
    ("recents", .recents), ("screenshots", .screenshots), ("recordings", .recordings),
  ]

  /// The promise that the app's non-sensitive content may be captured (`promise[neutralCaptures]`, alone or after the
  /// claims): the app's authors want screenshots and recordings of its screens that show nothing sensitive to work,
  /// which `needless-secure` judges (``AndroidDevice/promisesNeutralCaptures``). It claims nothing.
  ///
  /// Why a promise and not a rule: `FLAG_SECURE` is an attribute of one window
  /// (https://developer.android.com/reference/android/view/WindowManager.LayoutParams#FLAG_SECURE , "treat the
  /// content of the window as secure"), and every screen of an activity (its fragments, Compose destinations, React
  /// Navigation screens) draws in that activity's one window, so a flag set for one screen blanks every other screen
  /// shown in the window while it stays set; whether that is wanted is the app's choice. Apps state both wishes:
  /// https://github.com/corona-warn-app/cwa-app-android/pull/619 (screenshots blocked in "the entire app because of
  /// a security concern in a couple of screens"; the flag then set on the activity's window only while a marked
  /// fragment is attached), https://github.com/poziomki-app/poziomki/pull/194 (the flag on a single-activity host so
  /// that "every Compose screen inherits it"). High (the window's reach); the wish is the app's.
  public static let neutralCapturesName = "neutralCaptures"

  /// `name` split into the strategy's name and its promise member, or `nil` when it has no promise.
  public static func split(_ name: String) -> (strategy: String, promise: String)? {
    let marker = Array(separator + prefix)
    let chars = Array(name)
    guard chars.count >= marker.count else { return nil }
    for start in stride(from: chars.count - marker.count, through: 0, by: -1)
    where Array(chars[start..<(start + marker.count)]) == marker {
      return (String(chars[..<start]), String(chars[(start + separator.count)...]))
    }
    return nil
  }

  /// The claims `member` (`promise[screenshots,recordings]`) names.
  ///
  /// - Throws: ``AndroidFamilyNameError`` naming an unknown claim or a malformed member.
  public static func claims(parsing member: String) throws(AndroidFamilyNameError) -> AndroidProtectionClaims {
    guard member.hasPrefix(prefix), member.hasSuffix("]") else {
      throw AndroidFamilyNameError(text: member, reason: "a promise is written promise[claim,...]")
    }
    var claims = AndroidProtectionClaims()
    for part in member.dropFirst(prefix.count).dropLast().split(separator: ",", omittingEmptySubsequences: false) {
      let name = String(part.filter { $0 != " " })
      if name == neutralCapturesName { continue }
      guard let entry = claimNames.first(where: { $0.name == name }) else {
        let known = (claimNames.map(\.name) + [neutralCapturesName]).joined(separator: ", ")
        throw AndroidFamilyNameError(text: member, reason: "unknown claim '\(name)' (known: \(known))")
      }
      claims.formUnion(entry.claims)
    }
    return claims
  }

  /// Whether `member` (`promise[screenshots,neutralCaptures]`) names ``neutralCapturesName``.
  public static func promisesNeutralCaptures(_ member: String) -> Bool {
    member.hasPrefix(prefix) && member.hasSuffix("]")
      && member.dropFirst(prefix.count).dropLast().split(separator: ",").contains {
        String($0.filter { $0 != " " }) == neutralCapturesName
      }
  }

  /// `descriptor` with `claims` promised on top of its own (and, with `neutralCaptures`, captures of its non-sensitive
  /// content allowed): named `<its name> + promise[<claims>(,neutralCaptures)]` (`promise[neutralCaptures]` with no
  /// claims), everything else unchanged.
  public static func descriptor(
    _ descriptor: AndroidStrategyDescriptor, promising claims: AndroidProtectionClaims, neutralCaptures: Bool = false
  ) -> AndroidStrategyDescriptor {
    var words = claims.isEmpty ? [] : ["\(claims)"]
    if neutralCaptures { words.append(neutralCapturesName) }
    if words.isEmpty { words = ["\(claims)"] }
    let what = [claims.isEmpty ? nil : "\(claims) too", neutralCaptures ? "captures of its neutral content" : nil]
      .compactMap { $0 }.joined(separator: " and ")
    var out = AndroidStrategyDescriptor(
      name: descriptor.name + separator + prefix + words.joined(separator: ",") + "]",
      summary: descriptor.summary + "; the app promises \(what.isEmpty ? "nothing" : what)", source: descriptor.source,
      defaultProfile: descriptor.defaultProfile, iOSCounterpart: nil, app: descriptor.app,
      sourceFile: descriptor.sourceFile, make: descriptor.make)
    out.promisedClaims = descriptor.promisedClaims.union(claims)
    out.promisesNeutralCaptures = descriptor.promisesNeutralCaptures || neutralCaptures
    out.scriptBranches = descriptor.scriptBranches
    out.appLogicScript = descriptor.appLogicScript
    return out
  }
}
