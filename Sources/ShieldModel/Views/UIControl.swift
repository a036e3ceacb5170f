/// A control: a view that sends actions for control events (UIKit's `UIControl`, iOS 2+).
///
/// Actions are closures registered with ``addAction(_:for:)`` (UIKit's iOS 14 API, Apple,
/// "addAction(_:for:)", https://developer.apple.com/documentation/uikit/uicontrol/addaction(_:for:) ;
/// high): the model has no Objective-C selectors, so target-action is spelled this way. The user's
/// events send them (a passcode typed with ``SystemEvent/enterPasscode``); app code may send them
/// itself with ``sendActions(for:)``, as in UIKit.
@preconcurrency @MainActor open class UIControl: UIView {
  nonisolated deinit { if countsAsPasscodeEntry { LiveObjects.passcodeEntries -= 1 } }
  /// The model reads no archives (see ``UIView/init(coder:)``).
  public required init?(coder: NSCoder) { nil }
  /// Creates a control with the given frame, in points.
  public override init(frame: CGRect) { super.init(frame: frame) }

  /// Control events (UIKit's `UIControl.Event`, raw values as in UIKit).
  nonisolated public struct Event: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let touchDown = Event(rawValue: 1 << 0)
    public static let touchUpInside = Event(rawValue: 1 << 6)
    public static let valueChanged = Event(rawValue: 1 << 12)
    public static let primaryActionTriggered = Event(rawValue: 1 << 13)
    public static let editingDidBegin = Event(rawValue: 1 << 16)
    public static let editingChanged = Event(rawValue: 1 << 17)
    public static let editingDidEnd = Event(rawValue: 1 << 18)
    public static let editingDidEndOnExit = Event(rawValue: 1 << 19)
    public static let allEditingEvents = Event(rawValue: 0x000F_0000)
    public static let allEvents = Event(rawValue: 0xFFFF_FFFF)
  }

  /// Control states, for titles (UIKit's `UIControl.State`).
  nonisolated public struct State: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let normal = State([])
    public static let highlighted = State(rawValue: 1 << 0)
    public static let disabled = State(rawValue: 1 << 1)
    public static let selected = State(rawValue: 1 << 2)
  }

  /// Whether the control sends actions; a disabled control sends none.
  public var isEnabled = true
  private var actions: [(action: UIAction, events: Event)] = []

  /// What the control is to assistive technologies (``UIResponder/accessibilityTraits``). A
  /// control with ``UIAccessibilityTraits/keyboardKey`` is a key of the app's own keypad:
  /// ``SystemEvent/enterPasscode`` types the passcode on it.
  open override var accessibilityTraits: UIAccessibilityTraits {
    get { super.accessibilityTraits }
    set {
      super.accessibilityTraits = newValue
      updatePasscodeEntryCount()
    }
  }

  /// A standard UIKit control is an accessibility element by default (``UIResponder/isAccessibilityElement``).
  package override var isAccessibilityElementByDefault: Bool { true }

  /// Registers `action` for `controlEvents`.
  public func addAction(_ action: UIAction, for controlEvents: Event) {
    actions.append((action, controlEvents))
  }

  /// Removes `action` from `controlEvents`.
  public func removeAction(_ action: UIAction, for controlEvents: Event) {
    actions.removeAll { $0.action === action && !$0.events.isDisjoint(with: controlEvents) }
  }

  /// Runs the actions registered for any of `controlEvents`, in registration order (none while
  /// disabled).
  public func sendActions(for controlEvents: Event) {
    guard isEnabled else { return }
    for entry in actions where !entry.events.isDisjoint(with: controlEvents) {
      entry.action.sender = self
      entry.action.handler(entry.action)
    }
  }

  /// Whether the control is one of the app's passcode entries (``Device/passcodeEntry()``).
  package var isPasscodeEntry: Bool { accessibilityTraits.contains(.keyboardKey) }

  private var countsAsPasscodeEntry = false

  /// Keeps ``LiveObjects/passcodeEntries`` in step (a subclass calls it when its own marking changes).
  package func updatePasscodeEntryCount() {
    let now = isPasscodeEntry
    guard now != countsAsPasscodeEntry else { return }
    countsAsPasscodeEntry = now
    LiveObjects.passcodeEntries += now ? 1 : -1
  }
}

/// A closure a control runs for its events (UIKit's `UIAction`, iOS 14+).
@preconcurrency @MainActor public final class UIAction {
  nonisolated deinit {}
  /// The title (recorded only).
  public let title: String
  /// The control that sent it last.
  public package(set) weak var sender: AnyObject?
  let handler: (UIAction) -> Void
  /// An action running `handler`.
  public init(title: String = "", handler: @escaping (UIAction) -> Void) {
    self.title = title
    self.handler = handler
  }
}

/// A button (UIKit's `UIButton`): a control that draws its title over its bounds.
@preconcurrency @MainActor open class UIButton: UIControl {
  nonisolated deinit {}
  /// The model reads no archives (see ``UIView/init(coder:)``).
  public required init?(coder: NSCoder) { nil }
  /// Button types (only `.system` and `.custom` are spelled).
  nonisolated public enum ButtonType: Int, Sendable { case custom, system }
  /// A button of `type` with a zero frame.
  public init(type: ButtonType) { super.init(frame: .zero) }
  /// A button with `frame`, in points.
  public override init(frame: CGRect) { super.init(frame: frame) }
  private var titles: [(state: State, title: String?)] = []
  /// Sets the title shown in `state`; the normal state's is drawn.
  public func setTitle(_ title: String?, for state: State) {
    titles.removeAll { $0.state == state }
    titles.append((state, title))
    if state == .normal { layer.contents = (title?.isEmpty == false) ? title : nil }
  }
  /// The title for `state`, falling back to the normal state's.
  public func title(for state: State) -> String? {
    titles.first { $0.state == state }?.title ?? titles.first { $0.state == .normal }?.title
  }
  /// The button's configuration (iOS 15+), drawn as ``UIButton/Configuration`` says.
  public var configuration: Configuration? {
    didSet { applyConfiguration() }
  }
  /// The label showing the title (Apple, "titleLabel",
  /// https://developer.apple.com/documentation/uikit/uibutton/titlelabel ; iOS 3+; high). Kept for
  /// its font and color; the model's button draws its title itself, so the label is no subview.
  public private(set) lazy var titleLabel: UILabel? = UILabel(frame: .zero)
}

/// What an element is to assistive technologies (UIKit's `UIAccessibilityTraits`; only the
/// traits the model reads or apps commonly set are spelled).
nonisolated public struct UIAccessibilityTraits: OptionSet, Hashable, Sendable {
  public let rawValue: UInt64
  public init(rawValue: UInt64) { self.rawValue = rawValue }
  public static let none = UIAccessibilityTraits([])
  public static let button = UIAccessibilityTraits(rawValue: 1 << 0)
  public static let staticText = UIAccessibilityTraits(rawValue: 1 << 6)
  /// "The accessibility element behaves like a keyboard key" (Apple, "keyboardKey",
  /// https://developer.apple.com/documentation/uikit/uiaccessibilitytraits/keyboardkey ; iOS 5+).
  public static let keyboardKey = UIAccessibilityTraits(rawValue: 1 << 16)
}
