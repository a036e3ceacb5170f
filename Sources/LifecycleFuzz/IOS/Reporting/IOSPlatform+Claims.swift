import CoverStrategies
import ShieldModel

extension IOSPlatform {
  /// Whether `strategy` claims `invariant`: a leak invariant when its claims cover one of the invariant's capture
  /// kinds (as the checker is chosen, ``InvariantChecker``), `lock-bypass` and `unlock-blocked` for a lock, `cannot-disable` and `residue`
  /// for a strategy the app can turn off, `needless-cover` for one that promises it; every other invariant always.
  @MainActor public static func claims(_ strategy: StrategyDescriptor, invariant: Invariant) -> Bool {
    switch invariant {
    case .lockBypass, .unlockBlocked: return strategy.make().capabilities.contains(.isLock)
    case .cannotDisable, .residue: return strategy.make().capabilities.contains(.canBeDisabled)
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
}
