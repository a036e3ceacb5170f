/// The simulated device (UIKit's `UIDevice`): its iOS version and idiom follow the profile.
///
/// Version checks: off iOS `#available(iOS 17, *)` is always true, so its newest branch would run
/// on every profile. Cover code that must follow the profile spells the check with this API,
/// which is also valid iOS code and so needs no `#if`:
/// `UIDevice.current.systemVersion.compare("17.0", options: .numeric) != .orderedAscending`, or,
/// model-only, `UIDevice.current.isAtLeast(iOS: 17)` (the one line that differs from UIKit code).
@preconcurrency @MainActor public final class UIDevice {
  nonisolated deinit {}
  /// The device of the current simulated device.
  public static var current: UIDevice { UIDevice(profile: Device.current?.profile) }

  private let profile: Profile?
  private init(profile: Profile?) { self.profile = profile }

  /// The iOS version as text, `"17.0"` (major and minor).
  public var systemVersion: String {
    guard let v = profile?.osVersion else { return "0.0" }
    return "\(v.major).\(v.minor)"
  }
  /// Always `"iOS"` (an iPad reports `"iPadOS"` since iPadOS 15; the model does not).
  public var systemName: String { "iOS" }
  /// `"iPhone"` or `"iPad"`.
  public var model: String { userInterfaceIdiom == .pad ? "iPad" : "iPhone" }
  /// The idiom of the profile's device.
  public var userInterfaceIdiom: UIUserInterfaceIdiom {
    profile?.device.supportsMultipleScenes == true ? .pad : .phone
  }

  /// Whether the simulated iOS version is `major.minor` or later: what `#available(iOS major, *)`
  /// answers on a device (model-only spelling; see ``UIDevice``).
  public func isAtLeast(iOS major: Int, _ minor: Int = 0) -> Bool {
    guard let v = profile?.osVersion else { return true }
    return !(v < OSVersion(major, minor))
  }
}

/// The kind of device (UIKit's `UIUserInterfaceIdiom`, reduced).
nonisolated public enum UIUserInterfaceIdiom: Int, Sendable {
  case unspecified = -1
  case phone = 0
  case pad = 1
}
