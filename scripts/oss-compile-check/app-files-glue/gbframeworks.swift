// Stubs of the app's own coordinator and notification helper (not measured).
final class AppCoordinator { func start() {} }
final class NotificationManager: Sendable {
  static let share = NotificationManager()
  func sendNotification(title: String, subtitle: String, body: String, timeSlot: Double, badge: UInt) {}
  func removeAllNotifications() {}
}
public let descriptor = StrategyDescriptor(
  name: "gbframeworks", summary: "", source: "", claims: .appSwitcher,
  defaultProfile: .iPhoneScenes, make: { AppDelegateHost(claims: .appSwitcher, sceneDelegate: { SceneDelegate() }) })
