import ShieldModel

nonisolated extension LockConfiguration {
  /// A user-facing behaviour the app declares its lock has (text `promise=askBySelf`; several joined
  /// by `+`): what its settings screen or its store page tells the user, which a security reviewer
  /// signs off. A declaration: it changes nothing the code does; the engine judges the promise
  /// against the model's state (a LocalAuthentication prompt shown, the lock up, the lock due), and a
  /// verdict the code's own parameters decide whatever the platform does is labelled by
  /// construction. Named only, never enumerated.
  public enum Promise: String, CaseIterable, Sendable, Comparable {
    /// "Face ID is asked as the lock comes up": the lock shows the system's prompt by itself at the
    /// launch and at every return that finds it due, with no tap (`silent-lock`). Apps that say so:
    /// the scan started as the locked screen appears once Face ID is chosen
    /// (https://github.com/synonymdev/bitkit-ios/issues/569 ), the pop-up expected again when the app
    /// comes back (https://github.com/mozilla-mobile/focus-ios/issues/2961 ). Only with a release
    /// that uses Face ID.
    case askBySelf
    /// "If Face ID fails, use your passcode": when the user chooses the prompt's fallback the lock
    /// offers the device passcode or its own, so a biometrics-only evaluation answered with
    /// `userFallback` and no passcode entry leaves the user out (`unlock-blocked`): the button reads
    /// "Use Passcode" by default, and the biometrics policy has no fallback of its own (Apple,
    /// "LAError.Code.userFallback",
    /// https://developer.apple.com/documentation/localauthentication/laerror-swift.struct/code/userfallback ;
    /// https://github.com/hieuvp/react-native-fingerprint-scanner/issues/21 ). Only with a Face ID release.
    case passcodeFallback
    /// "Turning the lock off asks for your Face ID first": the settings screen applies a weaker lock
    /// setting (`lockOff`, a longer timeout) only after an authentication the user gives then, so one
    /// applied with none is `lock-bypass` (the lock's protection removed by whoever holds the unlocked
    /// device), its detail naming the promise. OWASP MASVS-AUTH-3, "The app secures sensitive
    /// operations with additional authentication"
    /// (https://github.com/OWASP/masvs/blob/master/controls/MASVS-AUTH-3.md ). Only with `settings=`.
    case guardedSettings

    public static func < (a: Promise, b: Promise) -> Bool {
      allCases.firstIndex(of: a)! < allCases.firstIndex(of: b)!
    }
  }

  /// Parses `promise=word[+word...]`, each word once.
  static func parsePromises(_ value: String, _ fail: (String) -> LockConfigurationError) throws(LockConfigurationError)
    -> Set<Promise>
  {
    var promises: Set<Promise> = []
    for word in value.split(separator: "+", omittingEmptySubsequences: false) {
      guard let promise = Promise(rawValue: String(word)) else {
        throw fail("expected promises \(Promise.allCases.map(\.rawValue).joined(separator: "|")) joined by +")
      }
      guard promises.insert(promise).inserted else { throw fail("'\(word)' given twice") }
    }
    return promises
  }
}
