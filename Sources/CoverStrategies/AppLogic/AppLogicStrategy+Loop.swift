import AppLogic
import ShieldModel

/// A script whose handler sets off its own callback again (`on screenWillDisappear(root): push(lock)`, a
/// `present` in `screenDidAppear` and a `dismiss` in `screenDidDisappear` of one screen) loops without end on a device;
/// the model stops it at a bound and reports the app crashed, naming the line (Android's scripts do the same,
/// `AndroidAppLogic.maximumReentries`).
extension AppLogicStrategy {
  /// How deep the app's callbacks may run inside one another: a handler whose action sets off a callback whose
  /// handler sets it off again recurses on the main thread's stack, which on iOS is 1 MB (Apple, Threading
  /// Programming Guide, "Thread Costs",
  /// https://developer.apple.com/library/archive/documentation/Cocoa/Conceptual/Multithreading/CreatingThreads/CreatingThreads.html ;
  /// iOS 2+; high); past it the app crashes (`EXC_BAD_ACCESS`, a stack overflow). Legitimate scripts nest a few
  /// levels (a screen's appearance that presents the next); 16 keeps the model's own stack small on every worker
  /// thread.
  public static let maximumReentries = 16

  /// Stops the loop as `handler` was to run again, `maximumReentries` deep: the device records the crash, which
  /// ends the step (the crash invariant reports it) and runs no more of the app's code.
  func stopLoop(_ handler: AppLogicScript.Handler, event: String) {
    let actions = handler.actions.map(\.canonicalText).joined(separator: "; ")
    Device.current?.recordCrash(
      "app-logic \(script.place(ofLine: handler.line)): \(actions) set off its own \(event) again, "
        + "\(Self.maximumReentries) levels deep (each inside the last, on the main thread's stack); on a device "
        + "the stack overflows and the app crashes")
  }
}
