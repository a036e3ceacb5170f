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

  /// Under ``PlatformFlags/secureCanvasViewCycleTrapsOnIPad``, after a scene's size changed on
  /// an iPad: a window whose layer sits inside the layer of one of its own subviews traps.
  package func trapOnViewLayerCycles() {
    guard profile.flags.secureCanvasViewCycleTrapsOnIPad,
      profile.device == .iPadSplitView
        || profile.device == .iPadStageManager
    else { return }
    for scene in windowScenes {
      for window in scene.windows {
        var next = window.layer.superlayer
        while let l = next, l !== window.hostLayer {
          if let v = l.owningView, v !== window, v.isDescendant(of: window) {
            modeledTrap("UIKit view visitor recursion: the window's layer lives in its own subview's layer")
            return
          }
          next = l.superlayer
        }
      }
    }
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
