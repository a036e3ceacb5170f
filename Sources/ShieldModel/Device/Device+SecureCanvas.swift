/// The secure-layer trick's failure modes that the model draws.
extension Device {
  /// Under ``PlatformFlags/secureCanvasFailsToRecomposite``: every secure canvas that holds a
  /// window's layer in `scenes` fails to recomposite on the way back from the background.
  package func markSecureCanvasesStale(in scenes: [UIWindowScene]) {
    markSecureCanvases(in: scenes)
  }

  /// On a Mac under ``PlatformFlags/secureCanvasBlanksMacWindow``: a window kept in a secure
  /// canvas never composites, whenever it was moved there (asked at the end of every turn).
  package func blankSecureCanvasesOnMac() {
    guard profile.device == .mac, profile.flags.secureCanvasBlanksMacWindow else { return }
    markSecureCanvases(in: windowScenes)
  }

  private func markSecureCanvases(in scenes: [UIWindowScene]) {
    for scene in scenes {
      for window in scene.windows where !window.isHidden {
        var next = window.layer.superlayer
        while let l = next, l !== window.hostLayer {
          if l.appearance.isSecureCanvas { l.failsToRecomposite = true }
          next = l.superlayer
        }
      }
    }
  }
}
