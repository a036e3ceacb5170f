// swift-format-ignore-file: AlwaysUseLowerCamelCase

// (Android's and UIKit's own names for these constants, as the platform spells them.)
#if !canImport(Darwin)
  /// Foundation's `NSUserActivity` (Handoff, universal links), which swift-corelibs-foundation
  /// lacks: UIKit's scene API names it (`UIScene.ConnectionOptions.userActivities`,
  /// `scene(_:continue:)`), so the model declares it off Darwin, where Foundation has it (Apple,
  /// "NSUserActivity", https://developer.apple.com/documentation/foundation/nsuseractivity ;
  /// iOS 8+). The model delivers no user activities.
  nonisolated open class NSUserActivity: NSObject, @unchecked Sendable {
    /// The activity's type, e.g. ``NSUserActivityTypeBrowsingWeb``.
    public let activityType: String
    /// The web page the activity continues (universal links), if any.
    open var webpageURL: URL?
    /// App-defined state.
    open var userInfo: [AnyHashable: Any]?

    /// Creates an activity of `activityType`.
    public init(activityType: String) {
      self.activityType = activityType
      super.init()
    }
  }

  /// The activity type of a web page continued in the app (Foundation's constant).
  nonisolated public let NSUserActivityTypeBrowsingWeb = "NSUserActivityTypeBrowsingWeb"
#endif
