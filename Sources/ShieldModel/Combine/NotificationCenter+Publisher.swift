extension NotificationCenter {
  /// A publisher of the notifications named `name` from `object` (any if `nil`), Combine's
  /// extension of the center (Apple, "publisher(for:object:)",
  /// https://developer.apple.com/documentation/foundation/notificationcenter/publisher(for:object:) ;
  /// iOS 13+; high): a subscription registers a block observer, so a notification reaches the
  /// subscriber synchronously when it is posted, in registration order with the other observers.
  public func publisher(for name: Notification.Name, object: AnyObject? = nil) -> NotificationCenter.Publisher {
    Publisher(center: self, name: name, object: object)
  }

  /// The notifications a center posts with one name (Apple, "NotificationCenter.Publisher",
  /// https://developer.apple.com/documentation/foundation/notificationcenter/publisher ; high).
  nonisolated public struct Publisher: ModelCombine.Publisher, @unchecked Sendable {
    public typealias Output = Notification
    public typealias Failure = Never
    /// The center observed.
    public let center: NotificationCenter
    /// The notification name observed.
    public let name: Notification.Name
    /// The object observed (any if `nil`).
    public let object: AnyObject?
    public func _subscribe(_ receive: @escaping (Notification) -> Void) -> AnyCancellable {
      let center = self.center
      let token = center.addObserver(forName: name, object: object, queue: nil, using: receive)
      return AnyCancellable { center.removeObserver(token) }
    }
  }
}
