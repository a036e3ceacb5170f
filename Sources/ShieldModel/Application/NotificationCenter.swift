/// The app's notification center: delivers notifications synchronously, in registration order.
///
/// It shadows Foundation's `NotificationCenter` for code that imports the model, so cover code
/// written for UIKit registers with the simulated device. Only the block-based API exists:
/// selector-based observation needs the Objective-C runtime, which Linux lacks. The `queue`
/// argument is accepted and ignored: every observer runs on the (virtual) main thread at once.
public final class NotificationCenter {
  nonisolated deinit {}
  private struct Observer {
    let token: ObserverToken
    let name: Notification.Name?
    let object: AnyObject?
    let block: (Notification) -> Void
  }
  @exclusivity(unchecked) private var observers: [Observer] = []

  /// The current device's center (UIKit code's `NotificationCenter.default`).
  public static var `default`: NotificationCenter {
    Device.current?.notificationCenter ?? NotificationCenter()
  }

  package init() {}

  /// Registers `block` for notifications named `name` (any if `nil`) from `obj` (any if `nil`).
  ///
  /// - Returns: a token to pass to ``removeObserver(_:)``.
  @discardableResult
  public func addObserver(
    forName name: Notification.Name?, object obj: Any?, queue: OperationQueue?,
    using block: @escaping (Notification) -> Void
  ) -> any NSObjectProtocol {
    let token = ObserverToken()
    observers.append(Observer(token: token, name: name, object: obj as AnyObject?, block: block))
    return token
  }

  /// Removes an observer registered with ``addObserver(forName:object:queue:using:)``.
  public func removeObserver(_ observer: Any) {
    guard let token = observer as? ObserverToken else { return }
    observers.removeAll { $0.token === token }
  }

  /// Delivers a notification to every matching observer, in registration order.
  public func post(name aName: Notification.Name, object anObject: Any?, userInfo: [AnyHashable: Any]? = nil) {
    let device = Device.current
    device?.log("post \(aName.rawValue)")
    guard !observers.isEmpty else { return }
    // Made when first needed: most observers take any sender, most posts match no observer.
    var sender: AnyObject?
    var hasSender = false
    var note: Notification?
    for o in observers where o.name == nil || o.name == aName {
      if let filter = o.object {
        if !hasSender {
          sender = anObject as AnyObject?
          hasSender = true
        }
        if filter !== sender { continue }
      }
      if device?.isCrashed == true { return }
      let made = note ?? Notification(name: aName, object: anObject, userInfo: userInfo)
      note = made
      o.block(made)
    }
  }

  /// Forgets every observer (the process that registered them ended).
  package func removeAllObservers() { observers.removeAll() }

  /// The number of registered observers (for residue checks and tests).
  package var observerCount: Int { observers.count }
}

/// The opaque token returned by `addObserver(forName:object:queue:using:)`.
public final class ObserverToken: NSObject {}
