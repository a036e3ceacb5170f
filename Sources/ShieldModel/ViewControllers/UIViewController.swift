/// A view controller: owns a view and presents other view controllers modally.
///
/// Presentation puts the presented controller's view over the whole window, animated from the
/// bottom over 0.3 s of virtual time when `animated` (UIKit's cover-vertical transition). Two
/// presentation errors are modeled: presenting a controller that is already presented or still
/// being dismissed raises an exception, recorded as a crash
/// (https://github.com/capacitor-community/privacy-screen/issues/83 , /issues/102 ; high); presenting
/// from a controller that is already presenting something only logs a warning and does nothing
/// (Apple, "present(_:animated:completion:)",
/// https://developer.apple.com/documentation/uikit/uiviewcontroller/present(_:animated:completion:) ;
/// for a second alert, "Attempt to present <UIAlertController> on <UITabBarController> ... which is
/// already presenting <UIAlertController>", https://github.com/deltachat/deltachat-ios/issues/2736 ;
/// high): two alerts from one presenter do not stack. Presenting from the top-most presented
/// controller, an alert included, works: alerts stack that way until the user answers them
/// (``SystemEvent/answerAlert``).
/// Under the profile flag ``PlatformFlags/refusesPresentationDuringResign`` (default on from
/// iOS 18) a presentation made while a scene is resigning active is silently refused
/// (https://github.com/ionic-team/capacitor-privacy-screen/pull/26 ; low-medium, one report).
@preconcurrency @MainActor open class UIViewController: UIResponder {
  // A controller going away clears the unowned pointers to it that it knows of: its view's owner
  // and its children's parent (compared by identifier, without loading them). A view's
  // owner is always the controller whose view it is, a child's parent the container whose
  // children hold it (the setters keep both so), so nothing else can point here.
  nonisolated deinit {
    if presentedViewController != nil { LiveObjects.presentingControllers -= 1 }
    // Read before `self` is first used as a value: from then on a deinit reads no isolated state.
    let view = viewStorage
    let children = childStorage
    let me = ObjectIdentifier(self)
    if let view, view.owningControllerID == me {
      view.owningControllerStorage = nil
      view.owningControllerID = nil
    }
    for child in children where child.parentID == me {
      child.parentStorage = nil
      child.parentID = nil
    }
  }
  @exclusivity(unchecked) private var viewStorage: UIView? {
    didSet {
      guard oldValue !== viewStorage else { return }
      if let old = oldValue, old.owningController === self { old.owningController = nil }
      viewStorage?.owningController = self
    }
  }
  /// The root view's superview (Apple, "next": "UIViewController implements this property by
  /// returning its view's superview", https://developer.apple.com/documentation/uikit/uiresponder/next ;
  /// high), so a touch a controller's view does not handle reaches the controller, then the views
  /// around it.
  open override var next: UIResponder? { viewStorage?.superview }
  /// The items a navigation bar shows for this controller (title and bar button items); made on
  /// first use, as UIKit does (Apple, "navigationItem",
  /// https://developer.apple.com/documentation/uikit/uiviewcontroller/navigationitem ; high).
  public private(set) lazy var navigationItem = UINavigationItem()
  /// The item that stands for this controller in a tab bar (Apple, "tabBarItem",
  /// https://developer.apple.com/documentation/uikit/uiviewcontroller/tabbaritem ; high): made on
  /// first use, as UIKit does; kept, not drawn (``UITabBar``).
  public lazy var tabBarItem: UITabBarItem! = UITabBarItem()
  /// Performs the storyboard segue named `identifier` (Apple, "performSegue(withIdentifier:sender:)",
  /// https://developer.apple.com/documentation/uikit/uiviewcontroller/performsegue(withidentifier:sender:) ;
  /// iOS 5+; UIKit raises `NSInvalidArgumentException` when the controller's storyboard has no
  /// segue of that name). **Does nothing in the model**: the model loads no storyboard, so it
  /// cannot know the app's segues nor show their destinations; it neither traps (the app's own
  /// storyboard has the segue, so a trap would be a crash the device never shows) nor presents
  /// anything. A cover or lock dismissed or shown only through a segue is therefore not moved by
  /// this call (model limit; behaviour row in docs/model-behaviours.md).
  open func performSegue(withIdentifier identifier: String, sender: Any?) {}
  /// The window this controller is the root of.
  package weak var hostWindow: UIWindow?
  /// The controller that presented this one, while it is presented (and during its dismissal).
  public private(set) weak var presentingViewController: UIViewController?
  /// The controller this one presents, if any.
  @exclusivity(unchecked) public private(set) var presentedViewController: UIViewController? {
    didSet {
      if (oldValue == nil) != (presentedViewController == nil) {
        LiveObjects.presentingControllers += presentedViewController == nil ? -1 : 1
      }
      if presentedViewController !== oldValue { RenderEpoch.advance() }
    }
  }
  /// Whether a dismissal of this controller is in flight.
  @exclusivity(unchecked) public private(set) var isBeingDismissed = false
  /// Whether a presentation of this controller is in flight.
  @exclusivity(unchecked) public private(set) var isBeingPresented = false {
    // The keyboard's frame reads it (a full-screen presentation takes the keyboard out once done).
    didSet { if isBeingPresented != oldValue { RenderEpoch.advance() } }
  }
  /// Presentation style, resolved by OS version and size class at each presentation
  /// (``presentationLayout(in:device:osVersion:)``).
  public var modalPresentationStyle: UIModalPresentationStyle = .automatic
  /// The size a form sheet asks for in regular width (zero: UIKit's default).
  public var preferredContentSize: CGSize = .zero
  /// Whether a `.currentContext` or `.overCurrentContext` presentation by this controller or a
  /// descendant covers this controller's view (``presentingController(for:)``). False by default;
  /// a navigation controller sets it true (Apple, "definesPresentationContext": "The default value
  /// for this property is false. Some system-provided view controllers, such as
  /// UINavigationController, change the default value to true",
  /// https://developer.apple.com/documentation/uikit/uiviewcontroller/definespresentationcontext ;
  /// iOS 5+; high).
  public var definesPresentationContext = false
  /// The container controller this one is a child of (a navigation or tab bar controller, or
  /// an app's container that called ``addChild(_:)``), if any; setting it keeps the container's
  /// ``children`` in step.
  public package(set) var parent: UIViewController? {
    get { parentStorage }
    set {
      let oldValue = parentStorage
      parentStorage = newValue
      parentID = newValue.map(ObjectIdentifier.init)
      guard newValue !== oldValue else { return }
      // A loop, not `removeAll(where:)`: the closure would check its executor per child.
      if let oldValue {
        var i = oldValue.childStorage.count
        while i > 0 {
          i -= 1
          if oldValue.childStorage[i] === self { oldValue.childStorage.remove(at: i) }
        }
      }
      newValue?.childStorage.append(self)
    }
  }
  // Not weak (UIKit's is weak: `nil` once the container is gone), and cleared by the container's
  // deinit: a weak reference gave every container a side table (issue 30). unowned(unsafe), as
  // ``UIView/owningController``: a container subclass's deinit that removes its children
  // (`removeFromParent()`) reads this before UIViewController's deinit clears it, and a safe unowned
  // read traps there. It never dangles: only the `parent` setter sets it, which keeps the child in
  // the container's `childStorage`, and the container's deinit clears it for every child there.
  @exclusivity(unchecked) nonisolated(unsafe) private unowned(unsafe) var parentStorage: UIViewController?
  /// ``parent``'s identity, which the container's deinit compares without loading the reference.
  @exclusivity(unchecked) nonisolated(unsafe) private var parentID: ObjectIdentifier?
  /// The nearest ancestor in the container chain (``parent``, then its parent) that is a
  /// navigation controller, or `nil` (Apple, "navigationController": "The nearest ancestor in
  /// the view controller hierarchy that is a navigation controller",
  /// https://developer.apple.com/documentation/uikit/uiviewcontroller/navigationcontroller ;
  /// iOS 2+; high). A navigation controller's own ancestors are searched too, as UIKit's.
  public var navigationController: UINavigationController? {
    var p = parent
    while let current = p {
      if let navigation = current as? UINavigationController { return navigation }
      p = current.parent
    }
    return nil
  }

  /// The title of the controller's view; setting it sets ``navigationItem``'s title too (Apple,
  /// "title": "If the view controller has a valid navigation item or tab-bar item, assigning a
  /// value to this property updates the title text of those objects",
  /// https://developer.apple.com/documentation/uikit/uiviewcontroller/title ; iOS 2+; high).
  /// Not drawn: the model draws no bar contents.
  open var title: String? {
    didSet { navigationItem.title = title }
  }

  /// The child controllers, in the order they became children (``children``).
  @exclusivity(unchecked) package var childStorage: [UIViewController] = []
  /// The direction of an appearance transition begun by `beginAppearanceTransition(_:animated:)`
  /// and not yet ended (`true`: appearing), with its `animated` flag.
  package var pendingAppearanceTransition: (isAppearing: Bool, animated: Bool)?

  /// The controllers that are children of this one, a container (Apple, "children",
  /// https://developer.apple.com/documentation/uikit/uiviewcontroller/children ; iOS 5+; high):
  /// a navigation controller's stack, a tab bar controller's tabs, or those an app's container
  /// added with ``addChild(_:)``. `open`, as UIKit's is (SE-0117).
  open var children: [UIViewController] { childStorage }

  /// Makes `childController` a child of this controller (Apple, "addChild(_:)",
  /// https://developer.apple.com/documentation/uikit/uiviewcontroller/addchild(_:) ; iOS 5+;
  /// high): "this method calls the child's willMove(toParent:) method automatically"; a child of
  /// another container is removed from that container first. The child's view is not added: the
  /// container adds it to its own view, then calls ``didMove(toParent:)``. A child whose view is in
  /// the container's view gets the container's appearance callbacks (``sendAppearance(_:animated:)``,
  /// UIKit's `shouldAutomaticallyForwardAppearanceMethods`).
  open func addChild(_ childController: UIViewController) {
    guard childController !== self else {
      modeledTrap("addChild(_:): a view controller cannot be its own child")
      return
    }
    childController.willMove(toParent: self)
    childController.parent = self
  }

  /// Removes this controller from its container (Apple, "removeFromParent()",
  /// https://developer.apple.com/documentation/uikit/uiviewcontroller/removefromparent() ;
  /// iOS 5+; high): it "automatically calls the didMove(toParent:) method of the child view
  /// controller after it removes the child"; the container calls ``willMove(toParent:)`` with
  /// `nil` before, and removes the child's view itself. Does nothing for a controller that has
  /// no parent.
  open func removeFromParent() {
    guard parent != nil else { return }
    parent = nil
    didMove(toParent: nil)
  }

  /// Called just before this controller is added to or removed from a container (Apple,
  /// "willMove(toParent:)",
  /// https://developer.apple.com/documentation/uikit/uiviewcontroller/willmove(toparent:) ;
  /// iOS 5+; high): by ``addChild(_:)``, and by the container with `nil` before
  /// ``removeFromParent()``. Does nothing by default; `open` for an app's override.
  open func willMove(toParent parent: UIViewController?) {}

  /// Called after this controller is added to or removed from a container (Apple,
  /// "didMove(toParent:)",
  /// https://developer.apple.com/documentation/uikit/uiviewcontroller/didmove(toparent:) ;
  /// iOS 5+; high): by the container after ``addChild(_:)``, and by ``removeFromParent()``. Does
  /// nothing by default; `open` for an app's override.
  open func didMove(toParent parent: UIViewController?) {}
  /// The style `.automatic` means for this kind of controller, when UIKit gives it its own (the
  /// camera); `nil` for the default.
  package var ownAutomaticPresentationStyle: UIModalPresentationStyle? { nil }
  private var presentationControllerStorage: UIPresentationController?
  /// The object managing this controller's presentation, made on first access (see
  /// ``UIPresentationController``).
  public var presentationController: UIPresentationController? {
    if let made = presentationControllerStorage { return made }
    let made = UIPresentationController(presented: self)
    presentationControllerStorage = made
    return made
  }
  /// Whether this presentation removed the covered controller's views (its layout's
  /// ``PresentationLayout/removesCoveredViews``), so its dismissal sends the covered controller
  /// its appear callbacks.
  package internal(set) var removedCoveredViews = false {
    didSet { if removedCoveredViews != oldValue { RenderEpoch.advance() } }
  }
  /// Where a presentation above took this controller's view from, to put it back at dismissal.
  private weak var coveredViewSuperview: UIView?
  private var coveredViewIndex = 0
  /// Whether the user is kept from dismissing a sheet with a swipe (UIKit, iOS 13+).
  public var isModalInPresentation = false
  /// The transparent view that holds this controller's view in the window while it is
  /// presented (UIKit's `UITransitionView`).
  package internal(set) var presentationContainer: UIView?
  /// Whether a `.fullScreen` or `.currentContext` presentation above took this controller's
  /// view out of the window until that presentation is dismissed.
  package internal(set) var isCoveredFullScreen = false
  /// Whether dismissing this controller leaves its container in the window
  /// (``PlatformFlags/coveredRemoteSheetLeavesContainer``).
  package internal(set) var leavesContainerOnDismissal = false
  /// The field of the presenting window this presentation took the first responder from, given
  /// back at its dismissal (``PlatformFlags/presentationTakesFirstResponder``).
  package internal(set) weak var responderBeforePresentation: UITextField?
  /// Transition style: `.crossDissolve` fades, the others slide up from the bottom.
  public var modalTransitionStyle: UIModalTransitionStyle = .coverVertical
  /// Whether the app under test's own code presented this controller (not a strategy's), for
  /// ``AppPresenter/own``.
  package var isPresentedByAppCode = false

  /// Whether another process draws this controller's content (the share sheet, a Safari view).
  package var hostsRemoteContent: Bool { false }
  /// Whether its content offers the user a button that dismisses it (Done, Close).
  package var offersDismissButton: Bool { false }
  /// Whether UIKit shows it as an alert (over the whole window, dimmed), whatever its style.
  package var presentsAsAlert: Bool { false }
  /// Whether a compact-width sheet of it opens at its medium detent, the presenter showing above it
  /// (the share sheet: ``PlatformFlags/shareSheetOpensAtMediumDetent``).
  package var opensAtMediumDetent: Bool { false }

  /// Creates a view controller whose view is made on first access: UIKit's designated
  /// initializer (Apple, "init(nibName:bundle:)",
  /// https://developer.apple.com/documentation/uikit/uiviewcontroller/init(nibname:bundle:) ;
  /// iOS 2+; high). The model loads no nib: both arguments are accepted and ignored, and the view
  /// is made by ``loadView()`` as for a controller with no nib.
  public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) { super.init() }

  /// Creates a view controller with no nib: NSObject's `init()`, which Swift imports on a UIKit
  /// controller as an inherited convenience initializer (so an app's subclass declares its own
  /// `init()` without `override` and calls `super.init(nibName: nil, bundle: nil)`), as in
  /// UIKit (Apple, "init(nibName:bundle:)",
  /// https://developer.apple.com/documentation/uikit/uiviewcontroller/init(nibname:bundle:) :
  /// "the designated initializer for this class"; iOS 2+; high).
  public override convenience init() { self.init(nibName: nil, bundle: nil) }

  /// Creates a view controller from an archive: UIKit's `NSCoding` initializer, which every
  /// subclass that declares its own designated initializer must provide, as in UIKit (Apple,
  /// "init(coder:)", https://developer.apple.com/documentation/uikit/uiviewcontroller/init(coder:) ;
  /// iOS 2+). The model reads no archives (see ``UIView/init(coder:)``), so it fails: `nil`.
  public required init?(coder: NSCoder) { nil }

  /// The controller's root view, made by ``loadView()`` on first access.
  public var view: UIView! {
    get {
      if viewStorage == nil {
        loadView()
        if viewStorage == nil { viewStorage = UIView(frame: .zero) }
        // A storyboard's outlets are connected before `viewDidLoad` (InterfaceBuilderOutlets).
        if let outlets = InterfaceBuilderOutletsConformance.outlets(of: self), let root = viewStorage {
          outlets.connectOutlets(OutletConnections(root: root))
        }
        viewDidLoad()
      }
      return viewStorage
    }
    set { viewStorage = newValue }
  }

  /// The view if it has been made, without making it.
  public var viewIfLoaded: UIView? { viewStorage }
  /// Whether the view has been loaded (UIKit's `isViewLoaded`, iOS 3+).
  public var isViewLoaded: Bool { viewStorage != nil }
  /// Loads the view if it has not been loaded yet, as reading ``view`` does (Apple,
  /// "loadViewIfNeeded()": "Loads the view controller's view if it has not yet been loaded",
  /// https://developer.apple.com/documentation/uikit/uiviewcontroller/loadviewifneeded() ;
  /// iOS 9+; high).
  public func loadViewIfNeeded() { _ = view }

  /// Makes the root view; the default is an empty, clear view that follows its window's size.
  open func loadView() {
    let v = UIView(frame: .zero)
    v.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    viewStorage = v
  }

  /// Called once after the view is made.
  open func viewDidLoad() {}
  /// Called when the app receives a memory warning (Apple, "didReceiveMemoryWarning()",
  /// https://developer.apple.com/documentation/uikit/uiviewcontroller/didreceivememorywarning() ;
  /// iOS 2+). The model has no memory pressure: it never calls it.
  open func didReceiveMemoryWarning() {}

  /// Called before the view lays out its subviews, and ``viewDidLayoutSubviews()`` after
  /// (Apple, "viewWillLayoutSubviews()",
  /// https://developer.apple.com/documentation/uikit/uiviewcontroller/viewwilllayoutsubviews() :
  /// called when the view's bounds change; iOS 5+; high). Layout is immediate in the model, so
  /// the window calls both when it lays out its root controller's view: when the controller
  /// becomes its root, and when the window is resized (``UIWindow/rootViewController``).
  open func viewWillLayoutSubviews() {}

  /// Called after the view laid out its subviews (see ``viewWillLayoutSubviews()``).
  open func viewDidLayoutSubviews() {}

  /// Lays out the view: the two callbacks around it (see ``viewWillLayoutSubviews()``).
  package func layOutView() {
    viewWillLayoutSubviews()
    viewIfLoaded?.layoutIfNeeded()
    viewDidLayoutSubviews()
  }

  /// Whether the status bar is hidden (kept for source compatibility).
  open var prefersStatusBarHidden: Bool { false }

  /// The status bar style the controller asks for; `.default` unless a subclass overrides it
  /// (Apple, "preferredStatusBarStyle",
  /// https://developer.apple.com/documentation/uikit/uiviewcontroller/preferredstatusbarstyle ;
  /// iOS 7+; high). Read by nothing: the model draws no status bar (``UIStatusBarStyle``).
  open var preferredStatusBarStyle: UIStatusBarStyle { .default }

  /// How a change of the status bar's visibility animates; `.fade` unless overridden (Apple,
  /// "preferredStatusBarUpdateAnimation",
  /// https://developer.apple.com/documentation/uikit/uiviewcontroller/preferredstatusbarupdateanimation ;
  /// iOS 7+; high). Read by nothing (``UIStatusBarStyle``).
  open var preferredStatusBarUpdateAnimation: UIStatusBarAnimation { .fade }

  /// Asks the system to read the status bar's attributes again (Apple,
  /// "setNeedsStatusBarAppearanceUpdate()",
  /// https://developer.apple.com/documentation/uikit/uiviewcontroller/setneedsstatusbarappearanceupdate() ;
  /// iOS 7+; high). The model draws no status bar (system chrome, over every app alike): nothing
  /// to update.
  public func setNeedsStatusBarAppearanceUpdate() {}

  /// Positions subviews once the view is placed for presentation; used by alerts.
  package func viewDidLayoutForPresentation(in bounds: CGRect) {}

  /// The view is about to be added to the screen (``UIViewController+Appearance``).
  open func viewWillAppear(_ animated: Bool) {}
  /// The view was added to the screen (``UIViewController+Appearance``).
  open func viewDidAppear(_ animated: Bool) {}
  /// The view is about to leave the screen (``UIViewController+Appearance``).
  open func viewWillDisappear(_ animated: Bool) {}
  /// The view left the screen (``UIViewController+Appearance``).
  open func viewDidDisappear(_ animated: Bool) {}

  /// Presents `viewControllerToPresent` over this controller's window, in a presentation
  /// container view added above the window's root view (UIKit's `UITransitionView`).
  ///
  /// The style is resolved for the OS version and the scene's size classes
  /// (``presentationLayout(in:device:osVersion:)``), and the controller UIKit presents from is
  /// chosen by it (``presentingController(for:)``): that controller must not be presenting
  /// already. A context presentation's container covers only the context's view. Once a
  /// `.fullScreen` or `.currentContext` presentation has finished, UIKit removes the covered
  /// controller's views until the presented controller is dismissed (Apple, "overFullScreen",
  /// "currentContext",
  /// https://developer.apple.com/documentation/uikit/uimodalpresentationstyle/overfullscreen ;
  /// high; a window's root view stays: model choice, nothing of it shows). Appearance callbacks
  /// follow (``UIViewController+Appearance``).
  ///
  /// - Parameters:
  ///   - viewControllerToPresent: the controller to show; must not be presented already.
  ///   - flag: whether to animate (0.3 s of virtual time).
  ///   - completion: runs on the main queue once the presentation has finished.
  open func present(
    _ viewControllerToPresent: UIViewController, animated flag: Bool,
    completion: (() -> Void)? = nil
  ) {
    guard let device = Device.current else { return }
    let vc = viewControllerToPresent
    if vc === self || vc.presentingViewController != nil || vc.isBeingDismissed {
      device.recordCrash(
        "Application tried to present modally a view controller that is already being presented")
      return
    }
    // A child of a container is active in the hierarchy: UIKit throws NSInvalidArgumentException
    // "Application tried to present modally an active controller" (a navigation controller's
    // root presented, https://github.com/mxcl/PromiseKit/pull/178 ,
    // https://github.com/ko1o/PYSearch/issues/85 ; iOS 13,
    // https://github.com/material-components/material-components-ios/issues/8506 ; iOS 8+; high).
    if vc.parent != nil {
      device.recordCrash("Application tried to present modally an active controller")
      return
    }
    guard let window = viewIfLoaded?.window else {
      if presentedViewController != nil {
        device.log("warning: attempt to present on a controller which is already presenting")
      } else {
        device.log("warning: attempt to present on a controller whose view is not in the window hierarchy")
      }
      return
    }
    let bounds = window.bounds
    let layout = vc.presentationLayout(in: bounds, device: device.profile.device, osVersion: device.profile.osVersion)
    let presenter = presentingController(for: layout)
    // A presenter on its way out of the window: UIKit logs that its view "is not in the window
    // hierarchy" and presents nothing (https://github.com/steipete/PSTAlertController/pull/40 ;
    // https://github.com/sberrevoets/SDCAlertView/issues/125 ; iOS 8+; high: first-hand reports).
    if presenter.isBeingDismissed {
      device.log("warning: attempt to present on a controller whose view is not in the window hierarchy")
      return
    }
    if presenter.presentedViewController != nil {
      device.log("warning: attempt to present on a controller which is already presenting")
      return
    }
    if device.profile.flags.refusesPresentationDuringResign, device.process.isResigningActive {
      device.log("presentation refused during the resign-active transition")
      return
    }
    vc.presentingViewController = presenter
    presenter.presentedViewController = vc
    vc.removedCoveredViews = layout.removesCoveredViews
    let area =
      layout.placement == .context && presenter.viewIfLoaded?.superview != nil ? presenter.frameInWindow : bounds
    let container = UITransitionView(frame: area)
    container.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    vc.presentationContainer = container
    let frame = layout.frame(in: CGRect(origin: .zero, size: area.size))
    let v = vc.view!
    v.frame = frame
    v.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    vc.viewDidLayoutForPresentation(in: CGRect(origin: .zero, size: area.size))
    if layout.removesCoveredViews { presenter.sendAppearance(.willDisappear, animated: flag) }
    vc.sendAppearance(.willAppear, animated: flag)
    container.addSubview(v)
    window.addSubview(container)
    vc.takeFirstResponder(in: window, on: device)
    // Open question 6: an in-app alert changes no activation unless the flag says it does.
    if vc is UIAlertController, device.profile.flags.inAppAlertsResign, let scene = window.windowScene {
      device.resign([scene])
    }
    guard flag else {
      presenter.didFinishPresenting(vc, animated: false)
      if let completion { device.enqueueMain(completion) }
      return
    }
    vc.isBeingPresented = true
    let fade = vc.modalTransitionStyle == .crossDissolve
    UIView.performWithoutAnimation {
      if fade { v.alpha = 0 } else { v.frame = frame.offsetBy(dx: 0, dy: area.height) }
    }
    UIView.animate(
      withDuration: 0.3,
      animations: {
        if fade { v.alpha = 1 } else { v.frame = frame }
      },
      completion: { [weak presenter] _ in
        vc.isBeingPresented = false
        presenter?.didFinishPresenting(vc, animated: true)
        completion?()
      })
  }

  /// Dismisses the controller this one presents, or this controller if it presents nothing and
  /// is presented, together with everything presented above it (Apple, "dismiss(animated:
  /// completion:)": "If you present several view controllers in succession, thus building a
  /// stack of presented view controllers, calling this method on a view controller lower in the
  /// stack dismisses its immediate child view controller and all view controllers above that
  /// child on the stack. When this happens, only the top-most view is dismissed in an animated
  /// fashion",
  /// https://developer.apple.com/documentation/uikit/uiviewcontroller/dismiss(animated:completion:) ;
  /// high).
  ///
  /// - Parameters:
  ///   - flag: whether to animate the top-most one (0.3 s of virtual time); during the
  ///     animation every dismissed controller is still presented and ``isBeingDismissed``.
  ///   - completion: runs on the main queue once the dismissal has finished.
  open func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {
    guard let device = Device.current else { return }
    let target: UIViewController
    if let presented = presentedViewController {
      target = presented
    } else if presentingViewController != nil {
      target = self
    } else {
      if let completion { device.enqueueMain(completion) }
      return
    }
    guard !target.isBeingDismissed else { return }
    var stack = [target]
    while let above = stack[stack.count - 1].presentedViewController, !above.isBeingDismissed { stack.append(above) }
    // A presentation still animating in: UIKit logs "Attempt to dismiss from view controller ...
    // while a presentation or dismiss is in progress" and dismisses nothing
    // (https://github.com/almerlucke/FCOverlayViewController/pull/3 ;
    // https://github.com/zoonooz/ZFDragableModalTransition/issues/3 ;
    // https://github.com/jamonholmgren/ProMotion/issues/473 ; iOS 7+; high: several first-hand reports).
    for vc in stack where vc.isBeingPresented {
      device.log("warning: attempt to dismiss while a presentation is in progress")
      return
    }
    let top = stack[stack.count - 1]
    for vc in stack.reversed() { vc.sendAppearance(.willDisappear, animated: flag) }
    if target.removedCoveredViews { target.presentingViewController?.sendAppearance(.willAppear, animated: flag) }
    // Unowned: the closure may wait in an animation's completion, held through the device's
    // animated layers.
    let finish = { [unowned device] in
      for vc in stack.reversed() { vc.finishDismissal(on: device) }
      completion?()
    }
    guard flag, let v = top.viewIfLoaded, v.superview != nil else {
      finish()
      return
    }
    for vc in stack { vc.isBeingDismissed = true }
    let fade = top.modalTransitionStyle == .crossDissolve
    let end = v.frame.offsetBy(dx: 0, dy: v.frame.height)
    UIView.animate(
      withDuration: 0.3,
      animations: {
        if fade { v.alpha = 0 } else { v.frame = end }
      },
      completion: { _ in finish() })
  }

  /// Takes this presented controller off the stack: its view and its container leave the
  /// window (the container stays under ``leavesContainerOnDismissal``), and a covered
  /// controller whose views the presentation removed gets them back.
  private func finishDismissal(on device: Device) {
    if self is UIAlertController, device.profile.flags.inAppAlertsResign,
      let scene = (presentationContainer?.window ?? viewIfLoaded?.window)?.windowScene, device.systemUI.overlay == nil,
      device.process.isAppInForeground
    {
      device.activate([scene])
    }
    let presenter = presentingViewController
    viewIfLoaded?.removeFromSuperview()
    if leavesContainerOnDismissal {
      device.log("presentation container of \(type(of: self)) left in the window")
    } else {
      presentationContainer?.removeFromSuperview()
    }
    presentationContainer = nil
    leavesContainerOnDismissal = false
    presenter?.presentedViewController = nil
    presentingViewController = nil
    isBeingDismissed = false
    sendAppearance(.didDisappear, animated: false)
    restoreFirstResponder(on: device)
    let restores = removedCoveredViews
    removedCoveredViews = false
    guard let presenter else { return }
    if restores { presenter.sendAppearance(.didAppear, animated: false) }
    guard presenter.isCoveredFullScreen else { return }
    presenter.isCoveredFullScreen = false
    guard let home = presenter.coveredViewSuperview, let view = presenter.viewIfLoaded else { return }
    home.insertSubview(view, at: min(presenter.coveredViewIndex, home.subviews.count))
    presenter.coveredViewSuperview = nil
    if presenter.hostsRemoteContent, device.profile.flags.coveredRemoteSheetLeavesContainer {
      presenter.leavesContainerOnDismissal = true
    }
  }

  /// A presentation by this controller has finished: `presented` gets did-appear, and when its
  /// layout removes the covered views this controller gets did-disappear and its view leaves
  /// its superview until `presented` is dismissed (a window's root view stays).
  private func didFinishPresenting(_ presented: UIViewController, animated: Bool) {
    guard presentedViewController === presented else { return }
    if presented.removedCoveredViews {
      sendAppearance(.didDisappear, animated: animated)
      if let v = viewIfLoaded, let home = v.superview, !(home is UIWindow) {
        coveredViewSuperview = home
        coveredViewIndex = home.subviews.firstIndex { $0 === v } ?? home.subviews.count
        v.removeFromSuperview()
        isCoveredFullScreen = true
      }
    }
    presented.sendAppearance(.didAppear, animated: animated)
  }
}

/// Modal presentation styles (kept for source compatibility).
nonisolated public enum UIModalPresentationStyle: Int, Sendable {
  case fullScreen, pageSheet, formSheet, currentContext, custom, overFullScreen,
    overCurrentContext, popover, none, automatic
}

/// Modal transition styles.
nonisolated public enum UIModalTransitionStyle: Int, Sendable {
  case coverVertical, flipHorizontal, crossDissolve, partialCurl
}
