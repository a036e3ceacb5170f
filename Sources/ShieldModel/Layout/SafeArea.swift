/// A rectangle constraints can be made against without a view of its own (UIKit's
/// `UILayoutGuide`; Apple, https://developer.apple.com/documentation/uikit/uilayoutguide ;
/// iOS 9+; high). The model has one kind: a view's ``UIView/safeAreaLayoutGuide``, whose anchors
/// are its owning view's edges moved in by the view's ``UIView/safeAreaInsets``.
@preconcurrency @MainActor open class UILayoutGuide {
  nonisolated deinit {}
  /// The view the guide belongs to.
  public private(set) weak var owningView: UIView?
  /// A name for debugging.
  public var identifier = ""

  /// Whether the guide is the view's safe area (its bounds less ``UIView/safeAreaInsets``), else
  /// the view's bounds (a scroll view's frame and content guides, ``UIScrollView``).
  package let insetBySafeArea: Bool

  init(owningView: UIView, insetBySafeArea: Bool = true) {
    self.owningView = owningView
    self.insetBySafeArea = insetBySafeArea
  }

  /// The guide's rectangle in its owning view's coordinates: the view's bounds less its
  /// ``UIView/safeAreaInsets`` (the safe-area guide) or the bounds; zero once the view is gone.
  public var layoutFrame: CGRect {
    guard let view = owningView else { return .zero }
    return insetBySafeArea ? view.bounds.inset(by: view.safeAreaInsets) : view.bounds
  }

  private var view: UIView {
    guard let view = owningView else {
      modeledTrap("a layout guide's anchor was used after its owning view went away")
      return UIView()
    }
    return view
  }

  /// The top edge.
  public var topAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(view, .top, safeArea: insetBySafeArea) }
  /// The bottom edge.
  public var bottomAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(view, .bottom, safeArea: insetBySafeArea) }
  /// The leading edge (the left, in left-to-right languages).
  public var leadingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(view, .leading, safeArea: insetBySafeArea) }
  /// The trailing edge.
  public var trailingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(view, .trailing, safeArea: insetBySafeArea) }
  /// The left edge.
  public var leftAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(view, .left, safeArea: insetBySafeArea) }
  /// The right edge.
  public var rightAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(view, .right, safeArea: insetBySafeArea) }
  /// The horizontal center.
  public var centerXAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(view, .centerX, safeArea: insetBySafeArea) }
  /// The vertical center.
  public var centerYAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(view, .centerY, safeArea: insetBySafeArea) }
  /// The width.
  public var widthAnchor: NSLayoutDimension { NSLayoutDimension(view, .width, safeArea: insetBySafeArea) }
  /// The height.
  public var heightAnchor: NSLayoutDimension { NSLayoutDimension(view, .height, safeArea: insetBySafeArea) }
}

extension UIView {
  /// The part of the view that the screen's hardware and system bars leave unobscured, as
  /// constraints see it (Apple, "safeAreaLayoutGuide",
  /// https://developer.apple.com/documentation/uikit/uiview/safearealayoutguide ; iOS 11+; high):
  /// its anchors are the view's edges moved in by ``safeAreaInsets``, read each time the model
  /// lays the constrained views out (at activation, when the view enters a window, when its
  /// superview changes size, as at rotation). A cover constrained to it leaves the bands under
  /// the sensor housing and the home indicator uncovered, as on a device.
  public var safeAreaLayoutGuide: UILayoutGuide { UILayoutGuide(owningView: self) }

  /// The insets that keep content out of the parts of the screen the hardware and system bars
  /// obscure (Apple, "safeAreaInsets",
  /// https://developer.apple.com/documentation/uikit/uiview/safeareainsets ; iOS 11+; high): "For
  /// the view controller's root view, the insets account for the status bar, other visible bars,
  /// and any additional insets ... For other views in the view hierarchy, the insets reflect only
  /// the portion of the view that is covered", and zero for a view in no window. The model: the
  /// window's insets (``UIWindow/screenSafeAreaInsets``) reduced to the part of each edge band
  /// that the view overlaps, measured from the view's frame in the window (frames only: no
  /// bounds offsets or transforms). Not modeled: navigation and tab bars (the model's bars take
  /// no room) and a controller's `additionalSafeAreaInsets` (kept, not applied).
  public var safeAreaInsets: UIEdgeInsets {
    guard let window else { return .zero }
    let outer = window.screenSafeAreaInsets
    if self === window || outer == .zero { return outer }
    var origin = CGPoint.zero
    var v: UIView? = self
    while let current = v, current !== window {
      origin.x += current.frame.minX
      origin.y += current.frame.minY
      v = current.superview
    }
    let r = CGRect(origin: origin, size: frame.size)
    let w = window.bounds
    return UIEdgeInsets(
      top: min(max(outer.top - (r.minY - w.minY), 0), r.height),
      left: min(max(outer.left - (r.minX - w.minX), 0), r.width),
      bottom: min(max(outer.bottom - (w.maxY - r.maxY), 0), r.height),
      right: min(max(outer.right - (w.maxX - r.maxX), 0), r.width))
  }
}

extension UIWindow {
  /// The window's safe-area insets from the screen's hardware: the sensor housing and the home
  /// indicator of a Face ID iPhone, on the edges of the window that meet the screen's. WWDC18
  /// session 235 ("UIKit: Apps for Every Size and Shape", https://asciiwwdc.com/2018/sessions/235 ;
  /// high) describes the shape: on an iPhone with a rectangular screen "the entire screen is a
  /// safe area"; on a Face ID iPhone the top and bottom are taken in portrait, and landscape is
  /// "a symmetric layout with space on the bottom". The values for the model's iPhone
  /// (390 x 844 points, the iPhone 12, 13 and 14): portrait 47 top and 34 bottom, landscape 47 left
  /// and right and 21 bottom. 34 and 21 are measured first-hand on Face ID iPhones (34 on the
  /// iPhone X, https://useyourloaf.com/blog/supporting-iphone-x/ ; 34 and 21 on a Dynamic Island
  /// iPhone, http://csl.cool/2023/09/15/ios-dev/ios-layout-adaptation ; medium); the top and side
  /// inset is the height of the sensor housing's band, which differs by model (44 on the iPhone X,
  /// same page; 59 on the Dynamic Island models, csl.cool): 47 for the 390-point iPhones is the
  /// commonly reported value, not one measured in a source read here (low), so it is the flag
  /// ``PlatformFlags/safeAreaTopIsDynamicIsland`` (false: 47; true: 59), and a verdict that turns
  /// on a few points of the app's content at the top edge around a cover pinned to the safe area
  /// names it in its `depends on:`.
  ///
  /// The iPad profiles (issue 26): an iPad's safe area takes the status bar at the top and, on an
  /// iPad without a Home button, the home indicator at the bottom, in both orientations: 24 top
  /// and 20 bottom on a Face ID iPad (the 11-inch and the 12.9-inch iPad Pro from the 3rd
  /// generation, the model's 1024 × 1366 points), 20 top and 0 bottom on an iPad with a Home
  /// button (the 12.9-inch 1st and 2nd generations) (first-hand: the bottom 20 on the new iPad
  /// Pros, https://github.com/react-navigation/react-native-safe-area-view/issues/54 and its fix
  /// https://github.com/react-navigation/react-native-safe-area-view/pull/55 ; "only 3rd
  /// generation need safe area insets", same issue and
  /// https://github.com/react-navigation/react-native-safe-area-view/issues/86 ; "iPad Pro 12.9-inch
  /// has safeAreaInsets 20", https://github.com/fxm90/GradientLoadingBar/issues/20 with
  /// https://developer.apple.com/forums/thread/110724 ; the Home-button iPads' 20-point status
  /// bar, https://hacknicity.medium.com/how-ipad-apps-adapt-to-the-new-11-and-12-9-ipads-pro-cabd1c0e5f20 ;
  /// iPadOS 12+; medium-high (bottom), medium (top 24: developers' measured tables, no Apple
  /// value)). Which iPad it is, is the flag ``PlatformFlags/iPadHasHomeButton`` (false: Face ID,
  /// every 12.9-inch iPad Pro sold since 2018). The bands apply to a window that spans the
  /// screen's height (full screen, and each Split View pane, under the one status bar and above
  /// the one home indicator). Stage Manager: a window smaller than the screen floats clear of the
  /// status bar and the home indicator and gets no inset (the model's reading; iPadOS 26's window
  /// controls, which reports show over a window's top-leading corner with no inset reported,
  /// https://github.com/Proteus-Technologies-Private-Limited/OpenDraft/issues/66 , are not
  /// modeled); a window filling the screen takes the bands of a Face ID iPad (every iPad with Stage
  /// Manager has no Home button, so the flag does not apply there). The Mac profile: zero (an iPad
  /// app's window on a Mac has its title bar outside its content; not modeled further).
  package var screenSafeAreaInsets: UIEdgeInsets {
    guard let current = Device.current else { return .zero }
    switch current.profile.device {
    case .mac: return .zero
    case .iPadSplitView, .iPadStageManager:
      let full = current.screen.bounds
      guard frame.height >= full.height else { return .zero }
      let homeButton = current.profile.device == .iPadSplitView && current.profile.flags.iPadHasHomeButton
      let top: CGFloat = homeButton ? 20 : 24
      let bottom: CGFloat = homeButton ? 0 : 20
      return UIEdgeInsets(
        top: max(top - frame.minY, 0), left: 0, bottom: max(bottom - (full.height - frame.maxY), 0), right: 0)
    case .iPhone: break
    }
    let screen = DeviceKind.iPhone.screenSize
    let landscape = bounds.width > bounds.height
    let band: CGFloat = current.profile.flags.safeAreaTopIsDynamicIsland ? 59 : 47
    let device: UIEdgeInsets =
      landscape
      ? UIEdgeInsets(top: 0, left: band, bottom: 21, right: band)
      : UIEdgeInsets(top: band, left: 0, bottom: 34, right: 0)
    let full = landscape ? CGSize(width: screen.height, height: screen.width) : screen
    let f = frame
    return UIEdgeInsets(
      top: max(device.top - f.minY, 0), left: max(device.left - f.minX, 0),
      bottom: max(device.bottom - (full.height - f.maxY), 0), right: max(device.right - (full.width - f.maxX), 0))
  }
}
