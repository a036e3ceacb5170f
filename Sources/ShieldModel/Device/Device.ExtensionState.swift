extension Device {
  /// The app's surfaces outside its process (``AppExtensionSurfaces``): which it ships, the
  /// extension a host app has open, and what the user saw during the last event.
  package struct ExtensionState {
    /// The extensions and widget the app ships (`nil`: none, the generator's cheap test).
    package var surfaces: AppExtensionSurfaces?
    /// The extension a host app has open, and its process.
    package var open: (kind: AppExtensionKind, process: any AppExtensionProcess)?
    /// Whether the app has run at least once, so that it has written the data its extensions
    /// and widget show (its process may have ended since).
    package var appHasRun = false
    /// What the user saw during the last event, or `nil`.
    package var sight: SurfaceSight?
    /// The open extension's own LocalAuthentication prompt, over the host, or `nil`.
    package var prompt: ExtensionPrompt?
    /// Whether the last event answered that prompt.
    package var lastEventAnsweredPrompt = false

    package init() {}
  }

  /// The system's prompt for an evaluation an extension's own `LAContext` asked for: its policy,
  /// and its stage (Face ID, or the device passcode UI of `.deviceOwnerAuthentication`).
  package struct ExtensionPrompt: Sendable, Equatable {
    /// The policy evaluated.
    package var policy: LAPolicy
    /// Where the prompt is.
    package var stage: Stage
    /// Failed Face ID attempts at this prompt (its fallback button shows after the first).
    package var failed = 0
    /// Whether its context shows the fallback button (not with an empty `localizedFallbackTitle`).
    package var offersFallback = true
  }
}

extension Device {
  /// The extensions the app ships, empty for an app with none: read by the generator every step
  /// (a computed accessor in this module, where the state's exclusivity is unchecked).
  package var appExtensionKinds: [AppExtensionKind] { extensions.surfaces?.extensions ?? [] }
  /// What the app's widget shows, or `nil` for an app with no widget (read every step likewise).
  package var appWidget: WidgetContent? { extensions.surfaces?.widget }
}

extension Device {
  /// Whether the device is locked (its Lock Screen is up).
  package var isDeviceLocked: Bool { process.isLocked }
}
