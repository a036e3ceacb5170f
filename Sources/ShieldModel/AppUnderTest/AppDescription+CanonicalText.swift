nonisolated extension AppDescription {
  /// A stable text of the whole description, one line per part, for hashing: the same on every
  /// run and platform (unlike `Hasher` or `JSONEncoder`'s number formatting).
  ///
  /// Two descriptions have the same text exactly when they are equal apart from their
  /// ``entrySources`` (which events a run draws, not what a trace does).
  public var canonicalText: String {
    var lines = ["nonsensitive-scenes: " + nonSensitiveScenes.map(\.debugDescription).joined(separator: ",")]
    lines.append("typing-field: " + (typingField?.debugDescription ?? "-"))
    lines.append("content: " + content.canonicalText)
    lines.append(contentsOf: views.map { "view: " + $0.canonicalText })
    // Only apps with other screens have these lines: a one-screen app's text is as before.
    for screen in screens {
      lines.append("screen: " + screen.identifier.debugDescription)
      lines.append("  content: " + screen.content.canonicalText)
      lines.append(contentsOf: screen.views.map { "  view: " + $0.canonicalText })
    }
    // Only apps with a launch screen have this line.
    if let launchScreen { lines.append("launch-screen: " + launchScreen.debugDescription) }
    if textInputRequiresKeyWindow { lines.append("text-input-requires-key-window") }
    if focusesTypingFieldOnAppear { lines.append("focuses-typing-field-on-appear") }
    // Only apps that name their sensitive screens have this line.
    if let sensitiveScreens {
      lines.append("sensitive-screens: " + sensitiveScreens.map(\.debugDescription).joined(separator: ","))
    }
    return lines.joined(separator: "\n")
  }
}

nonisolated extension AppDescription.View {
  /// The view on one line: identifier, kind, frame rule, autoresizing bits, background, role.
  var canonicalText: String {
    let kindText: String
    switch kind {
    case .plain: kindText = "plain"
    case .label(let text, let size): kindText = "label(\(text.debugDescription), \(size))"
    case .textField(let t):
      kindText =
        "textField(\(t.text?.debugDescription ?? "-"), \(t.keyboardType.rawValue), "
        + "secure=\(t.isSecureTextEntry), autocorrects=\(t.autocorrects))"
    }
    let roleText: String
    switch role {
    case .neutral: roleText = "neutral"
    case .sensitive(let h): roleText = "sensitive(\(h))"
    }
    let f = [frame.x, frame.y, frame.width, frame.height].map {
      "\($0.points)+\($0.widthFraction)w+\($0.heightFraction)h"
    }
    let background = backgroundColor.map { "\($0.white)/\($0.alpha)" } ?? "-"
    return "\(identifier.debugDescription) \(kindText) frame=(\(f.joined(separator: ", "))) "
      + "mask=\(autoresizingMask.rawValue) background=\(background) \(roleText)"
  }
}
