/// A lock whose only way in is a Keychain read of items no read can return now: each item the lock's code reads was
/// deleted by the app's own code (the model's `SecItemCopyMatching` answers `errSecItemNotFound` for an item it does
/// not hold), or is a `.biometryCurrentSet` item whose enrolled set changed since it was added: "the item is
/// invalidated ... if the user re-enrolls for Face ID" (Apple, "SecAccessControlCreateFlags.biometryCurrentSet",
/// https://developer.apple.com/documentation/security/secaccesscontrolcreateflags/biometrycurrentset ; 11.3+ under this
/// name; high), so every read fails whatever the user does in the app (``SecItemCopyMatching(_:reply:)``).
/// LocalAuthentication still evaluates the read's policy, so the settings check (``lockWithNoWayIn()``) lets such a
/// lock through; no prompt brings the item back.
extension Device {
  /// Why every item the lock's Keychain reads ask for is unreadable now, with the way out, or `nil`.
  func lockBlockedByUnreadableItem() -> (detail: String, wayOut: String, byConstruction: String?)? {
    guard isAppActiveWithNoOverlay, !isAuthenticationPromptShown, let lock = strategy?.biometricOnlyLock,
      !lock.readItems.isEmpty
    else { return nil }
    var invalidated: [String] = []
    var deleted: [String] = []
    for read in lock.readItems {
      if let item = keychainItems.first(where: { $0.service == read.service }) {
        guard item.accessControl?.bindsEnrolledSet == true, item.enrolledSet != biometryDomainState else {
          return nil
        }
        invalidated.append(read.name)
      } else {
        deleted.append(read.name)
      }
    }
    if showsLockEntry() { return nil }
    let enrolled = biometryType == .touchID ? "fingerprints" : "faces"
    var why: [String] = []
    if !invalidated.isEmpty {
      why.append(
        "the .biometryCurrentSet item \(invalidated.joined(separator: ", ")) is invalidated for good since the enrolled "
          + "\(enrolled) changed (every read: errSecItemNotFound)")
    }
    if !deleted.isEmpty {
      why.append(
        "the item \(deleted.joined(separator: ", ")) was deleted by the app's own code (every read: errSecItemNotFound)"
      )
    }
    // A deleted item the app's launch adds again comes back with a new process; an invalidated one stays (a new add
    // of it fails with errSecDuplicateItem until the app's code deletes it).
    let relaunchAdds =
      invalidated.isEmpty && lock.readItems.allSatisfy { read in !deleted.contains(read.name) || read.addedAtLaunch }
    let wayOut =
      relaunchAdds
      ? "outside the app, closing it and opening it again: its launch adds the item again"
      : "none the user has: only a build of the app that deletes the item and adds it again"
    return (
      "the lock's only way in is \(lock.hasRetry ? "its Unlock button's" : "its code's") \(lock.request), and "
        + why.joined(separator: ", and ") + ": no prompt can return it, no passcode entry of its own", wayOut,
      lock.byConstruction
    )
  }
}
