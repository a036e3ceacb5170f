/// The app's extensions and widget (``AppExtensionSurfaces``): a host app opens and closes one
/// of the app's extensions, the system shows its widget. Each runs outside the app's process, so
/// the app hears no callback: its scenes stay as they are (Apple, App Extension Programming
/// Guide, "Understand How an App Extension Works",
/// https://developer.apple.com/library/archive/documentation/General/Conceptual/ExtensibilityPG/ExtensionOverview.html ;
/// high). What the user sees there is recorded with the app's lock promise as it stood
/// (``surfaceSight``), for `lock-bypass` and `needless-lock`.
extension Device {
  /// The events this file handles; the rules read the app's surfaces, so they answer.
  nonisolated static let extensionEvents: [HandledKind] = [
    .byRules(.openExtension), .byRules(.closeExtension), .byRules(.showWidget),
  ]

  func extensionRefusal(for event: SystemEvent) -> Refusal? {
    switch event {
    case .openExtension(let kind):
      guard let surfaces = extensions.surfaces, surfaces.extensions.contains(kind) else {
        return "the app ships no such extension"
      }
      if extensions.open != nil { return "an extension is already open" }
      guard process.isLaunched || extensions.appHasRun else { return "the app has never run: nothing to show" }
      if process.isLocked { return "the device is locked" }
      // The host is another app in front: the app itself is not on screen.
      if process.isLaunched, process.isAppInForeground { return "the app is on screen: the host is another app" }
      return systemUI.overlay == nil ? nil : "system UI is up"
    case .closeExtension:
      return extensions.open == nil ? "no extension is open" : nil
    case .showWidget(let place):
      guard extensions.surfaces?.widget != nil else { return "the app ships no widget" }
      guard process.isLaunched || extensions.appHasRun else { return "the app has never run: no entry written" }
      switch place {
      case .lockScreen:
        return process.isLocked ? nil : "the device is not locked"
      case .homeScreen:
        if process.isLocked { return "the device is locked" }
        if process.isLaunched, process.isAppInForeground { return "the app is on screen, not the Home Screen" }
        if extensions.open != nil { return "a host app with an extension is in front" }
        return systemUI.overlay == nil ? nil : "system UI is up"
      }
    default: EventSubsystem.extensions.unhandled(event)
    }
  }

  func performExtension(_ event: SystemEvent) {
    extensions.sight = nil
    switch event {
    case .openExtension(let kind):
      guard let surfaces = extensions.surfaces else { return }
      log("openExtension(\(kind.rawValue))")
      // A process of its own for the request: nothing of the app's memory.
      let process = surfaces.makeProcess(kind)
      extensions.open = (kind, process)
      let interface = process.prepareInterface(for: kind)
      extensions.sight = SurfaceSight(
        surface: kind.title, time: runLoop.now, showsContent: !interface.showsLock, showsLock: interface.showsLock,
        promise: strategy?.surfaceLockPromise(processRunning: self.process.isLaunched),
        mechanism: interface.mechanism, byConstruction: interface.byConstruction)
      // Its code asks LocalAuthentication as its lock shows (Device+ExtensionAuthentication.swift).
      if interface.showsLock, let policy = interface.asksAuthentication {
        raiseExtensionPrompt(policy, hidesFallback: interface.hidesFallback)
      }
    case .closeExtension:
      log("closeExtension")
      // The extension "typically terminates soon after it completes the request": its process
      // ends with the request (model choice, after the guide's "typically").
      extensions.open = nil
    case .showWidget(let place):
      guard let content = extensions.surfaces?.widget else { return }
      log("showWidget(\(place.rawValue))")
      extensions.sight = widgetSight(content, at: place)
    default: EventSubsystem.extensions.unhandled(event)
    }
  }

  /// What the widget's last timeline entry shows at `place`, with the app's promise.
  private func widgetSight(_ content: WidgetContent, at place: WidgetPlace) -> SurfaceSight {
    let promise = strategy?.surfaceLockPromise(processRunning: process.isLaunched)
    let entry = "the system renders the timeline entry the app wrote, without running the app"
    switch content {
    case .sensitive:
      return SurfaceSight(
        surface: place.title, time: runLoop.now, showsContent: true, showsLock: false, promise: promise,
        mechanism: entry + "; the entry holds the app's content",
        byConstruction: "widget=sensitive writes the app's content into the entry the system shows")
    case .placeholder:
      return SurfaceSight(
        surface: place.title, time: runLoop.now, showsContent: false, showsLock: false, promise: promise,
        mechanism: entry + "; the entry holds a placeholder", byConstruction: nil)
    case .redacted:
      let redacts = place == .lockScreen && process.isLocked && profile.flags.lockScreenRedactsPrivacySensitive
      let why =
        redacts
        ? "; its privacySensitive views are redacted on the Lock Screen of a locked device"
        : place == .lockScreen
          ? "; its privacySensitive views are not redacted (lockScreenRedactsPrivacySensitive=false)"
          : "; its privacySensitive views are redacted only on the Lock Screen of a locked device, never for the "
            + "app's own lock, so the Home Screen shows them"
      return SurfaceSight(
        surface: place.title, time: runLoop.now, showsContent: !redacts, showsLock: false, promise: promise,
        mechanism: entry + why, byConstruction: nil,
        flag: place == .lockScreen ? "lockScreenRedactsPrivacySensitive" : nil)
    }
  }

  /// What the user saw of the app outside its process during the last event (an extension
  /// opened, the widget shown), or `nil`.
  public var surfaceSight: SurfaceSight? { extensions.sight }
}
