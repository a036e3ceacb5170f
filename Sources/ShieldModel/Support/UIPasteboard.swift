/// The system pasteboard (Apple, "UIPasteboard", https://developer.apple.com/documentation/uikit/uipasteboard ;
/// iOS 3+; high): items the app writes and reads, and a change count that grows with every write.
///
/// Model: one in-process general pasteboard holding the app's own writes; nothing another app
/// writes, no paste banner, no expiry (an expiration date is kept, not applied: model limit), no
/// `changedNotification`. What the pasteboard holds is not a capture the model checks (a copied
/// secret is not on screen).
@preconcurrency @MainActor open class UIPasteboard {
  nonisolated deinit {}
  /// The general pasteboard, shared by every app on iOS (here: the app's own).
  public static let general = UIPasteboard()

  /// The items, each a dictionary of representations by type identifier.
  open var items: [[String: Any]] = [] {
    didSet { changeCount += 1 }
  }
  /// How many times the contents changed (Apple, "changeCount"; iOS 3+).
  open private(set) var changeCount = 0

  /// The first item's text, or `nil` (Apple, "string"; iOS 3+).
  open var string: String? {
    get { items.lazy.compactMap { $0[Self.textType] as? String }.first }
    set { items = newValue.map { [[Self.textType: $0]] } ?? [] }
  }
  /// Every item's text (Apple, "strings"; iOS 3+).
  open var strings: [String]? {
    get { items.compactMap { $0[Self.textType] as? String } }
    set { items = (newValue ?? []).map { [Self.textType: $0] } }
  }
  /// Whether an item holds text (Apple, "hasStrings"; iOS 10+).
  open var hasStrings: Bool { items.contains { $0[Self.textType] is String } }

  /// Replaces the contents with `objects` (Apple, "setObjects(_:localOnly:expirationDate:)";
  /// iOS 11+): text is kept as text; other objects are kept as themselves. `localOnly` and
  /// `expirationDate` are kept, not applied (see ``UIPasteboard``).
  open func setObjects(_ objects: [Any], localOnly: Bool, expirationDate: Date?) {
    items = objects.map { $0 is String ? [Self.textType: $0] : ["public.data": $0] }
  }
  /// Replaces the contents with `objects` (Apple, "setObjects(_:)"; iOS 11+).
  open func setObjects(_ objects: [Any]) { setObjects(objects, localOnly: false, expirationDate: nil) }

  /// The type identifier of plain text.
  private static let textType = "public.utf8-plain-text"
}
