import CoverStrategies
import ShieldModel

extension IOSPlatform {
  /// Whether `strategy` claims `invariant`: a leak invariant when its claims cover one of the invariant's capture
  /// kinds (as the checker is chosen, ``InvariantChecker``), the lock invariants (`lock-bypass`, `unlock-blocked`,
  /// `reauth-loop`, `needless-lock`, `silent-lock`: each judges a lock promise, which no other strategy makes) for a
  /// lock, `cannot-disable` for a strategy the app can turn off or turn a part of off (a per-claim disable, the lock
  /// setting's off beside other claims), `residue` for one the app can turn off whole, `needless-cover` for one that
  /// promises it; every other invariant always.
  @MainActor public static func claims(_ strategy: StrategyDescriptor, invariant: Invariant) -> Bool {
    switch invariant {
    case .lockBypass, .unlockBlocked, .reauthLoop, .needlessLock, .silentLock:
      return strategy.make().capabilities.contains(.isLock)
    case .cannotDisable:
      let capabilities = strategy.make().capabilities
      return capabilities.contains(.canBeDisabled) || capabilities.contains(.turnsPartsOff)
    case .residue: return strategy.make().capabilities.contains(.canBeDisabled)
    case .needlessCover: return strategy.make().capabilities.contains(.promisesNoNeedlessCover)
    default:
      let needed = InvariantCatalog.check(for: invariant).claims
      return needed.isEmpty || !needed.isDisjoint(with: strategy.claims)
    }
  }

  /// A fresh instance's type (`SubviewTagCover`), which ``SourceLocator`` finds the declaring file of; for the
  /// app's own delegates hosted as they are (``ShieldModel/AppDelegateHost``), the delegate class that holds the
  /// privacy code (`SceneDelegate`), not the host.
  @MainActor public static func implementationTypeName(of strategy: StrategyDescriptor) -> String? {
    let made = strategy.make()
    if let host = made as? AppDelegateHost, let name = host.hostedTypeName { return name }
    return String(describing: type(of: made))
  }

  /// Why a strategy that does not claim `invariant` cannot break it (JUnit's skipped message).
  public static func unclaimedReason(_ invariant: Invariant) -> String {
    switch invariant {
    case .lockBypass, .unlockBlocked, .reauthLoop, .needlessLock, .silentLock:
      return "the strategy is no app lock, and only a lock's promise can break it"
    case .cannotDisable: return "the app has no call that turns the strategy or a part of it off"
    case .residue:
      return "the app has no call that turns the whole strategy off (a call that turns off a claim or the lock leaves "
        + "the rest up by design; cannot-disable judges that part)"
    case .needlessCover: return "the strategy does not promise to show no cover while the app stays in front"
    case .uncoveredWhileUnfocused:
      return "the strategy does not promise to hide its content while another Mac app has focus"
    default: return "the strategy claims none of the captures it judges"
    }
  }
}
