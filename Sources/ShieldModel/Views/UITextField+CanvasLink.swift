/// What a text field and its canvas know of each other: the field and its canvas view, each `nil` once that object's
/// deinit has run, as UIKit's weak references would read. Held strongly by the field, by its canvas view and by the
/// layers that mark the field's secure canvas (``CALayer/secureCanvasOwner``); it holds neither end.
///
/// Issue 30: the field's `weak` pointers to its canvas view and layer, and the layers' `weak` pointer back to the
/// field, gave the field, the canvas view and its layer a side table each, so every retain and release of them (every
/// render and walk of the tree) took the runtime's slow path. Here each end clears its own pointer in its deinit: the
/// field in ``UITextField``'s, the canvas view in ``_UITextLayoutCanvasView``'s (a final class, so nothing runs
/// before it). A pointer never dangles: only the field's `makeCanvas` sets them, on the field and the canvas it
/// makes, each once.
package nonisolated final class TextFieldCanvasLink {
  /// The field whose canvas this is; `nil` from the start of ``UITextField``'s deinit.
  @exclusivity(unchecked) nonisolated(unsafe) package unowned(unsafe) var field: UITextField?
  /// The field's canvas view; `nil` once its deinit has run.
  @exclusivity(unchecked) nonisolated(unsafe) package unowned(unsafe) var canvasView: _UITextLayoutCanvasView?

  init() {}
}
