import TestExpectations
import Testing

@testable import ShieldModel

/// An app delegate as apps write the UserNotifications part of one.
private final class NotifiedDelegate: UIResponder, UIApplicationDelegate, UNUserNotificationCenterDelegate {
  var answered: [String] = []
  nonisolated func userNotificationCenter(
    _ center: UNUserNotificationCenter, didReceive response: UNNotificationResponse,
    withCompletionHandler completionHandler: @escaping () -> Void
  ) {
    MainActor.assumeIsolated { answered.append(response.actionIdentifier) }
    completionHandler()
  }
}

@Suite("UserNotifications' center and a decorative SwiftUI image (twelfth unseen set)")
@MainActor struct UserNotificationsTests {
  @Test("One center for the app; its delegate is held weakly; the optional method has a default")
  func centerAndDelegate() {
    // https://developer.apple.com/documentation/usernotifications/unusernotificationcenter/current()
    // https://developer.apple.com/documentation/usernotifications/unusernotificationcenter/delegate
    let center = UNUserNotificationCenter.current()
    #expect(center === UNUserNotificationCenter.current())
    var delegate: NotifiedDelegate? = NotifiedDelegate()
    center.delegate = delegate
    #expect(center.delegate === delegate)
    let content = UNNotificationContent()
    content.userInfo = ["username": "ada"]
    let response = UNNotificationResponse(
      notification: UNNotification(request: UNNotificationRequest(identifier: "n1", content: content)),
      actionIdentifier: "open")
    var completed = false
    delegate?.userNotificationCenter(center, didReceive: response) { completed = true }
    #expect(delegate?.answered == ["open"] && completed)
    #expect(response.notification.request.content.userInfo["username"] as? String == "ada")
    // `willPresent` is not implemented by the app: the empty default, which does not call back.
    var options: UNNotificationPresentationOptions?
    delegate?.userNotificationCenter(center, willPresent: response.notification) { options = $0 }
    #expect(options == nil)
    delegate = nil
    #expect(center.delegate == nil)
    expectEqual(UIBackgroundFetchResult.noData.rawValue, 1)
  }

  @Test("A decorative image is drawn as the named image")
  func decorativeImage() throws {
    // https://developer.apple.com/documentation/swiftui/image/init(decorative:bundle:)
    _ = try launched()
    let controller = UIHostingController(rootView: Image(decorative: "Eye Closed").resizable())
    controller.loadViewIfNeeded()
    var names: [String] = []
    var stack = [controller.view!]
    while let view = stack.popLast() {
      if let image = (view as? UIImageView)?.image { names.append(image.name) }
      stack.append(contentsOf: view.subviews)
    }
    expectEqual(names, ["Eye Closed"])
  }
}
