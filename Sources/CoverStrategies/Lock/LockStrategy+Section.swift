import ShieldModel

/// A section lock (``LockConfiguration/section``): the lock of one screen (protected notes, a
/// vault, a recovery phrase), asked when that screen appears, not at a lifecycle moment. Real
/// code asks in the screen's `viewWillAppear(_:)` (https://github.com/jakehadar/passwords-ios ,
/// `MainViewController`), its `viewDidAppear(_:)` (https://github.com/dgwu/ios-personalfinance ,
/// `ViewController`), or in the handler that opens it; a handler's check misses the other routes
/// (Simplenote's Spotlight entry, https://github.com/Automattic/simplenote-ios/issues/124 ).
/// The model pushes unanimated, so will- and did-appear come in one turn and draw nothing
/// between them: the lock asks at will-appear.
extension LockStrategy {
  /// Whether the promise's screen is on top of the app's navigation stack in the first scene:
  /// always for a lock of the whole app.
  var sectionIsShown: Bool {
    guard let section = configuration.section else { return true }
    return (sectionNavigation?.topViewController as? any AppScreen)?.screenIdentifier == section
  }

  /// Notes the navigation controller at the root of the app's window in `scene`, as the app's
  /// code holds it (a section lock only).
  func noteSectionNavigation(in scene: UIWindowScene?) {
    guard configuration.section != nil, let scene,
      let navigation = LockScreen.appWindow(of: scene)?.rootViewController as? UINavigationController
    else { return }
    sectionNavigation = navigation
  }

  /// The section's screen is about to appear: the lock's code puts its lock up when the lock is
  /// due and the route showing it is one ``LockConfiguration/sectionGuards`` names.
  public func appScreen(_ screen: UIViewController, appearance phase: ScreenAppearance) {
    guard configuration.section != nil else { return }
    noteSectionNavigation(in: screen.viewIfLoaded?.window?.windowScene ?? Self.noteScene)
    guard phase == .willAppear, isLockDue, (screen as? any AppScreen)?.screenIdentifier == configuration.section
    else { return }
    let guards = configuration.sectionGuards
    let route = Device.current?.navigationRoute.flatMap(LockConfiguration.SectionRoute.init(rawValue:))
    guard guards.contains(.screen) || route.map(guards.contains) == true else { return }
    guard let scene = screen.viewIfLoaded?.window?.windowScene ?? Self.noteScene else { return }
    showScreen(in: scene, opening: true)
    if configuration.authStart == .shown { askForFaceIDIfNeeded() }
  }
}
