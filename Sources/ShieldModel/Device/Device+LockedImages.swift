/// The images the system or the user takes of the app carry the app's lock promise as it stood
/// when each was taken (``Capture/lockPromise``): the switcher snapshot after did-enter-background
/// returned and its turn committed, the cards, screenshots and recorded or mirrored frames at the
/// end of a turn (see `Device+Captures`). Asked once per image, after the render: the images are
/// what they were; only the judgement is new (`lock-bypass`, issue 25).
extension Device {
  /// Records `image` with the app's lock promise for an image of its kind now.
  package func appendCapture(_ image: Capture) {
    var image = image
    image.lockPromise = strategy?.lockPromise(forImageOf: image.kind)
    // A lock kept per scene promises nothing for an image of a scene its own state leaves unlocked (an app's lock,
    // whose promise for images may be wider than ``isAppLocked``, is as it says).
    if image.lockPromise != nil, let sceneLock, let scene = windowScenes.first(where: { $0.identifier == image.scene }),
      sceneLock.lockPromise(ofScene: scene) == false
    {
      image.lockPromise = nil
    }
    capture.captures.append(image)
  }
}
