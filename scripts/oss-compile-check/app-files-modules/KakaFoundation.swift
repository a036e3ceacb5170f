// Stub of the PassLock app's KakaFoundation package (the app's own, not measured): it re-exports
// UIKit (the scene delegate imports no UIKit of its own), with the key window and the device
// check the scene delegate names.
@_exported import ShieldModel

/// The app's key window (its first connected scene's key window).
@MainActor public var appKeyWindow: UIWindow? { UIApplication.shared.keyWindow }
/// Whether the device is an iPhone (the fuzzer's profiles here are iPhones).
@MainActor public func kaka_IsiPhone() -> Bool { true }
