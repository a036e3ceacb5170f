import ShieldModel

nonisolated extension LockConfiguration {
  /// A route by which the app shows a section's screen, as the lock's code may check it
  /// (`guards=`, with `section=`). The check on the screen itself sees every route; a check in a
  /// route's handler sees only that route (the Spotlight entry of Simplenote's iOS app opened a
  /// note behind its lock, https://github.com/Automattic/simplenote-ios/issues/124 , 2017).
  public enum SectionRoute: String, CaseIterable, Sendable, Comparable {
    /// The section screen's own `viewWillAppear(_:)` (a base controller's check, as
    /// https://github.com/jakehadar/passwords-ios `MainViewController` locks there): every push
    /// of it and every pop back to it.
    case screen
    /// The app's own code pushing the screen (``ShieldModel/SystemEvent/pushScreen(_:)``: a list's row).
    case push
    /// The handler of a notification tap that pushes it (``ShieldModel/AppEntrySource/notification``).
    case notification
    /// The handler of a link that pushes it (``ShieldModel/AppEntrySource/link``).
    case link
    /// The handler of a Home Screen quick action that pushes it (``ShieldModel/AppEntrySource/shortcut``).
    case shortcut

    public static func < (a: SectionRoute, b: SectionRoute) -> Bool {
      allCases.firstIndex(of: a)! < allCases.firstIndex(of: b)!
    }
  }

  /// The routes of a `guards=` value (`push+link`).
  ///
  /// - Throws: `fail`'s error for an unknown or repeated route.
  static func parseGuards(_ value: String, _ fail: (String) -> LockConfigurationError) throws(LockConfigurationError)
    -> Set<SectionRoute>
  {
    var routes: Set<SectionRoute> = []
    for r in value.split(separator: "+", omittingEmptySubsequences: false) {
      guard let route = SectionRoute(rawValue: String(r)) else {
        throw fail("expected routes \(SectionRoute.allCases.map(\.rawValue).joined(separator: "|")) joined by +")
      }
      guard routes.insert(route).inserted else { throw fail("'\(r)' given twice") }
    }
    return routes
  }

  /// Whether `text` can name a screen (``ShieldModel/AppDescription/Screen/identifier``'s characters).
  static func isScreenName(_ text: String) -> Bool {
    !text.isEmpty && text.allSatisfy { $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" }
  }
}
