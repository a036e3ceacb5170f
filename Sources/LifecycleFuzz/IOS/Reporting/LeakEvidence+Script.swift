import CoverStrategies
import ShieldModel

extension LeakEvidence {
  /// The sample app's own presentations in `scene` (what the trace's `presentSheet`, `appPresent` or an entry's route
  /// presented: a sheet, an alert, a dialog) that hold one of `views`, bottom to top, as `sheet presentation`. A
  /// script presents only its lock and cover, which are no ``AppScreen``: so each one named is UI the script's user
  /// never wrote (docs/app-logic.md, "The sample app's own windows and presentations").
  @MainActor static func sampleAppPresentations(in scene: UIWindowScene, leaking views: [String]) -> [String] {
    var names: [String] = []
    for window in scene.windows {
      var presented = window.rootViewController?.presentedViewController
      while let controller = presented {
        presented = controller.presentedViewController
        guard let screen = controller as? any AppScreen,
          AppPresentationKind(rawValue: screen.screenIdentifier) != nil,
          let view = controller.viewIfLoaded, contains(view, anyOf: views)
        else { continue }
        let name = "\(screen.screenIdentifier) presentation"
        if !names.contains(name) { names.append(name) }
      }
    }
    return names
  }

  @MainActor private static func contains(_ view: UIView, anyOf identifiers: [String]) -> Bool {
    if let id = view.accessibilityIdentifier, identifiers.contains(id) { return true }
    return view.subviews.contains { contains($0, anyOf: identifiers) }
  }
}
