/// A scene that shows windows (UIKit's `UIWindowScene`, iOS 13+).
///
/// It holds its windows weakly: a window the app does not keep is released and disappears
/// (https://learn.microsoft.com/en-us/dotnet/api/uikit.uiwindow.windowscene ; medium).
@preconcurrency @MainActor open class UIWindowScene: UIScene {
  // A scene going away clears the pointers to it that it knows of: its windows' scene and the
  // app under test's delegate's. They are unowned, not weak, so that a scene has no side table
  // and its retains and releases (every walk over the scenes) stay on the runtime's fast path;
  // weak references went nil at this point, so readers see what they saw before. (Loading an
  // unowned reference to an object in its deinit traps: the pointers are compared by identifier
  // or known to point here: a window is in ``windowRefs`` exactly while its scene is this one.)
  nonisolated deinit {
    for i in windowRefs.indices { windowRefs[i].window?.sceneStorage = nil }
    if let delegate = appUnderTestDelegate, delegate.connectedSceneID == ObjectIdentifier(self) {
      delegate.connectedScene = nil
      delegate.connectedSceneID = nil
    }
  }
  /// The app under test's scene delegate that connected to this scene, for the deinit (which
  /// cannot read the isolated ``UIScene/delegate``); weak: it does not keep the delegate alive.
  @exclusivity(unchecked) nonisolated(unsafe) weak var appUnderTestDelegate: AppUnderTestSceneDelegate?
  private struct WeakWindow { weak var window: UIWindow? }
  @exclusivity(unchecked) private var windowRefs: [WeakWindow] = []
  /// Strong references, kept only when ``PlatformFlags/unheldWindowsVanish`` is off.
  private var heldWindows: [UIWindow] = []
  /// The scene's bounds in points, in the current orientation.
  public package(set) var bounds: CGRect {
    didSet { RenderEpoch.advance() }
  }
  /// The width the user gave the scene (``SystemEvent/resizeScene(_:_:)``), or `nil` for the
  /// width its scene count gives it. Kept through rotations, as the divider keeps its position.
  package var width: SceneWidth?
  /// The scene's interface orientation.
  @exclusivity(unchecked) public package(set) var interfaceOrientation: UIInterfaceOrientation = .portrait
  /// The snapshot the app switcher shows for this scene, taken after it last entered the
  /// background, or `nil` before the first one.
  @exclusivity(unchecked) package var switcherSnapshot: Frame?
  /// Whether the scene's screen is recorded or mirrored (per scene, iOS 17+).
  @exclusivity(unchecked) package var isCaptured = false
  /// The window the app under test's scene delegate holds for this scene, kept by the delegate
  /// as it sets its `window`: read every generated step (the app's own events), without casting
  /// the delegate.
  @exclusivity(unchecked) package weak var appUnderTestWindow: UIWindow?
  /// The window last made key in this scene from iOS 15 (``Device/sceneKeyWindow(of:)``), weak: a released window
  /// is no key window. Valid while ``ownKeyWindowEpoch`` is its device's
  /// ``Device/KeyboardState/sceneKeyWindowsEpoch`` (a new process forgets it).
  @exclusivity(unchecked) package weak var ownKeyWindow: UIWindow?
  /// The keyboard epoch ``ownKeyWindow`` was recorded in; 0: never.
  @exclusivity(unchecked) package var ownKeyWindowEpoch: UInt64 = 0
  /// The field this scene kept as its first responder when the user's focus (the app's key window) went to another
  /// scene: still first responder of its window, without the keyboard, which it gets back when the user returns
  /// (``Device/keepInItsScene(_:)``, ``PlatformFlags/sceneKeepsFirstResponder``). Read only once some scene kept one
  /// (``Device/KeyboardState/keepsSceneResponders``), so a one-scene device never loads it.
  @exclusivity(unchecked) package weak var keptFirstResponder: UITextField?

  package init(identifier: String, role: UISceneSession.Role, bounds: CGRect) {
    self.bounds = bounds
    isInteractive = role == .windowApplication
    super.init(identifier: identifier, role: role)
    // A new scene may reuse a released one's address, which render cache keys hold.
    RenderEpoch.advance()
  }

  /// Whether the user can interact with the scene (false for a non-interactive external
  /// display's scene, which never becomes active). Stored: the session's role never changes.
  public let isInteractive: Bool

  /// The scene's coordinate space; its `bounds` are the scene's bounds in points.
  public var coordinateSpace: CoordinateSpace { CoordinateSpace(bounds: bounds) }

  /// The screen the scene is on (Apple, "screen",
  /// https://developer.apple.com/documentation/uikit/uiwindowscene/screen ; iOS 13+; high): the
  /// device's one screen, `UIScreen.main` (the model has no external displays).
  public var screen: UIScreen { UIScreen.main }

  /// A coordinate space's bounds (UIKit's `UICoordinateSpace`, reduced).
  nonisolated public struct CoordinateSpace: Sendable {
    /// The bounds in points.
    public let bounds: CGRect
  }

  /// The scene's live windows, back to front (level, then most recently shown).
  public var windows: [UIWindow] {
    let mostRecentOnTop = Device.current?.profile.flags.equalLevelMostRecentOnTop ?? true
    // The last answer while nothing it depends on has changed: every change to the scene's window
    // list, a window's level or show order, and every window's deinit advance the render epoch.
    if windowsCacheEpoch == RenderEpoch.current, windowsCacheMostRecentOnTop == mostRecentOnTop {
      var live: [UIWindow] = []
      live.reserveCapacity(windowsCache.count)
      for i in windowsCache.indices { live.append(windowsCache[i].takeUnretainedValue()) }
      assert(live.elementsEqual(sortedLiveWindows(mostRecentOnTop: mostRecentOnTop), by: ===), "stale windows cache")
      return live
    }
    let live = sortedLiveWindows(mostRecentOnTop: mostRecentOnTop)
    windowsCache.removeAll(keepingCapacity: true)
    for i in live.indices { windowsCache.append(Unmanaged.passUnretained(live[i])) }
    windowsCacheEpoch = RenderEpoch.current
    windowsCacheMostRecentOnTop = mostRecentOnTop
    return live
  }

  /// ``windows``' answer without a new array: the kept answer itself, unretained (found first when
  /// stale). `windows` makes an array of strong references per read (about 700 instructions;
  /// issue 30), which the renderer's walks, asked every step, do not need. Only for a reader that
  /// runs no app code while it holds the answer, so that no window can be released meanwhile (a
  /// window's deinit advances the render epoch, so a kept answer never names a released window).
  /// Debug builds compare it with the full computation on every read, as ``windows`` does on a hit.
  package var unretainedWindows: [Unmanaged<UIWindow>] {
    let mostRecentOnTop = Device.current?.profile.flags.equalLevelMostRecentOnTop ?? true
    if windowsCacheEpoch != RenderEpoch.current || windowsCacheMostRecentOnTop != mostRecentOnTop {
      _ = windows  // fills the kept answer; every window in it is held elsewhere (the list's references are weak)
    }
    #if DEBUG
      let fresh = sortedLiveWindows(mostRecentOnTop: mostRecentOnTop)
      precondition(
        windowsCache.count == fresh.count
          && zip(windowsCache, fresh).allSatisfy { $0.takeUnretainedValue() === $1 },
        "stale windows cache")
    #endif
    return windowsCache
  }

  /// ``windows``' last answer, unretained (a strong reference would keep a window the app let go
  /// alive), with the render epoch and stacking flag it was computed at; `UInt64.max`: none.
  @exclusivity(unchecked) private var windowsCache: [Unmanaged<UIWindow>] = []
  @exclusivity(unchecked) private var windowsCacheEpoch = UInt64.max
  @exclusivity(unchecked) private var windowsCacheMostRecentOnTop = true

  /// The live windows, sorted: what ``windows`` answers, computed.
  private func sortedLiveWindows(mostRecentOnTop: Bool) -> [UIWindow] {
    // Read on every event and render: plain loops, no closures or temporary arrays.
    var live: [UIWindow] = []
    live.reserveCapacity(windowRefs.count)
    for i in windowRefs.indices {
      if let window = windowRefs[i].window { live.append(window) }  // no copy of the weak reference
    }
    if live.count < windowRefs.count { windowRefs.removeAll { $0.window == nil } }
    // Insertion sort: stable, as `sorted` is, and the fastest for a scene's few windows.
    for i in live.indices.dropFirst() {
      let window = live[i]
      var j = i
      while j > 0, Self.isBelow(window, live[j - 1], mostRecentOnTop: mostRecentOnTop) {
        live[j] = live[j - 1]
        j -= 1
      }
      live[j] = window
    }
    return live
  }

  /// Stacking order: level first, then the show order (most recent on top, or the reverse).
  private static func isBelow(_ a: UIWindow, _ b: UIWindow, mostRecentOnTop: Bool) -> Bool {
    if a.windowLevel != b.windowLevel { return a.windowLevel < b.windowLevel }
    return mostRecentOnTop ? a.orderStamp < b.orderStamp : a.orderStamp > b.orderStamp
  }

  /// The scene's key window (iOS 15+, Apple, "keyWindow",
  /// https://developer.apple.com/documentation/uikit/uiwindowscene/keywindow ; high): the window last made
  /// key in the scene, also while the scene is in the background or the user is in another scene
  /// (``Device/sceneKeyWindow(of:)``). Before iOS 15, where code behind `#available(iOS 15, *)` never
  /// reads it, the model answers the app's key window when it is in the scene, and notes the use.
  public var keyWindow: UIWindow? {
    VersionCheck.noteUse(of: "UIWindowScene.keyWindow", introduced: OSVersion(15))
    return Device.current?.sceneKeyWindow(of: self)
  }

  /// The scene's traits; only `sceneCaptureState` is modeled. The trait exists from iOS 17
  /// (https://developer.apple.com/documentation/uikit/uitraitcollection/scenecapturestate ; high):
  /// before 17 code behind `#available(iOS 17, *)` never reads it, which the model gives as
  /// `.unspecified` (a check for `.active` fails, as the skipped branch would).
  public var traitCollection: UITraitCollection {
    if let device = Device.current, device.profile.osVersion < OSVersion(17) {
      VersionCheck.noteUse(of: "UITraitCollection.sceneCaptureState", introduced: OSVersion(17))
      return UITraitCollection(sceneCaptureState: .unspecified)
    }
    return UITraitCollection(sceneCaptureState: isCaptured ? .active : .inactive)
  }

  package func attach(_ window: UIWindow) {
    RenderEpoch.advance()
    windowRefs.removeAll { $0.window == nil || $0.window === window }
    windowRefs.append(WeakWindow(window: window))
    if Device.current?.profile.flags.unheldWindowsVanish == false, !heldWindows.contains(where: { $0 === window }) {
      heldWindows.append(window)
    }
  }

  /// Window references kept, weak ones to released windows included (for ``ModelCensus``).
  package var windowReferenceCount: Int { windowRefs.count }
  /// Windows held strongly (for ``ModelCensus``).
  package var heldWindowCount: Int { heldWindows.count }

  package func detach(_ window: UIWindow) {
    RenderEpoch.advance()
    windowRefs.removeAll { $0.window == nil || $0.window === window }
    heldWindows.removeAll { $0 === window }
  }
}

/// Interface orientations (UIKit's `UIInterfaceOrientation`).
nonisolated public enum UIInterfaceOrientation: Int, Sendable {
  case unknown = 0
  case portrait = 1
  case portraitUpsideDown = 2
  case landscapeRight = 3
  case landscapeLeft = 4
  /// Whether width exceeds height.
  public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }
}

/// A scene's capture state (UIKit's `UISceneCaptureState`, iOS 17+).
nonisolated public enum UISceneCaptureState: Int, Sendable {
  case unspecified = -1
  case inactive = 0
  case active = 1
}

/// Traits of a scene; only the capture state is modeled (Apple, "sceneCaptureState",
/// https://developer.apple.com/documentation/uikit/uitraitcollection/scenecapturestate ; iOS 17+).
nonisolated public struct UITraitCollection: Sendable {
  /// Whether the scene is being recorded or mirrored.
  public let sceneCaptureState: UISceneCaptureState
}
