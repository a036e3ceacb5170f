// HealthKit (`import HealthKit`; Apple, "HealthKit", https://developer.apple.com/documentation/healthkit ;
// iOS 8+; high), the call a health app makes before asking for access. Apple: HealthKit is
// available on iPhone, and on iPad from iPadOS 17 ("isHealthDataAvailable()",
// https://developer.apple.com/documentation/healthkit/hkhealthstore/ishealthdataavailable() ). The
// model keeps no health data and no authorization: an app's health records are its content,
// which the model's app screen stands for, and no cover depends on them.

/// The access point to HealthKit's data (Apple, "HKHealthStore"; high).
public final class HKHealthStore {
  /// A store.
  public init() {}
  /// Whether HealthKit is available on the profile's device: an iPhone, or an iPad on iPadOS 17+.
  public static func isHealthDataAvailable() -> Bool {
    let device = UIDevice.current
    return device.userInterfaceIdiom == .phone || device.isAtLeast(iOS: 17)
  }
}
