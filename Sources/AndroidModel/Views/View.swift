// swift-format-ignore-file: AlwaysUseLowerCamelCase

// (Android's and UIKit's own names for these constants, as the platform spells them.)
/// An `android.view.View`: a node of a window's view tree, with bounds in dp.
///
/// Only what covers and captures need is modeled: the tree, frame, visibility, alpha, background, a
/// `RenderEffect`, content sensitivity (API 35) and `post`. A view with no ``frame`` fills its parent
/// (`MATCH_PARENT`).
public class View {
  /// `View.VISIBLE`.
  public static let VISIBLE = 0
  /// `View.INVISIBLE`: not drawn, keeps its space.
  public static let INVISIBLE = 4
  /// `View.GONE`: not drawn.
  public static let GONE = 8
  /// `View.CONTENT_SENSITIVITY_AUTO` (API 35): the system decides (password fields are sensitive).
  public static let CONTENT_SENSITIVITY_AUTO = 0
  /// `View.CONTENT_SENSITIVITY_SENSITIVE` (API 35).
  public static let CONTENT_SENSITIVITY_SENSITIVE = 1
  /// `View.CONTENT_SENSITIVITY_NOT_SENSITIVE` (API 35).
  public static let CONTENT_SENSITIVITY_NOT_SENSITIVE = 2

  /// The activity the view was created with (its `Context`); `nil` for system views.
  public weak var context: Activity?
  // Unchecked exclusivity on state the model reads every step: see `AndroidDevice`.
  /// The view's id (Android's `R.id` name, for example `"balance"`), or `nil`.
  @exclusivity(unchecked) public var id: String?
  /// The frame in the parent's coordinates, in dp; `nil` fills the parent.
  @exclusivity(unchecked) public var frame: DpRect?
  /// `VISIBLE`, `INVISIBLE` or `GONE`.
  @exclusivity(unchecked) public var visibility = View.VISIBLE
  /// Opacity, 0…1.
  @exclusivity(unchecked) public var alpha = 1.0
  /// The background colour as ARGB, or `nil` for none; a view draws a cover only with a background.
  @exclusivity(unchecked) public private(set) var backgroundColor: UInt32?
  /// What the drawing means to the checks.
  @exclusivity(unchecked) public var role: ContentRole
  /// The render effect set with ``setRenderEffect(_:)``.
  @exclusivity(unchecked) public private(set) var renderEffect: RenderEffect?
  /// The content sensitivity set with ``setContentSensitivity(_:)`` (API 35).
  @exclusivity(unchecked) public private(set) var contentSensitivity = View.CONTENT_SENSITIVITY_AUTO
  /// Whether the view consumes the touches that land on it (`View.isClickable`; Android's default for a plain `View`
  /// or layout is `false`): `View.onTouchEvent` returns `true` for a clickable view, and `ViewGroup.dispatchTouchEvent`
  /// offers a touch to the children under it from the top-most down until one consumes it, so a view that is not
  /// clickable lets the touch through to the views below it in the same window
  /// (https://developer.android.com/reference/android/view/View#setClickable(boolean) ; AOSP frameworks/base
  /// `View.onTouchEvent`, `ViewGroup.dispatchTouchEvent`; every API level; high).
  @exclusivity(unchecked) public private(set) var isClickable = false
  /// The parent view, or `nil` for a window's root.
  public private(set) weak var parent: View?
  /// The children, back to front.
  @exclusivity(unchecked) public private(set) var children: [View] = []
  weak var rootWindow: Window?

  /// A view created by app code (a strategy's view is a ``ContentRole/cover``).
  public init(_ context: Activity?) {
    self.context = context
    self.role = .cover
  }

  init(context: Activity?, id: String?, role: ContentRole, frame: DpRect?) {
    self.context = context
    self.id = id
    self.role = role
    self.frame = frame
  }

  /// Adds `child` on top of the other children (`ViewGroup.addView`); a child with another parent moves.
  public func addView(_ child: View) {
    child.parent?.removeView(child)
    children.append(child)
    child.parent = self
  }

  /// Adds `child` at `index` among the children (`ViewGroup.addView(View, int)`: drawn above those before it);
  /// an index past the end appends.
  public func addView(_ child: View, index: Int) {
    child.parent?.removeView(child)
    children.insert(child, at: min(max(index, 0), children.count))
    child.parent = self
  }

  /// Removes `child` (`ViewGroup.removeView`); does nothing if it is not a child.
  public func removeView(_ child: View) {
    children.removeAll { $0 === child }
    if child.parent === self { child.parent = nil }
  }

  /// Sets the background colour (ARGB, for example `0xFF000000`); an opaque one makes the view hide what is below.
  public func setBackgroundColor(_ color: UInt32) { backgroundColor = color }

  /// `View.setClickable`: whether the view consumes the touches that land on it (``isClickable``); setting an
  /// `OnClickListener` makes a view clickable too.
  public func setClickable(_ clickable: Bool) { isClickable = clickable }

  /// Sets `VISIBLE`, `INVISIBLE` or `GONE`.
  public func setVisibility(_ visibility: Int) { self.visibility = visibility }

  /// Sets or clears the view's render effect (API 31;
  /// https://developer.android.com/reference/android/view/View#setRenderEffect(android.graphics.RenderEffect) ;
  /// high). Below API 31 the call crashes with `NoSuchMethodError`.
  public func setRenderEffect(_ effect: RenderEffect?) {
    guard requireApi(31, "View.setRenderEffect") else { return }
    renderEffect = effect
  }

  /// Marks the view's content sensitivity (API 35): a window showing a sensitive view is blacked out in
  /// recordings and casting under ``AndroidPlatformFlags/contentSensitivityBlanksWindowInRecordings``
  /// (https://learn.microsoft.com/dotnet/api/android.views.view.contentsensitivity ; medium). Below API 35 the
  /// call crashes with `NoSuchMethodError`.
  public func setContentSensitivity(_ mode: Int) {
    guard requireApi(35, "View.setContentSensitivity") else { return }
    contentSensitivity = mode
  }

  /// Whether the view counts as sensitive content on API 35 (marked, or a password field left on AUTO).
  public var isContentSensitive: Bool {
    contentSensitivity == View.CONTENT_SENSITIVITY_SENSITIVE
      || (contentSensitivity == View.CONTENT_SENSITIVITY_AUTO && isPasswordField)
  }

  /// Whether this is a password field (only ``EditText`` can be).
  public var isPasswordField: Bool { false }

  /// The root of the view's tree (`getRootView()`).
  public var rootView: View { parent?.rootView ?? self }

  /// The window layout parameters when this is a window's root view (`getLayoutParams()` of a decor view),
  /// otherwise `nil`.
  public var layoutParams: WindowManager.LayoutParams? { rootWindow?.attributes }

  /// The first view in this subtree, depth first, whose id is `id` (`findViewById`).
  public func findViewById(_ id: String) -> View? {
    if self.id == id { return self }
    for child in children { if let found = child.findViewById(id) { return found } }
    return nil
  }

  /// Posts `runnable` to the main looper (`View.post`); returns `false` when the view has no context. Before its
  /// window is attached the view keeps it in its run queue, which the first traversal hands to the looper
  /// (`View.getRunQueue`, `ViewRootImpl.performTraversals`): it never runs before the window's first frame.
  @discardableResult public func post(_ runnable: @escaping () -> Void) -> Bool {
    guard let activity = context ?? rootWindow?.owner else { return false }
    if !activity.window.isAttached { return activity.handler.postFromOtherThread(runnable) }
    return activity.handler.post(runnable)
  }

  /// Records a crash when the device's API level is below `level`; `false` then.
  func requireApi(_ level: Int, _ name: String) -> Bool {
    guard let device = (context ?? rootWindow?.owner)?.device else { return true }
    return device.requireApi(level, name)
  }

  /// The device the view belongs to, if any.
  var device: AndroidDevice? { (context ?? rootWindow?.owner)?.device }
}
