/// Interruptions that leave the app on screen: the incoming-call banner, and another app's window
/// over a scene (Stage Manager). The model keeps them short and unnested: while one is up, only
/// events that leave it in place are valid (``runningAppRefusal(leavesInterruptions:happensWhileLocked:)``).
extension Device {
  /// The events this file handles, and how the generator's validity key answers for them.
  nonisolated static let interruptionEvents: [HandledKind] = [
    .byRules(.callBanner), .byKey(.dismissCallBanner), .byRules(.otherAppCovers), .byRules(.otherAppUncovers),
  ]

  func interruptionRefusal(for event: SystemEvent) -> Refusal? {
    if let reason = runningAppRefusal(leavesInterruptions: true) { return reason }
    switch event {
    case .callBanner:
      guard isAppActiveWithNoOverlay, applicationState == .active else {
        return "the app is not active with nothing over it"
      }
      return systemUI.isCallBannerShown ? "the call banner is already shown" : nil
    case .dismissCallBanner:
      return systemUI.isCallBannerShown ? nil : "the call banner is not shown"
    case .otherAppCovers(let id):
      guard profile.device == .iPadStageManager else { return "other apps' windows exist only on ipad-stage" }
      guard let s = scene(named: id), s.isInteractive else { return .noScene }
      guard isAppActiveWithNoOverlay, !systemUI.isCallBannerShown else {
        return "the app is not active with nothing over it"
      }
      if systemUI.coveredSceneIdentifiers.contains(id) { return .scene("is already covered") }
      return s.activationState == .foregroundActive ? nil : .scene("is not active")
    case .otherAppUncovers(let id):
      return systemUI.coveredSceneIdentifiers.contains(id) ? nil : .scene("is not covered")
    default: EventSubsystem.interruptions.unhandled(event)
    }
  }

  func performInterruption(_ event: SystemEvent) {
    switch event {
    case .callBanner:
      systemUI.isCallBannerShown = true
      log("callBanner")
      if profile.flags.callBannerResigns { resign(foregroundScenes) }
    case .dismissCallBanner:
      systemUI.isCallBannerShown = false
      log("dismissCallBanner")
      // Back with did-become-active only, as after any interruption.
      if profile.flags.callBannerResigns { activate(foregroundScenes) }
    case .otherAppCovers(let id):
      systemUI.coveredSceneIdentifiers.append(id)
      log("otherAppCovers(\(id))")
      if !profile.flags.windowingSuppressesActivation, let s = scene(named: id) { resign([s]) }
    case .otherAppUncovers(let id):
      systemUI.coveredSceneIdentifiers.removeAll { $0 == id }
      log("otherAppUncovers(\(id))")
      if !profile.flags.windowingSuppressesActivation, let s = scene(named: id) { activate([s]) }
    default: EventSubsystem.interruptions.unhandled(event)
    }
  }
}
