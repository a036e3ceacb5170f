/// The secure-layer trick's failure modes that the model draws.
extension Device {
  /// Under ``PlatformFlags/secureCanvasFailsToRecomposite``: every secure canvas that holds a
  /// window's layer in `scenes` fails to recomposite on the way back from the background.
  package func markSecureCanvasesStale(in scenes: [UIWindowScene]) {
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
