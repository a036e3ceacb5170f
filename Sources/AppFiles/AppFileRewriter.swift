import Foundation

/// Turns an iOS app's Swift file into one that compiles against the model off Apple platforms,
/// changing only what Swift there cannot compile, each change on its own line so that every
/// line keeps its number.
///
/// What it changes (everything else is the user's text, byte for byte):
/// - the imports of Apple's frameworks the model stands for (`UIKit`, `Foundation`, ...) become
///   `import ShieldModel`;
/// - `@objc`, `@objc(name)`, `@objcMembers`, `@nonobjc`, `@IBOutlet`, `@IBAction`,
///   `@IBInspectable`, `@IBDesignable`, `@IBSegueAction`, `@GKInspectable`, `@UIApplicationMain`,
///   `@NSApplicationMain` and `@main` are removed: they need the Objective-C runtime or would
///   make the app's entry point the fuzzer's;
/// - `#selector(m)` becomes `Selector(Type.m)`, a method reference the model's selector APIs
///   call (``Selector`` in ShieldModel), `Type` being the enclosing type (`#selector(x.m)`, the
///   method named through an instance `x`, becomes `Selector(type(of: x).m)`); `#selector(getter: p)`
///   and `#selector(setter: p)` become a named selector;
/// - `override` is removed from `observeValue(forKeyPath:of:change:context:)`, which overrides
///   NSObject's key-value-observing callback: Swift's Foundation off Apple platforms has no KVO,
///   so the enclosing type instead conforms to the model's `NSKeyValueObserving` (a line appended
///   after the file), through which the model's `addObserver(_:forKeyPath:options:context:)`
///   calls it;
/// - `optional` is removed from a requirement of a protocol the file declares (an `@objc`
///   protocol's), and a method returning nothing gets an empty default in an extension appended
///   after the file;
/// - a `#Preview` block is removed, its lines left empty: the macro is expanded by Xcode's
///   preview plugin, which the toolchain off Apple platforms does not have, and previews never
///   run in the app (Apple, "Preview(_:body:)",
///   https://developer.apple.com/documentation/swiftui/preview(_:body:) ; iOS 17+);
/// - in `#if` and `#elseif` conditions, `os(iOS)` is `true`, any other `os(...)` and
///   `targetEnvironment(...)` `false`, and `canImport` of a framework the model stands for
///   `true`: the fuzzer compiles the iOS device's branch;
/// - `Thread.isMainThread` and `Thread.current.isMainThread` become `ModelThread.isMainThread`
///   (``ModelThread`` in ShieldModel): Foundation's answer is about the process's main thread,
///   which is not the one the model runs app code on off Apple platforms under `swift test`;
/// - `window` read through `UIApplicationDelegate` or `UIWindowSceneDelegate`, where UIKit
///   declares it an optional requirement and Swift on Apple platforms reads it `UIWindow??`
///   (`delegate!.window!!`, `delegate?.window??.rootViewController`,
///   `UIApplication.shared.delegate?.window`), becomes `windowIfImplemented`, the model's
///   `UIWindow??` (Swift off Apple platforms has no optional requirements: the model's `window`
///   reads `UIWindow?`).
///
/// - a file that imports none of those frameworks gets `import ShieldModel` above its first line:
///   such a file sees UIKit through its target's bridging header (a Cordova plugin's Swift file,
///   Apple, "Importing Objective-C into Swift": the bridging header's headers are visible to every
///   Swift file of the target,
///   https://developer.apple.com/documentation/swift/importing-objective-c-into-swift ) or through
///   a framework that re-exports UIKit (`import Flutter`).
///
/// - a file that names Foundation's URL loading or cookies (`HTTPCookieStorage`, `URLSession`,
///   ...) gets `import FoundationNetworking` above its first line, under
///   `#if canImport(FoundationNetworking)`: on Apple platforms Foundation holds that API, off
///   them it is the separate FoundationNetworking module, which "downstream clients must import
///   explicitly" (https://github.com/swiftlang/swift-corelibs-foundation/pull/2289 , Swift 5.1+),
///   and Foundation declares each name only as an unavailable stand-in. The model does not
///   re-export it: every process of the fuzzer would load it (and libcurl) for nothing.
///
/// The result starts with a `#sourceLocation` directive naming the original file, so the
/// compiler's diagnostics point at the user's file and line.
public struct AppFileRewriter {
  /// The modules whose imports become `import ShieldModel`.
  public static let modelModules: Set<String> = [
    "UIKit", "Foundation", "CoreGraphics", "QuartzCore", "CoreFoundation", "LocalAuthentication", "Darwin",
    "ObjectiveC", "Dispatch", "SwiftUI", "Combine", "CoreImage", "AVFoundation", "AVKit", "AVFAudio",
    "CommonCrypto", "CryptoKit", "UserNotifications", "os", "OSLog", "Photos", "CoreData", "HealthKit",
  ]

  /// Attributes removed, with why.
  static let removedAttributes: [String: String] = [
    "@objc": "needs the Objective-C runtime, which Swift off Apple platforms lacks",
    "@objcMembers": "needs the Objective-C runtime, which Swift off Apple platforms lacks",
    "@nonobjc": "needs the Objective-C runtime, which Swift off Apple platforms lacks",
    "@IBOutlet": "Interface Builder attribute; needs the Objective-C runtime",
    "@IBAction": "Interface Builder attribute; needs the Objective-C runtime",
    "@IBInspectable": "Interface Builder attribute; needs the Objective-C runtime",
    "@IBDesignable": "Interface Builder attribute; needs the Objective-C runtime",
    "@IBSegueAction": "Interface Builder attribute; needs the Objective-C runtime",
    "@GKInspectable": "GameplayKit attribute; needs the Objective-C runtime",
    "@UIApplicationMain": "the app's entry point; the fuzzer hosts the delegate itself",
    "@NSApplicationMain": "the app's entry point; the fuzzer hosts the delegate itself",
    "@main": "the app's entry point; the fuzzer hosts the app itself",
  ]

  /// The rewritten file.
  public private(set) var text = ""
  /// Every change, in line order.
  public private(set) var rewrites: [AppFileRewrite] = []

  private let lexer: SwiftLexer
  private var edits: [(start: Int, end: Int, replacement: String)] = []
  /// The enclosing type declarations and the brace depth of each one's body.
  private var types: [(name: String, depth: Int)] = []
  private var depth = 0
  private var pendingType: String?
  /// Types whose `observeValue(forKeyPath:...)` override was turned into a conformance.
  private var observingTypes: [String] = []
  /// The protocols the file declares.
  private var protocolNames: [String] = []
  /// The optional requirements turned into requirements with an empty default, by protocol, in
  /// order: the signature of each.
  private var optionalRequirements: [(type: String, signature: String)] = []
  /// Types with `@IBOutlet` properties of an optional type, and those properties' names, in order.
  private var outletTypes: [(type: String, names: [String])] = []
  /// Whether the file imports a framework the model stands for.
  private var importsTheModel = false
  /// The first name of FoundationNetworking's the file uses, and its line.
  private var networkingUse: (name: String, line: Int)?

  /// Foundation's URL-loading and cookie types, which are the FoundationNetworking module off
  /// Apple platforms.
  static let networkingNames: Set<String> = [
    "URLSession", "URLSessionConfiguration", "URLSessionTask", "URLSessionDataTask", "URLSessionDownloadTask",
    "URLSessionUploadTask", "URLSessionDelegate", "URLSessionTaskDelegate", "URLSessionDataDelegate", "URLRequest",
    "NSURLRequest", "NSMutableURLRequest", "URLResponse", "HTTPURLResponse", "HTTPCookie", "HTTPCookieStorage",
    "HTTPCookiePropertyKey", "URLCache", "CachedURLResponse", "URLCredential", "URLCredentialStorage",
    "URLProtectionSpace", "URLAuthenticationChallenge", "URLProtocol",
  ]

  /// Rewrites `source`, the file at `path` (the path diagnostics name).
  public init(_ source: String, path: String) {
    lexer = SwiftLexer(source)
    scan()
    apply(path: path)
  }

  private var tokens: [SwiftToken] { lexer.tokens }

  private func text(_ i: Int) -> String { lexer.text(tokens[i]) }

  /// The index of the next token after `i` that is not whitespace or a comment (line breaks
  /// too unless `stopAtNewline`).
  func next(after i: Int, stopAtNewline: Bool = false) -> Int? {
    var j = i + 1
    while j < tokens.count {
      let kind = tokens[j].kind
      if kind == .newline, stopAtNewline { return nil }
      if !tokens[j].isTrivia { return j }
      j += 1
    }
    return nil
  }

  /// The index of the `)` that closes the `(` at `open`.
  func closingParenthesis(from open: Int) -> Int? {
    var level = 0
    for j in open..<tokens.count where tokens[j].kind == .punctuation {
      switch text(j) {
      case "(": level += 1
      case ")":
        level -= 1
        if level == 0 { return j }
      default: break
      }
    }
    return nil
  }

  private mutating func scan() {
    var i = 0
    while i < tokens.count {
      let token = tokens[i]
      switch token.kind {
      case .punctuation:
        braces(text(i))
      case .identifier:
        declaration(at: i)
        if text(i) == "import", depth == 0 { importDeclaration(at: i) }
        if text(i) == "override" { keyValueObservingOverride(at: i) }
        if text(i) == "optional" { optionalRequirement(at: i) }
        if networkingUse == nil, Self.networkingNames.contains(text(i)) { networkingUse = (text(i), token.line) }
        if text(i) == "Thread" { i = mainThreadCheck(at: i) }
        if text(i) == "ProcessInfo" { i = processInfoInitializer(at: i) }
        if text(i) == "window" { optionalWindowRequirement(at: i) }
      case .attribute:
        i = attribute(at: i)
      case .pound:
        switch text(i) {
        case "#selector": i = selector(at: i)
        case "#Preview": i = preview(at: i)
        case "#if", "#elseif": condition(at: i)
        default: break
        }
      default:
        break
      }
      i += 1
    }
  }

  private mutating func braces(_ punctuation: String) {
    for c in punctuation {
      if c == "{" {
        depth += 1
        if let name = pendingType {
          types.append((name, depth))
          pendingType = nil
        }
      } else if c == "}" {
        if let last = types.last, last.depth == depth { types.removeLast() }
        depth -= 1
      }
    }
  }

  private static let typeKeywords: Set<String> = ["class", "struct", "enum", "extension", "actor", "protocol"]
  private static let notTypeNames: Set<String> = [
    "func", "var", "let", "subscript", "override", "final", "private", "fileprivate", "internal", "public", "open",
    "static", "class", "convenience", "required", "nonisolated", "mutating", "init", "deinit",
  ]

  /// Notes a type declaration's name, so `#selector` in its body can name the type.
  private mutating func declaration(at i: Int) {
    guard Self.typeKeywords.contains(text(i)), let n = next(after: i), tokens[n].kind == .identifier,
      !Self.notTypeNames.contains(text(n))
    else { return }
    if i > 0, tokens[i - 1].kind == .punctuation, text(i - 1).hasSuffix(".") { return }  // `.class`
    var name = text(n)
    var j = n
    while let dot = next(after: j), text(dot) == ".", let part = next(after: dot), tokens[part].kind == .identifier {
      name += "." + text(part)
      j = part
    }
    pendingType = name
    if text(i) == "protocol" { protocolNames.append(name) }
  }

  private mutating func importDeclaration(at i: Int) {
    guard var module = next(after: i, stopAtNewline: true) else { return }
    let kinds: Set<String> = ["class", "struct", "enum", "protocol", "typealias", "func", "var", "let"]
    let hasKind = kinds.contains(text(module))
    if hasKind, let after = next(after: module, stopAtNewline: true) { module = after }
    guard tokens[module].kind == .identifier, Self.modelModules.contains(text(module)) else { return }
    var end = tokens[module].end
    var original = text(module)
    if !hasKind {  // `import UIKit.UIGestureRecognizerSubclass`: the whole path
      var j = module
      while let dot = next(after: j, stopAtNewline: true), text(dot) == ".",
        let part = next(after: dot, stopAtNewline: true), tokens[part].kind == .identifier
      {
        end = tokens[part].end
        original += "." + text(part)
        j = part
      }
    }
    edit(tokens[module].start, end, "ShieldModel")
    importsTheModel = true
    rewrites.append(
      AppFileRewrite(
        line: tokens[module].line, what: "import \(original) -> import ShieldModel",
        why: "the model stands for \(text(module)) and re-exports Foundation"))
  }

  /// Removes an attribute the platform cannot compile; returns the last token it consumed.
  private mutating func attribute(at i: Int) -> Int {
    let name = text(i)
    guard let reason = Self.removedAttributes[name] else { return i }
    var last = i
    var shown = name
    if name == "@objc", i + 1 < tokens.count, text(i + 1) == "(", let close = closingParenthesis(from: i + 1) {
      last = close
      shown = lexer.text(tokens[i].start, tokens[close].end)
    }
    var why = reason
    if name == "@IBOutlet", let outlet = outletDeclaration(after: last), let type = types.last?.name {
      if let index = outletTypes.firstIndex(where: { $0.type == type }) {
        outletTypes[index].names.append(outlet)
      } else {
        outletTypes.append((type, [outlet]))
      }
      why +=
        "; connected as a storyboard connects it, to the app description's view whose "
        + "accessibilityIdentifier is \"\(outlet)\" (\(type) conforms to InterfaceBuilderOutlets, "
        + "appended after the file)"
    }
    var end = tokens[last].end
    if last + 1 < tokens.count, tokens[last + 1].kind == .whitespace { end = tokens[last + 1].end }
    // `@objc(\n  Name)` over several lines: its line breaks stay, so every line keeps its number.
    edit(tokens[i].start, end, lineBreaks(tokens[i].start, tokens[last].end))
    rewrites.append(
      AppFileRewrite(
        line: tokens[i].line, what: "\(shown.split(whereSeparator: \.isWhitespace).joined(separator: " ")) removed",
        why: why))
    return last
  }

  /// The line breaks of the text from byte `start` to byte `end`, which a removal keeps.
  func lineBreaks(_ start: Int, _ end: Int) -> String {
    String(repeating: "\n", count: lexer.bytes[start..<end].filter { $0 == UInt8(ascii: "\n") }.count)
  }

  private mutating func edit(_ start: Int, _ end: Int, _ replacement: String) {
    edits.append((start, end, replacement))
  }

  private mutating func apply(path: String) {
    var out: [UInt8] = []
    var position = 0
    for e in edits.sorted(by: { $0.start < $1.start }) where e.start >= position {
      out += lexer.bytes[position..<e.start]
      out += Array(e.replacement.utf8)
      position = e.end
    }
    out += lexer.bytes[position...]
    if !importsTheModel {
      rewrites.append(
        AppFileRewrite(
          line: 1, what: "import ShieldModel added above the file",
          why: "the file imports no framework the model stands for: it sees UIKit through its target "
            + "(a bridging header, or a framework such as Flutter that re-exports UIKit)"))
    }
    if let use = networkingUse {
      rewrites.append(
        AppFileRewrite(
          line: use.line, what: "import FoundationNetworking added above the file",
          why: "\(use.name) is Foundation's on Apple platforms and the FoundationNetworking module off them"))
    }
    rewrites.sort { $0.line < $1.line }
    var header = "// Generated by AppFilesPlugin from \(path): \(rewrites.count) rewrites.\n"
    for r in rewrites { header += "// \(r)".replacingOccurrences(of: "\n", with: " ") + "\n" }
    if !importsTheModel { header += "import ShieldModel\n" }
    if networkingUse != nil { header += "#if canImport(FoundationNetworking)\n  import FoundationNetworking\n#endif\n" }
    let escaped = path.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
    header += "#sourceLocation(file: \"\(escaped)\", line: 1)\n"
    let body = String(decoding: out, as: UTF8.self)
    text = header + body + (body.hasSuffix("\n") || body.isEmpty ? "" : "\n") + "#sourceLocation()\n"
    for type in observingTypes { text += "extension \(type): NSKeyValueObserving {}\n" }
    for (type, signature) in optionalRequirements { text += "extension \(type) {\n  \(signature) {}\n}\n" }
    for (type, names) in outletTypes {
      text += "extension \(type): InterfaceBuilderOutlets {\n  func connectOutlets(_ outlets: OutletConnections) {\n"
      for name in names { text += "    outlets.connect(&\(name), \"\(name)\")\n" }
      text += "  }\n}\n"
    }
  }

  /// The name of the property an `@IBOutlet` ending at token `i` declares, when its type is
  /// optional (`UIView!`, `UIView?`, `[UIView]!`): a storyboard sets such a property; `nil` for
  /// anything else (a non-optional outlet is left to the app's code).
  func outletDeclaration(after i: Int) -> String? {
    var j = i
    while let n = next(after: j), tokens[n].kind == .identifier || tokens[n].kind == .attribute, text(n) != "var" {
      if text(n) == "let" || text(n) == "func" { return nil }
      j = n
      // `unowned(unsafe)`, `private(set)`: the parenthesized part of a modifier
      if let open = next(after: n), text(open) == "(", let close = closingParenthesis(from: open) { j = close }
    }
    guard let keyword = next(after: j), text(keyword) == "var", let name = next(after: keyword),
      tokens[name].kind == .identifier, let colon = next(after: name), text(colon) == ":"
    else { return nil }
    var type = ""
    var k = colon + 1
    while k < tokens.count, tokens[k].kind != .newline {
      let piece = text(k)
      if tokens[k].kind == .punctuation, piece.hasPrefix("=") || piece.hasPrefix("{") { break }
      if !tokens[k].isTrivia { type += piece }
      k += 1
    }
    guard type.hasSuffix("!") || type.hasSuffix("?") else { return nil }
    return text(name)
  }

  /// Removes `override` from an `observeValue(forKeyPath:of:change:context:)` override and
  /// notes the enclosing type's conformance to the model's `NSKeyValueObserving`.
  private mutating func keyValueObservingOverride(at i: Int) {
    var j = i
    while let n = next(after: j), tokens[n].kind == .identifier || tokens[n].kind == .attribute,
      text(n) != "func"
    {
      j = n  // modifiers between `override` and `func`
    }
    guard let function = next(after: j), text(function) == "func", let name = next(after: function),
      text(name) == "observeValue", let open = next(after: name), text(open) == "(",
      let label = next(after: open), text(label) == "forKeyPath", let type = types.last?.name
    else { return }
    var end = tokens[i].end
    if i + 1 < tokens.count, tokens[i + 1].kind == .whitespace { end = tokens[i + 1].end }
    edit(tokens[i].start, end, "")
    if !observingTypes.contains(type) { observingTypes.append(type) }
    rewrites.append(
      AppFileRewrite(
        line: tokens[i].line, what: "override removed from observeValue(forKeyPath:of:change:context:)",
        why: "Swift's Foundation off Apple platforms has no key-value observing; \(type) conforms to the "
          + "model's NSKeyValueObserving instead (appended after the file)"))
  }
}

extension AppFileRewriter {
  /// Turns an `optional` requirement of an `@objc` protocol (the `@objc` already removed) into a
  /// plain requirement with an empty default, appended after the file as a protocol extension:
  /// Swift allows `optional` only in `@objc` protocols, which need the Objective-C runtime. A
  /// conforming type that does not implement the method gets the default, which does nothing, as
  /// an unimplemented optional method is never called. Only a method returning nothing gets a
  /// default (one returning a value has no neutral result; its `optional` is left, and the file
  /// does not compile); a call made with optional chaining (`delegate.method?()`) does not compile
  /// either way.
  fileprivate mutating func optionalRequirement(at i: Int) {
    guard let type = types.last, type.depth == depth, protocolNames.contains(type.name) else { return }
    var j = i
    while let n = next(after: j), tokens[n].kind == .identifier || tokens[n].kind == .attribute, text(n) != "func" {
      j = n
    }
    guard let function = next(after: j), text(function) == "func" else { return }
    var k = function
    while let n = next(after: k), text(n) != "(", tokens[n].kind != .newline, text(n) != "{" { k = n }
    guard let open = next(after: k), text(open) == "(", let close = closingParenthesis(from: open) else { return }
    var last = close
    var m = close + 1
    while m < tokens.count, tokens[m].kind != .newline, text(m) != ";", text(m) != "}", text(m) != "{" {
      if text(m) == "->" { return }
      if !tokens[m].isTrivia { last = m }
      m += 1
    }
    let signature = lexer.text(tokens[function].start, tokens[last].end)
    var end = tokens[i].end
    if i + 1 < tokens.count, tokens[i + 1].kind == .whitespace { end = tokens[i + 1].end }
    edit(tokens[i].start, end, "")
    optionalRequirements.append((type.name, signature))
    rewrites.append(
      AppFileRewrite(
        line: tokens[i].line, what: "optional removed",
        why: "optional requirements need an @objc protocol and the Objective-C runtime; \(type.name) gets an "
          + "empty default for it instead (appended after the file), which an unimplemented optional method "
          + "amounts to"))
  }

  /// Rewrites `#selector(...)` at `i`; returns the last token it consumed.
  fileprivate mutating func selector(at i: Int) -> Int {
    guard let open = next(after: i), text(open) == "(", let close = closingParenthesis(from: open),
      let first = next(after: open), first < close
    else { return i }
    let original = lexer.text(tokens[i].start, tokens[close].end)
    let line = tokens[i].line
    let why = "selectors need the Objective-C runtime; the model's Selector calls the method by reference"
    if ["getter", "setter"].contains(text(first)), let colon = next(after: first), text(colon) == ":" {
      let name = lexer.text(tokens[next(after: colon) ?? close].start, tokens[close].start)
        .trimmingCharacters(in: .whitespacesAndNewlines)
      let replacement = "Selector(named: \"\(text(first)):\(name.split(whereSeparator: \.isWhitespace).joined())\")"
      // Spread over several lines, it keeps its line breaks after the replacement.
      edit(tokens[i].start, tokens[close].end, replacement + lineBreaks(tokens[i].start, tokens[close].end))
      let shown = original.split(whereSeparator: \.isWhitespace).joined(separator: " ")
      rewrites.append(AppFileRewrite(line: line, what: "\(shown) -> \(replacement)", why: why))
      return close
    }
    edit(tokens[i].start, tokens[i].end, "Selector")
    var head = first
    if text(first) == "self", let dot = next(after: first), text(dot) == ".", let after = next(after: dot) {
      edit(tokens[first].start, tokens[after].start, "")
      head = after
    }
    var qualified = ""
    if tokens[head].kind == .identifier, let c = text(head).first, c.isLowercase || c == "_",
      let dot = next(after: head), dot < close, text(dot) == ".", let member = next(after: dot), member < close
    {
      // `#selector(instance.m)`: the method named through an instance (a local, a property); the
      // selector is the method's, the instance only tells Swift the type (Apple, "#selector
      // expression": the expression names a method, "a property or method of any type";
      // https://docs.swift.org/swift-book/documentation/the-swift-programming-language/expressions/#Selector-Expression ).
      let receiver = text(head)
      edit(tokens[head].start, tokens[member].start, "type(of: \(receiver)).")
      qualified = "type(of: \(receiver))."
      head = member
    } else if let type = types.last?.name, tokens[head].kind == .identifier,
      let c = text(head).first, c.isLowercase || c == "_" || c == "`"
    {
      qualified = type + "."
      edit(tokens[head].start, tokens[head].start, qualified)
    }
    let expression = lexer.text(tokens[head].start, tokens[close].start)
    rewrites.append(
      AppFileRewrite(line: line, what: "\(original) -> Selector(\(qualified)\(expression))", why: why))
    return close
  }

  /// Rewrites `Thread.isMainThread` or `Thread.current.isMainThread` at `i` (`Thread` not
  /// qualified by a module) to `ModelThread.isMainThread`; returns the last token it consumed.
  fileprivate mutating func mainThreadCheck(at i: Int) -> Int {
    if i > 0, tokens[i - 1].kind == .punctuation, text(i - 1).hasSuffix(".") { return i }
    guard var dot = next(after: i), text(dot) == ".", var member = next(after: dot) else { return i }
    if text(member) == "current", let second = next(after: member), text(second) == ".",
      let after = next(after: second)
    {
      dot = second
      member = after
    }
    guard text(member) == "isMainThread", dot > i else { return i }
    let original = lexer.text(tokens[i].start, tokens[member].end)
    edit(
      tokens[i].start, tokens[member].end, "ModelThread.isMainThread" + lineBreaks(tokens[i].start, tokens[member].end))
    rewrites.append(
      AppFileRewrite(
        line: tokens[i].line,
        what: "\(original.split(whereSeparator: \.isWhitespace).joined()) -> ModelThread.isMainThread",
        why: "Foundation's answer is about the process's main thread, which off Apple platforms is not the one the "
          + "model runs app code on; the model's is iOS's (true on the main queue, false in a block of the app's "
          + "own queue)"))
    return member
  }

  /// Rewrites `window` at `i` to `windowIfImplemented` where it is UIKit's optional `window`
  /// requirement read through a delegate protocol, which Swift on Apple platforms types
  /// `UIWindow??`: a member `window` unwrapped twice at once (`.window!!`, `.window??.x`,
  /// `.window!?.x`; a `UIWindow?` cannot be), or the member of `UIApplication.shared.delegate`
  /// (`sharedApplication()` too), whose type is the protocol.
  fileprivate mutating func optionalWindowRequirement(at i: Int) {
    guard let dot = previous(before: i), tokens[dot].kind == .punctuation, [".", "?.", "!."].contains(text(dot))
    else { return }
    var unwrapsTwice = false
    if i + 1 < tokens.count, tokens[i + 1].kind == .punctuation {
      let after = Array(text(i + 1))
      unwrapsTwice =
        after.count >= 2 && "?!".contains(after[0]) && "?!".contains(after[1])
        && (after.count == 2 ? after != ["?", "?"] : after[2] == ".")
    }
    guard unwrapsTwice || isApplicationDelegate(endingBefore: dot) else { return }
    edit(tokens[i].start, tokens[i].end, "windowIfImplemented")
    rewrites.append(
      AppFileRewrite(
        line: tokens[i].line, what: "window -> windowIfImplemented",
        why: "UIKit's delegate protocols declare `window` an optional requirement, which Swift on Apple platforms "
          + "reads as UIWindow?? through the protocol; Swift off them has no optional requirements, and the model's "
          + "windowIfImplemented is that UIWindow??"))
  }

  /// Whether the tokens ending at `end` (exclusive) are `UIApplication.shared.delegate` or
  /// `UIApplication.sharedApplication().delegate`.
  private func isApplicationDelegate(endingBefore end: Int) -> Bool {
    var names: [String] = []
    var j = end
    while names.count < 7, let p = previous(before: j) {
      names.insert(text(p), at: 0)
      j = p
    }
    return names.suffix(5) == ["UIApplication", ".", "shared", ".", "delegate"]
      || names == ["UIApplication", ".", "sharedApplication", "(", ")", ".", "delegate"]
  }

  /// The index of the last token before `i` that is not whitespace or a comment.
  func previous(before i: Int) -> Int? {
    var j = i - 1
    while j >= 0 {
      if !tokens[j].isTrivia { return j }
      j -= 1
    }
    return nil
  }

  /// Rewrites `ProcessInfo()` at `i` to `ProcessInfo.processInfo`; returns the last token it
  /// consumed. On Apple platforms `ProcessInfo` is an `NSObject` whose inherited `init()` is
  /// public and makes an object describing the same process as the shared one (Apple,
  /// "ProcessInfo", https://developer.apple.com/documentation/foundation/processinfo ; high);
  /// swift-corelibs-foundation declares that initializer internal, so the call does not compile off
  /// Apple platforms. The shared object answers every question the same way.
  fileprivate mutating func processInfoInitializer(at i: Int) -> Int {
    if i > 0, tokens[i - 1].kind == .punctuation, text(i - 1).hasSuffix(".") { return i }
    guard let open = next(after: i), text(open) == "(", let close = next(after: open), text(close) == ")",
      tokens[open].start == tokens[i].end, tokens[close].start == tokens[open].end
    else { return i }
    edit(tokens[i].start, tokens[close].end, "ProcessInfo.processInfo")
    rewrites.append(
      AppFileRewrite(
        line: tokens[i].line, what: "ProcessInfo() -> ProcessInfo.processInfo",
        why: "ProcessInfo's initializer is internal in Foundation off Apple platforms; the shared object describes "
          + "the same process"))
    return close
  }

  /// Removes the `#Preview` macro at `i` with its arguments and its trailing closure, keeping
  /// the line breaks; returns the last token it consumed.
  fileprivate mutating func preview(at i: Int) -> Int {
    var last = i
    if let open = next(after: i), text(open) == "(", let close = closingParenthesis(from: open) { last = close }
    guard let brace = next(after: last), text(brace).hasPrefix("{"), let close = closingBrace(from: brace) else {
      return i
    }
    let removed = lexer.text(tokens[i].start, tokens[close].end)
    edit(tokens[i].start, tokens[close].end, String(repeating: "\n", count: removed.filter { $0 == "\n" }.count))
    rewrites.append(
      AppFileRewrite(
        line: tokens[i].line, what: "#Preview removed (\(removed.filter { $0 == "\n" }.count + 1) lines)",
        why: "a macro of Xcode's preview plugin, which the toolchain off Apple platforms lacks; previews "
          + "never run in the app"))
    return close
  }

  /// The index of the token holding the `}` that closes the `{` at the start of token `open`,
  /// when that `}` ends its token.
  func closingBrace(from open: Int) -> Int? {
    var level = 0
    for j in open..<tokens.count where tokens[j].kind == .punctuation {
      for c in text(j) {
        if c == "{" { level += 1 }
        if c == "}" { level -= 1 }
      }
      if level == 0 { return j }
    }
    return nil
  }

  /// Decides the platform checks of an `#if` or `#elseif` line as an iOS device would.
  fileprivate mutating func condition(at i: Int) {
    var j = i
    while let n = next(after: j, stopAtNewline: true) {
      j = n
      let name = text(n)
      guard tokens[n].kind == .identifier, ["os", "targetEnvironment", "canImport"].contains(name),
        let open = next(after: n, stopAtNewline: true), text(open) == "(",
        let argument = next(after: open, stopAtNewline: true), let close = closingParenthesis(from: open)
      else { continue }
      let value: Bool
      switch name {
      case "os": value = text(argument) == "iOS"
      case "targetEnvironment": value = false
      default:
        guard Self.modelModules.contains(text(argument)) else { continue }
        value = true
      }
      let original = lexer.text(tokens[n].start, tokens[close].end)
      edit(tokens[n].start, tokens[close].end, value ? "true" : "false")
      rewrites.append(
        AppFileRewrite(
          line: tokens[n].line, what: "\(original) -> \(value)",
          why: "the fuzzer compiles the branch an iOS device compiles"))
      j = close
    }
  }
}
