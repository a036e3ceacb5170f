// Stub of the ScreenshotPreventing package (yoxisem544/ScreenshotPreventing-iOS), a dependency
// two files of the fourth unseen set import (not measured). It only holds its content view: the
// package's secure canvas is not in the stub, so a capture finding through it is the stub's.
@_exported import ShieldModel

@MainActor open class ScreenshotPreventingView: UIView {
  public let contentView: UIView?
  open var preventScreenCapture = false
  public init(contentView: UIView? = nil) {
    self.contentView = contentView
    super.init(frame: .zero)
    if let contentView { addSubview(contentView) }
  }
  @available(*, unavailable) public required init?(coder: NSCoder) { nil }
}
