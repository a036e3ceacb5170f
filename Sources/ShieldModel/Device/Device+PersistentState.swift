import Foundation

extension Device {
  /// What the app keeps across launches and the user's lock setting, as one string: the app's `UserDefaults`, its
  /// Keychain services and whether the user turned the lock off. Two states that differ only here have different
  /// futures (a launch reads the stored setting; `cannot-disable` judges what comes after the user's off), so the
  /// explorer tells them apart; ``summary()`` leaves them out.
  package var persistentStateKey: String {
    let services = keychainItems.map(\.service).sorted().joined(separator: ",")
    // The app's Face ID permission once the user set it (named only then, so other keys stay as they were).
    let faceID = systemUI.authenticationSettings.appFaceIDPermission.map { "|faceID=\($0.rawValue)" } ?? ""
    return userDefaults.sortedDescription + "|" + services + "|" + (userTurnedLockOff ? "off" : "") + faceID
  }
}
