/// The animation block being recorded by `UIView.animate`.
package struct AnimationContext {
  let group: AnimationGroup
  let duration: Double
  let delay: Double
  let options: UIView.AnimationOptions
  /// A keyframe of `UIView.animateKeyframes`: a later keyframe of the same property replaces
  /// this block's earlier one without ending the block unfinished.
  var isKeyframe = false
}

extension Device {
  package func animate(
    duration: Double, delay: Double, options: UIView.AnimationOptions,
    animations: () -> Void, completion: ((Bool) -> Void)?
  ) {
    let group = AnimationGroup(completion: completion)
    let saved = animationContext
    animationContext = AnimationContext(
      group: group, duration: max(duration, 0), delay: max(delay, 0), options: options)
    animations()
    animationContext = saved
    if group.remaining == 0, let completion {
      // Nothing animatable changed (or the app is in the background): UIKit still calls the
      // completion, on a later turn.
      let finished = group.finished
      enqueueMain { completion(finished) }
    }
  }

  package func addAnimation(on layer: CALayer, change: AnimatedChange, context: AnimationContext) {
    guard context.duration > 0 else { return }
    // In the background the render server runs none of the app's animations: the change takes
    // its end value at once and the completion hears `finished == false`.
    if animationsAreDropped {
      context.group.finished = false
      return
    }
    // An opacity or blur animation starts from what is on screen now and replaces the one in
    // flight. A frame animation is additive (``LayerAnimation``): it runs from the old model
    // value, and one in flight is not removed but runs to its end beside it, its completion
    // hearing `finished == true` (WWDC 2014 session 236: completion handlers of overlapping
    // animations all run, as finished; https://wwdcnotes.com/notes/wwdc14/236/ ;
    // http://iosoteric.com/additive-animations-animatewithduration-in-ios-8/ ; medium).
    let from: AnimatedChange
    switch change {
    case .frame: from = change
    case .opacity(_, let to): from = .opacity(from: layer.presentationOpacity(at: runLoop.now), to: to)
    case .blur(_, let to): from = .blur(from: layer.presentationBlur(at: runLoop.now), to: to)
    }
    if !change.isAdditive, let i = layer.animations.firstIndex(where: { $0.change.key == change.key }) {
      let replaced = layer.animations.remove(at: i)
      if context.isKeyframe && replaced.group === context.group {
        replaced.group.remaining -= 1  // one block's keyframes: the later one takes over, counted below
      } else {
        finish(replaced.group, finished: false)
      }
    }
    context.group.remaining += 1
    layer.animations.append(
      LayerAnimation(
        change: from, start: runLoop.now + context.delay, duration: context.duration,
        curve: context.options, allowsUserInteraction: context.options.contains(.allowUserInteraction),
        group: context.group))
    if !animatedLayers.contains(where: { $0 === layer }) { animatedLayers.append(layer) }
  }

  /// Whether the app is in the background with its snapshot taken, where its animations are
  /// dropped (``interruptAnimationsInBackground()``).
  private var animationsAreDropped: Bool { process.dropsAnimations }

  /// The app's snapshot has been taken in the background: the render server drops its
  /// animations. Each one in flight ends where the model value is, and its completion is queued
  /// with `finished == false` (it runs once the app runs again); an animation started later in
  /// the background ends the same way at once. A HUD hidden with an animation while the app was
  /// in the background stayed over the app, its cleanup waiting for `finished`
  /// (https://github.com/jdg/MBProgressHUD/pull/366 ; https://github.com/pkluz/PKHUD/issues/92 ;
  /// medium: first-hand reports with steps). The snapshot itself still shows animations in
  /// flight where they are (QA1838), so the drop comes after it. A paused property animator
  /// keeps its state.
  package func interruptAnimationsInBackground() {
    process.dropsAnimations = true
    guard !animatedLayers.isEmpty else { return }
    var still: [CALayer] = []
    for layer in animatedLayers {
      let dropped = layer.animations.filter { $0.pausedProgress == nil }
      layer.animations.removeAll { $0.pausedProgress == nil }
      for a in dropped { finish(a.group, finished: false) }
      if !layer.animations.isEmpty { still.append(layer) }
    }
    animatedLayers = still
    RenderEpoch.advance()
  }

  /// Drops every animation in flight without running its completion: the process that
  /// started them ended, or the device is going away. A completion that captures its view (a
  /// fade-out's `{ _ in window.isHidden = true }`) is held by that view's own layer, so an
  /// animation never ended would keep the view, its layer and itself alive in a cycle.
  package func discardAnimations() {
    for layer in animatedLayers { layer.animations.removeAll() }
    animatedLayers.removeAll()
    animationContext = nil
  }

  /// Ends every animation in flight on `layer` where its model value is (``CALayer/removeAllAnimations()``):
  /// each block's completion hears `finished == false`.
  package func removeAnimations(on layer: CALayer) {
    let removed = layer.animations
    guard !removed.isEmpty else { return }
    layer.animations.removeAll()
    animatedLayers.removeAll { $0 === layer }
    for a in removed { finish(a.group, finished: false) }
  }

  private func finish(_ group: AnimationGroup, finished: Bool) {
    group.remaining -= 1
    if !finished { group.finished = false }
    if group.remaining == 0, let completion = group.completion {
      let flag = group.finished
      enqueueMain { completion(flag) }
    }
  }

  /// The earliest virtual time at which an animation ends or a timer fires, if any.
  package var nextClockDeadline: Double? {
    // A suspended app's timers wait for it to resume; animations run in the render server.
    var t: Double? = runsAppCode ? runLoop.nextTimerDeadline : nil
    for layer in animatedLayers {
      for a in layer.animations where a.pausedProgress == nil { t = min(t ?? a.end, a.end) }
    }
    if let d = systemUI.faceIDDismissalDeadline { t = min(t ?? d, d) }
    // Dart or the app asked for a frame: it is drawn at the next display frame.
    if flutterEngine?.wantsFrame == true || wantsDisplayFrame {
      let frame = runLoop.now + PlatformTimings.frameInterval
      t = min(t ?? frame, frame)
    }
    return t
  }

  /// Moves virtual time forward to `target`, ending animations and firing timers in time order,
  /// draining the main queue after each (unless suspended).
  package func advanceClock(to target: Double) {
    while !isCrashed, let next = nextClockDeadline, next <= target {
      runLoop.now = max(runLoop.now, next)
      runFrame()
      endMatchedFaceIDPromptIfDue()
      runAuthenticationRequests()
    }
    runLoop.now = max(runLoop.now, target)
  }

  /// Whether an animation runs on the clock (a paused property animator's does not: what it
  /// shows holds still, as a settled screen's).
  package var hasRunningAnimations: Bool {
    !animatedLayers.isEmpty && animatedLayers.contains { $0.animations.contains { $0.pausedProgress == nil } }
  }

  package func completeAnimations() {
    var still: [CALayer] = []
    for layer in animatedLayers {
      let ended = layer.animations.filter { $0.end <= runLoop.now }
      layer.animations.removeAll { $0.end <= runLoop.now }
      for a in ended { finish(a.group, finished: true) }
      if !layer.animations.isEmpty { still.append(layer) }
    }
    animatedLayers = still
  }

}
