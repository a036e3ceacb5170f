/// The app under test, described as a value: which scenes show sensitive content, the views of
/// its one screen, and the text field the user types in.
///
/// A ``Device`` runs the app it is created with: every scene (or, in an app-delegate-only app,
/// the one window) gets a view controller whose view is ``content`` with ``views`` as its
/// subviews, back to front. Frames follow ``AppDescription/Frame`` rules evaluated against the
/// screen's bounds when the view loads; afterwards autoresizing moves them, as in UIKit.
///
/// Describe your own app instead of editing the model; the `SampleApp` module's
/// `AppDescription.sample` (a banking screen) is the default the engine runs.
nonisolated public struct AppDescription: Codable, Hashable, Sendable {
  /// Scenes (by identifier, such as `"B"`) whose content is not sensitive; every other scene
  /// is. In a non-sensitive scene every view is treated as ``Role/neutral``.
  public var nonSensitiveScenes: [String]
  /// The root view of each window's view controller; its frame is usually ``Frame/fill``.
  public var content: View
  /// The content view's subviews, back to front.
  public var views: [View]
  /// The identifier of the field ``SystemEvent/keyboardShow`` focuses, or `nil` for the first
  /// text field in ``views``.
  public var typingField: String?

  /// Creates a description.
  ///
  /// - Parameters:
  ///   - nonSensitiveScenes: scenes whose content is not sensitive; by default every scene is.
  ///   - content: the root view.
  ///   - views: the root view's subviews, back to front.
  ///   - typingField: the identifier of the field the user types in; `nil` picks the first
  ///     text field.
  public init(nonSensitiveScenes: [String] = [], content: View, views: [View], typingField: String? = nil) {
    self.nonSensitiveScenes = nonSensitiveScenes
    self.content = content
    self.views = views
    self.typingField = typingField
  }

  /// Whether scene `identifier` shows sensitive content.
  public func isSensitive(scene identifier: String) -> Bool { !nonSensitiveScenes.contains(identifier) }

  /// The same app with `scenes` as its non-sensitive scenes.
  public func withNonSensitiveScenes(_ scenes: [String]) -> AppDescription {
    var copy = self
    copy.nonSensitiveScenes = scenes
    return copy
  }

  /// The identifier of the field the user types in: ``typingField``, else the first text field
  /// in ``views``; `nil` when the app has no text field (``SystemEvent/keyboardShow`` then
  /// focuses nothing).
  public var typingFieldIdentifier: String? {
    if let typingField { return typingField }
    return views.first { if case .textField = $0.kind { true } else { false } }?.identifier
  }
}
