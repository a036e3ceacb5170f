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

  /// When UIKit walks a window's views (a scene's size changed, or the scene came back to the
  /// foreground and its safe area and traits are updated): a window whose layer sits inside the
  /// layer of one of its own subviews forms a cycle that UIKit's view visitor follows until the
  /// stack overflows. Under ``PlatformFlags/secureCanvasViewCycleTrapsOnIPad`` one such layer
  /// traps on an iPad at a size change; under ``PlatformFlags/secureCanvasReapplyTraps`` two
  /// (the trick applied again while already applied: a second field's canvas inside the first)
  /// trap on any device at either walk (https://github.com/prongbang/screen_protector/issues/51 ,
  /// /52 , /60 : iPhones, iOS 18 and 26.1–26.2, re-applied on return or at each launch;
  /// https://github.com/yoxisem544/ScreenshotPreventing-iOS/issues/16 ; medium).
  package func trapOnViewLayerCycles(atSizeChange: Bool = true) {
    let onIPad =
      atSizeChange && profile.flags.secureCanvasViewCycleTrapsOnIPad
      && (profile.device == .iPadSplitView || profile.device == .iPadStageManager)
    guard onIPad || profile.flags.secureCanvasReapplyTraps else { return }
    for scene in windowScenes {
      for window in scene.windows {
        var cycles = 0
        var next = window.layer.superlayer
        while let l = next, l !== window.hostLayer {
          if let v = l.owningView, v !== window, v.isDescendant(of: window) { cycles += 1 }
          next = l.superlayer
        }
        // Each secure canvas the layer is in adds one view (the canvas) and its field.
        if (onIPad && cycles >= 1) || (profile.flags.secureCanvasReapplyTraps && cycles >= 4) {
          modeledTrap("UIKit view visitor recursion: the window's layer lives in its own subview's layer")
          return
        }
      }
    }
  }

  /// Under ``PlatformFlags/secureCanvasLostAfterRoundTrip``: every secure canvas that holds a
  /// window's layer in `scenes` stops leaving it out of captures on the way back from the
  /// background, until the app applies the trick again (FlutterPlaza/no_screenshot issue 21,
  /// https://github.com/FlutterPlaza/no_screenshot/issues/21 : after a resume screenshots work
  /// until restart, and re-applying at every life-cycle change fixed it; iOS 16; medium; what
  /// undoes it is not known, so the model says only that the protection is lost).
  package func loseSecureCanvasProtection(in scenes: [UIWindowScene]) {
    for scene in scenes {
      for window in scene.windows where !window.isHidden {
        var next = window.layer.superlayer
        while let l = next, l !== window.hostLayer {
          if l.appearance.isSecureCanvas { l.secureProtectionLost = true }
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
