/// Uses of APIs newer than the simulated iOS version, seen in this process.
///
/// Off iOS, `#available(iOS 17, *)` is always true, so cover code runs its newest branch on every
/// profile. An app built for an older iOS can reach an API introduced later only behind such a
/// check, so when code on an iOS 16 profile reads an iOS 17 API, the check took the wrong branch
/// there and the verdict judges iOS 17 code. The model notes each such read (cheap: one string
/// per API, kept once) for ``LifecycleFuzzTesting`` to warn about; the fix is to spell the check
/// with ``UIDevice`` (`UIDevice.current.isAtLeast(iOS: 17)`), which follows the profile.
package enum VersionCheck {
  /// `"<API> (iOS <version>+) used on iOS <profile version>"`, in the order first seen.
  package private(set) static var newerAPIUses: [String] = []

  /// Notes that `api`, introduced in iOS `introduced`, was used on the current device, if that
  /// device's iOS is older.
  package static func noteUse(of api: String, introduced: OSVersion) {
    guard let version = Device.current?.profile.osVersion, version < introduced else { return }
    let use = "\(api) (iOS \(introduced)+) used on iOS \(version)"
    if !newerAPIUses.contains(use) { newerAPIUses.append(use) }
  }

  /// Forgets the uses seen so far.
  package static func reset() { newerAPIUses.removeAll() }
}
