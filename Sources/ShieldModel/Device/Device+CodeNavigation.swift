/// The app's own code navigating (an app-logic script's `push(SCREEN)`, `pop` of a screen, `popToRoot`), noted so the
/// engine's baseline device, the same app without the strategy, navigates too. What the app's code does to its own
/// screens is the app's behaviour, not its cover's or lock's: the checks that compare with the baseline
/// (`touch-blocked`: where the user's touch would have landed without the cover; `focus-lost`, `residue`) must
/// compare on the screen the app itself shows. The lock's own moves are not noted (`push(lock)`, a `pop` that takes
/// the lock off): without the strategy there is no lock. Before the forty-third session the baseline stayed on
/// `root` after the script's `push(card)`, and a touch on card read "reached card instead of root" (touch-blocked).
public struct CodeNavigation: Equatable, Sendable {
  /// What the app's code did to its navigation stack.
  public enum Move: Equatable, Sendable {
    /// `pushViewController(_:animated:)` of a new controller of the app's screen with this name.
    case push(String)
    /// `popViewController(animated:)`, which took the app's screen with this name off the top.
    case pop(String)
    /// `popToRootViewController(animated:)`, which took at least one of the app's screens off.
    case popToRoot
    /// `present(_:animated:)` of a new controller of the app's screen with this name, from the top-most controller
    /// presented in the window, in `style`, or as a `UIAlertController` whose message is the screen's label
    /// (`asAlert`): an app-logic script's `present(SCREEN, ...)` that UIKit put up.
    case present(String, style: UIModalPresentationStyle, asAlert: Bool)
    /// The dismissal of the top-most presented controller of the app's screen with this name (with what is above it).
    case dismiss(String)
  }

  /// The move.
  public let move: Move
  /// The scene whose navigation controller it was made on (its identifier).
  public let scene: String

  /// `move` on the navigation controller of the scene named `scene`.
  public init(_ move: Move, scene: String) {
    self.move = move
    self.scene = scene
  }
}

extension Device {
  /// Notes that the app's code made `move` in `scene` (``codeNavigations``).
  package func noteCodeNavigation(_ move: CodeNavigation.Move, in scene: UIWindowScene) {
    codeNavigations.append(CodeNavigation(move, scene: scene.identifier))
  }

  /// The moves noted since the last call, oldest first; the list is emptied.
  package func takeCodeNavigations() -> [CodeNavigation] {
    let moves = codeNavigations
    codeNavigations.removeAll()
    return moves
  }

  /// Makes `navigation`, noted on another device running the same app with a strategy, as this device's own app code
  /// in the scene of the same name: the push of a new controller of the screen, the pop of the top one when it is that
  /// screen, or the pop to the root, a presentation of the screen from the top-most presented controller or the
  /// dismissal of the top-most one presented, unanimated (the end state the app's code asked for). No event's refusal
  /// applies: the app's code ran on the other device at that point (a `popToRoot` in did-enter-background runs before
  /// the suspension the next event would find).
  package func repeatCodeNavigation(_ navigation: CodeNavigation) {
    guard let scene = scene(named: navigation.scene), let root = appWindow(of: scene)?.rootViewController else {
      return
    }
    if case .present(let screen, let style, let asAlert) = navigation.move {
      withCurrent {
        let made = asAlert ? makeAppScreenAlert(screen, in: scene) : makeAppScreenController(screen, in: scene)
        guard let controller = made else { return }
        if !asAlert { controller.modalPresentationStyle = style }
        var top = root
        while let p = top.presentedViewController { top = p }
        top.present(controller, animated: false)
      }
      return
    }
    if case .dismiss(let screen) = navigation.move {
      withCurrent {
        var chain = [root]
        while let p = chain[chain.count - 1].presentedViewController { chain.append(p) }
        let shown = chain.dropFirst().last { ($0 as? any AppScreen)?.screenIdentifier == screen }
        shown?.presentingViewController?.dismiss(animated: false)
      }
      return
    }
    guard let nav = root as? UINavigationController else { return }
    withCurrent {
      switch navigation.move {
      case .push(let screen):
        guard let controller = makeAppScreenController(screen, in: scene) else { return }
        nav.pushViewController(controller, animated: false)
      case .pop(let screen):
        guard nav.viewControllers.count > 1,
          (nav.viewControllers.last as? any AppScreen)?.screenIdentifier == screen
        else { return }
        _ = nav.popViewController(animated: false)
      case .popToRoot:
        _ = nav.popToRootViewController(animated: false)
      case .present, .dismiss: break
      }
    }
  }
}
