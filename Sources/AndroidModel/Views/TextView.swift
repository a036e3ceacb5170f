/// An `android.widget.TextView` showing app text of a size in sp; sensitive text is judged by captures.
public class TextView: View {
  /// The text (kept for summaries; its size, not its characters, decides legibility).
  public var text: String
  /// The text size in sp.
  public var textSize: Double
  let textIsSensitive: Bool

  /// App text: `sensitive` text is what covers must hide.
  init(context: Activity?, id: String?, text: String, textSize: Double, sensitive: Bool, frame: DpRect?) {
    self.text = text
    self.textSize = textSize
    self.textIsSensitive = sensitive
    super.init(
      context: context, id: id, role: sensitive ? .appSensitive(textSizeSp: textSize) : .appNeutral, frame: frame)
  }
}
