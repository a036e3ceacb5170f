import AndroidModel

/// stranded-cover: once the activity is resumed on screen and its looper idle, no cover or blur of the strategy's
/// stays in sight (the user would look at a cover over a working app).
struct AndroidStrandedCoverCheck: AndroidInvariantCheck {
  let invariant = AndroidViolation.Kind.strandedCover

  func check(_ context: AndroidCheckContext) -> [AndroidViolation] {
    guard context.device.isResumedOnScreenAndIdle else { return [] }
    let left = context.device.visibleCoversAndBlurs
    guard !left.isEmpty else { return [] }
    return [AndroidViolation(kind: invariant, detail: "\(context.event): " + left.joined(separator: ","))]
  }
}
