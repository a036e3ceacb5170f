/// A view controller whose `@IBOutlet` properties a storyboard would connect. The AppFilesPlugin
/// makes each type of the app's files that declares outlets conform (an extension appended after
/// the file, which reaches `private` outlets), and the model connects them when the controller's
/// view is loaded, before `viewDidLoad()`, as a storyboard does: outlets are "already
/// established" when an object loaded from a storyboard or nib is awoken (Apple,
/// "awakeFromNib()",
/// https://developer.apple.com/documentation/objectivec/nsobject-swift.class/awakefromnib() ;
/// high), and `viewDidLoad()` is "called after the view controller has loaded its view hierarchy
/// into memory" (Apple, "viewDidLoad()",
/// https://developer.apple.com/documentation/uikit/uiviewcontroller/viewdidload() ; iOS 2+; high).
///
/// The model reads no storyboard: the app description stands for it. An outlet is connected to
/// the view whose `accessibilityIdentifier` is the outlet's name, looked up in the controller's
/// own view first and then in the app's windows (the screen the app description builds); an
/// outlet no view matches stays `nil`, as one whose connection is missing in Interface Builder.
@preconcurrency @MainActor public protocol InterfaceBuilderOutlets: AnyObject {
  /// Sets each outlet from `outlets` (``OutletConnections/connect(_:_:)``).
  func connectOutlets(_ outlets: OutletConnections)
}

/// The views a loading view controller's outlets can be connected to (``InterfaceBuilderOutlets``).
@MainActor public struct OutletConnections {
  /// The controller's own root view, searched first.
  let root: UIView

  /// Sets `outlet` to the view named `name` (its `accessibilityIdentifier`), or, for an outlet
  /// collection (`[UITextField]!`), to every view of that name, back to front; leaves it as it is
  /// when no view of that name and type exists.
  public func connect<Outlet>(_ outlet: inout Outlet?, _ name: String) {
    let found = views(named: name)
    if let one = found.first as? Outlet {
      outlet = one
    } else if !found.isEmpty, let all = found as? Outlet {
      outlet = all
    }
  }

  /// The views named `name`, in the controller's view, else in the app's windows.
  func views(named name: String) -> [UIView] {
    let own = Self.views(named: name, in: root)
    if !own.isEmpty { return own }
    return (Device.current?.application.windows ?? []).flatMap { Self.views(named: name, in: $0) }
  }

  private static func views(named name: String, in view: UIView) -> [UIView] {
    (view.accessibilityIdentifier == name ? [view] : []) + view.subviews.flatMap { views(named: name, in: $0) }
  }
}

/// Which view controller classes conform to ``InterfaceBuilderOutlets``, found once per class: a
/// conformance cast walks the class's superclasses through the runtime's conformance tables (about
/// 7,000 instructions for a controller that does not conform, at every view load: issue 30), while
/// a class's conformances never change once the program runs. Looked up by class, never iterated.
@MainActor enum InterfaceBuilderOutletsConformance {
  /// Whether each class met so far conforms.
  @exclusivity(unchecked) private static var conforms: [ObjectIdentifier: Bool] = [:]

  /// `controller` as an ``InterfaceBuilderOutlets``, or `nil` when its class does not conform:
  /// the same answer as `controller as? any InterfaceBuilderOutlets`.
  static func outlets(of controller: UIViewController) -> (any InterfaceBuilderOutlets)? {
    let type = ObjectIdentifier(Swift.type(of: controller))
    if let known = conforms[type] { return known ? controller as? any InterfaceBuilderOutlets : nil }
    let outlets = controller as? any InterfaceBuilderOutlets
    conforms[type] = outlets != nil
    return outlets
  }
}
