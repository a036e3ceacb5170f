import ShieldModel

extension LockStrategy {
  /// The promise as the user set it up ("lock after leaving the app"), kept apart from where the
  /// lock's code is hooked: it follows the `UIApplication` notifications, which UIKit posts in
  /// every app structure (Apple, "UIApplication.didEnterBackgroundNotification",
  /// https://developer.apple.com/documentation/uikit/uiapplication/didenterbackgroundnotification ;
  /// posted in scene-based apps too, unlike the app delegate's methods; iOS 13+; high). The leave
  /// time is stored at the leave that ``LockConfiguration/rearm`` names and the promise is armed
  /// at the matching return once ``LockConfiguration/grace`` seconds have passed, as the code
  /// would decide. Registered after the code's own observers and posted after the delegate
  /// calls, so where the code's hooks are called it has already decided and this changes
  /// nothing; where UIKit does not call them (`hook=appDelegate` in a scene-based app) the
  /// promise stands with no lock screen, and `lock-bypass` is the platform's verdict.
  func keepPromise() {
    let notes: (leave: Notification.Name, decide: Notification.Name)
    // A promised interval away counts from the leave the user makes, whatever the code stores.
    let promisesAway = configuration.timerPromise?.away != nil || configuration.settings != nil
    switch configuration.rearm {
    case _ where promisesAway:
      notes = (UIApplication.didEnterBackgroundNotification, UIApplication.willEnterForegroundNotification)
    case .background:
      notes = (UIApplication.didEnterBackgroundNotification, UIApplication.willEnterForegroundNotification)
    case .inactive: notes = (UIApplication.willResignActiveNotification, UIApplication.didBecomeActiveNotification)
    case .launch: return
    }
    let center = NotificationCenter.default
    observers.append(
      center.addObserver(forName: notes.leave, object: nil, queue: .main) { [weak self] _ in
        self?.promiseLeftAt = Self.now
        self?.passedSinceLeaving = false
      })
    observers.append(
      center.addObserver(forName: notes.decide, object: nil, queue: .main) { [weak self] _ in
        guard let self, let leftAt = self.promiseLeftAt else { return }
        self.promiseLeftAt = nil
        guard let grace = self.userTimeout, Self.now - leftAt >= grace, !self.isAppLocked else { return }
        self.constructionNote = nil
        self.promiseStands = true
        if self.configuration.clock == .uptime, !self.isLockDue {
          // The user was away longer than the grace; the code's clock counted only the awake time.
          self.constructionFact =
            "the app measures its grace with CACurrentMediaTime(), which does not count the time the device "
            + "slept locked, so its check at the return finds the grace not yet passed and takes its lock down"
        }
        if self.configuration.settings == .launch, self.codeTimeout != grace {
          self.constructionNote =
            "settings=launch decides with the lock setting read at launch, not the user's change since"
        }
      })
  }

  /// The promise for an image the system takes now (``ImageLockPromise``): standing while
  /// ``isAppLocked``, and from the moment the leave the rearm rule counts plus the grace has
  /// passed, although the code decides only at the return (the app is suspended meanwhile and
  /// cannot cover its card then), unless the user passed the lock since that leave (its own Face
  /// ID prompt resigns the app: what shows after the match is what the user unlocked). A member
  /// with no shield and no leave moment in `when=` at which it can go up again (at or after the
  /// leave its rearm counts) puts nothing over the app before the switcher's snapshot: its
  /// switcher images are decided by the parameters alone, while no lock screen of its code is up.
  public func lockPromise(forImageOf kind: CaptureKind) -> ImageLockPromise? {
    let dueSinceLeaving =
      !passedSinceLeaving && (promiseLeftAt.map { left in userTimeout.map { Self.now - left >= $0 } ?? false } ?? false)
    guard isAppLocked || dueSinceLeaving, sectionIsShown else { return nil }
    // A leave moment in `when=` puts the lock up after an unlock only at or after the leave the
    // rearm counts (`reach`): `when=resign` with `rearm=background` never does.
    let rearmLeave = rearmMoments?.leave
    let leaves = configuration.when.filter { m in
      (m == .resign || m == .background) && (rearmLeave.map { $0 <= m } ?? false)
    }
    let isSwitcherImage = kind == .switcherSnapshot || kind == .switcherCard
    guard isSwitcherImage, configuration.shield == .none, leaves.isEmpty else {
      return ImageLockPromise(byConstruction: lockPromiseNote)
    }
    for entry in screens where Self.isOnScreen(entry.screen.controller) { return ImageLockPromise(byConstruction: nil) }
    for controller in lostControllers where Self.isOnScreen(controller) { return ImageLockPromise(byConstruction: nil) }
    return ImageLockPromise(
      byConstruction: "shield=none and when=\(whenText) put nothing over the app before it leaves: "
        + "the switcher's images show it")
  }
}
