/// A reason SwiftUI's `redacted(reason:)` applies to a view tree (`RedactionReasons`; Apple, "redacted(reason:)",
/// https://developer.apple.com/documentation/swiftui/view/redacted(reason:) ; iOS 14+, `.privacy` 15+; high).
nonisolated public enum RedactionReason: String, Sendable, CaseIterable {
  /// `.privacy`: only the views marked `privacySensitive()` are redacted, with the standard styling (Apple,
  /// "RedactionReasons.privacy", https://developer.apple.com/documentation/swiftui/redactionreasons/privacy ;
  /// "privacySensitive(_:)", https://developer.apple.com/documentation/swiftui/view/privacysensitive(_:) ).
  case privacy
  /// `.placeholder`: every text and image is masked as a placeholder of its size and shape (Apple,
  /// "RedactionReasons.placeholder", https://developer.apple.com/documentation/swiftui/redactionreasons/placeholder ).
  case placeholder
}

/// The redaction of one SwiftUI view tree (a scene's root content, where the app writes
/// `.redacted(reason: reason)` over its state): a reason is state of the tree, not a view added to it.
///
/// Setting the reason it already holds changes nothing, and setting none restores the tree as it was; a change
/// takes effect in SwiftUI's next update (``SwiftUIUpdate``), not inside the callback that made it, and the update
/// draws the state it finds (two changes in one turn draw the last). Drawn, each redacted text (a label or a field)
/// is covered by an opaque placeholder of its frame that takes no touches (the redacted view stays where it is).
/// `privacySensitive()` alone redacts nothing in an app's window: the system adds `.privacy` itself only for a
/// widget on the Lock Screen or an Always-On display (https://developer.apple.com/forums/thread/687631 , Apple's
/// answer; RedactionReasons.privacy's page; high). A screen that appears in the tree while it is redacted is drawn
/// redacted at the next update (``contentDidChange()``), as the environment reaches new content. Model limit: content
/// the app presents (a sheet) is not in the tree.
@MainActor public final class RedactedViewTree {
  /// The reason the app's state holds now, or `nil` for none.
  public private(set) var reason: RedactionReason?
  /// The reason the last update drew, or `nil` for none.
  public private(set) var drawnReason: RedactionReason?
  /// The root view of the tree.
  public private(set) weak var root: UIView?
  /// The screens (``AppScreen/screenIdentifier``) whose content is marked `privacySensitive()`.
  public let privacySensitiveScreens: [String]
  private var placeholders: [UIView] = []

  /// The tree under `root`, unredacted, with the content of `privacySensitiveScreens` marked.
  public init(root: UIView, privacySensitiveScreens: [String]) {
    self.root = root
    self.privacySensitiveScreens = privacySensitiveScreens
  }

  /// Sets the tree's reason (`nil`: none), drawn in SwiftUI's next update.
  public func setReason(_ reason: RedactionReason?) {
    guard reason != self.reason else { return }
    self.reason = reason
    SwiftUIUpdate.next { [weak self] in self?.update() }
  }

  /// The tree's content changed (a screen appeared in it): while a reason is set, the next update draws the new
  /// content redacted too.
  public func contentDidChange() {
    guard reason != nil else { return }
    SwiftUIUpdate.next { [weak self] in self?.update(redrawing: true) }
  }

  /// SwiftUI's update: draws the reason the state holds now (`redrawing`: again, over the tree's content now).
  private func update(redrawing: Bool = false) {
    guard reason != drawnReason || (redrawing && reason != nil) else { return }
    for placeholder in placeholders { placeholder.removeFromSuperview() }
    placeholders = []
    drawnReason = reason
    guard let reason, let root else { return }
    redact(in: root, reason, marked: isMarked(root))
  }

  /// Covers the texts under `view` that `reason` redacts; `marked`: `view` is inside marked content.
  private func redact(in view: UIView, _ reason: RedactionReason, marked: Bool) {
    for sub in view.subviews {
      let inMarked = marked || isMarked(sub)
      guard sub is UILabel || sub is UITextField else {
        redact(in: sub, reason, marked: inMarked)
        continue
      }
      guard reason == .placeholder || inMarked else { continue }
      let placeholder = UIView(frame: sub.frame)
      placeholder.backgroundColor = .gray
      placeholder.autoresizingMask = sub.autoresizingMask
      placeholder.isUserInteractionEnabled = false
      view.addSubview(placeholder)
      placeholders.append(placeholder)
    }
  }

  /// Whether `view` is the view of a screen whose content is marked `privacySensitive()`.
  private func isMarked(_ view: UIView) -> Bool {
    guard let screen = view.owningController as? any AppScreen else { return false }
    return privacySensitiveScreens.contains(screen.screenIdentifier)
  }
}
