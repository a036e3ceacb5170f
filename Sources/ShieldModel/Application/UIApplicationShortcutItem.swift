/// A Home Screen quick action (UIKit's `UIApplicationShortcutItem`; Apple,
/// "UIApplicationShortcutItem", https://developer.apple.com/documentation/uikit/uiapplicationshortcutitem ;
/// iOS 9+; high): its type string, title, subtitle and user info. A type only: no event of the
/// model opens the app from a quick action, so an app delegate's
/// `application(_:performActionFor:completionHandler:)` compiles and is never called.
@preconcurrency @MainActor open class UIApplicationShortcutItem {
  nonisolated deinit {}
  /// The app-defined type of the action.
  public let type: String
  /// The title shown on the Home Screen.
  public let localizedTitle: String
  /// The subtitle shown under the title.
  public let localizedSubtitle: String?
  /// App-defined values passed back with the action.
  public let userInfo: [String: any NSSecureCoding]?
  /// An action of `type` titled `localizedTitle`.
  public init(
    type: String, localizedTitle: String, localizedSubtitle: String? = nil,
    userInfo: [String: any NSSecureCoding]? = nil
  ) {
    self.type = type
    self.localizedTitle = localizedTitle
    self.localizedSubtitle = localizedSubtitle
    self.userInfo = userInfo
  }
}
