/// SwiftUI's text fields, drawn as UIKit draws them on iOS: a ``UITextField`` (a secure one for
/// ``SecureField``). SwiftUI's `TextField` and `SecureField` are backed by `UITextField` on iOS
/// 13 to 18 (SwiftUI-Introspect's table of backing views,
/// https://github.com/siteline/swiftui-introspect , "TextField" and "SecureField"; a widely used
/// library that finds the views at run time; high). A secure field's canvas therefore hides as a
/// UIKit secure field's does (``UITextField/isSecureTextEntry``).
@MainActor private func drawTextField(
  text: Binding<String>, prompt: String, secure: Bool, in graph: ViewGraph, node: ViewGraph.Node
) -> [UIView] {
  let field = (node.uiView as? UITextField) ?? UITextField(frame: .zero)
  node.uiView = field
  field.isSecureTextEntry = secure
  field.placeholder = prompt
  field.text = text.wrappedValue
  return [field]
}

/// A text field whose text is hidden as it is typed (Apple, "SecureField",
/// https://developer.apple.com/documentation/swiftui/securefield ; iOS 13+; high), drawn as a
/// secure ``UITextField`` (see ``drawTextField``'s source) kept with the view's identity.
public struct SecureField<Label: View>: View, _PrimitiveView {
  let text: Binding<String>
  let prompt: String
  public var body: Never { primitiveBody(Self.self) }
  package func _makeViews(in graph: ViewGraph, node: ViewGraph.Node) -> [UIView] {
    drawTextField(text: text, prompt: prompt, secure: true, in: graph, node: node)
  }
}

extension SecureField where Label == Text {
  /// A secure field titled `title`, editing `text`.
  public init<S: StringProtocol>(_ title: S, text: Binding<String>) {
    self.text = text
    prompt = String(title)
  }
  /// A secure field titled `title` with `prompt` shown while empty, editing `text`.
  public init<S: StringProtocol>(_ title: S, text: Binding<String>, prompt: Text?) {
    self.text = text
    self.prompt = prompt?.content ?? String(title)
  }
  /// A secure field titled `title`, editing `text`, that runs `onCommit` on Return (Apple,
  /// "init(_:text:onCommit:)", iOS 13+, deprecated for `onSubmit`; high). `onCommit` is kept
  /// without behaviour: the model types no Return.
  public init<S: StringProtocol>(_ title: S, text: Binding<String>, onCommit: @escaping () -> Void) {
    self.init(title, text: text)
  }
}

/// A field that edits a string (Apple, "TextField",
/// https://developer.apple.com/documentation/swiftui/textfield ; iOS 13+; high), drawn as a
/// ``UITextField`` kept with the view's identity.
public struct TextField<Label: View>: View, _PrimitiveView {
  let text: Binding<String>
  let prompt: String
  public var body: Never { primitiveBody(Self.self) }
  package func _makeViews(in graph: ViewGraph, node: ViewGraph.Node) -> [UIView] {
    drawTextField(text: text, prompt: prompt, secure: false, in: graph, node: node)
  }
}

extension TextField where Label == Text {
  /// A field titled `title`, editing `text`.
  public init<S: StringProtocol>(_ title: S, text: Binding<String>) {
    self.text = text
    prompt = String(title)
  }
  /// A field titled `title` with `prompt` shown while empty, editing `text`.
  public init<S: StringProtocol>(_ title: S, text: Binding<String>, prompt: Text?) {
    self.text = text
    self.prompt = prompt?.content ?? String(title)
  }
  /// A field titled `title`, editing `text`, with actions on editing and on Return (Apple,
  /// "init(_:text:onEditingChanged:onCommit:)", iOS 13+, deprecated; high). The actions are kept
  /// without behaviour: the model types no text and no Return (focus is ``View/focused(_:)``'s).
  public init<S: StringProtocol>(
    _ title: S, text: Binding<String>, onEditingChanged: @escaping (Bool) -> Void = { _ in },
    onCommit: @escaping () -> Void = {}
  ) {
    self.init(title, text: text)
  }
}
