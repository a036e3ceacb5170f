import Testing

@testable import AppFiles

/// The rewritten body: the text between the `#sourceLocation` directives.
private func body(_ source: String) -> String {
  let text = AppFileRewriter(source, path: "/app/Cover.swift").text
  let start = text.range(of: "line: 1)\n")!.upperBound
  let end = text.range(of: "#sourceLocation()\n", options: .backwards)!.lowerBound
  return String(text[start..<end])
}

/// The rewriter on what app files hold beyond the simple cases (issue 29's list): attributes
/// and selectors over several lines, and outlets of every kind; every line keeps its number.
@Suite struct AppFileRewriterStressTests {
  @Test func attributesAndSelectorsOverSeveralLinesKeepEveryLineBreak() {
    let source = """
      @objc(
        MYCover)
      final class Cover: NSObject {
        @objc(hideWith:
              animated:)
        func hide(with view: UIView, animated: Bool) {}
        let keys = [#selector(
          getter:   UIScreen.isCaptured)]
        let after = 1
      }

      """
    let rewritten = body(source)
    #expect(
      rewritten == """


        final class Cover: NSObject {
        \("  ")

          func hide(with view: UIView, animated: Bool) {}
          let keys = [Selector(named: "getter:UIScreen.isCaptured")
        ]
          let after = 1
        }

        """)
    #expect(rewritten.components(separatedBy: "\n").count == source.components(separatedBy: "\n").count)
    // Not counting the model's import, which a file without imports gets.
    let rewrites = AppFileRewriter(source, path: "/app/Cover.swift").rewrites.filter { !$0.what.hasPrefix("import") }
    #expect(rewrites.map(\.line) == [1, 4, 7])
    #expect(rewrites.map(\.what)[0...1] == ["@objc( MYCover) removed", "@objc(hideWith: animated:) removed"])
    #expect(
      rewrites[2].what == "#selector( getter: UIScreen.isCaptured) -> Selector(named: \"getter:UIScreen.isCaptured\")")
  }

  @Test func outletsOfEveryKindLoseOnlyTheAttribute() {
    let source = """
      class ViewController: UIViewController {
        @IBOutlet weak var label: UILabel!
        @IBOutlet var strong: UIView?
        @IBOutlet private weak var yellowView: UIView!
        @IBOutlet private(set) var button: UIButton!
        @IBOutlet var fields: [UITextField]!
        @IBOutlet weak var constraint: NSLayoutConstraint?
        @IBOutlet
        weak var nextLine: UIView!
        @IBOutlet @objc weak var twice: UIView!
        @IBOutlet unowned(unsafe) var raw: UIView
        @IBInspectable var radius: CGFloat = 0
        @IBAction func tap(_ sender: UIBarButtonItem) {}
        @IBSegueAction func make(_ coder: NSCoder) -> UIViewController? { nil }
      }

      """
    #expect(
      body(source) == """
        class ViewController: UIViewController {
          weak var label: UILabel!
          var strong: UIView?
          private weak var yellowView: UIView!
          private(set) var button: UIButton!
          var fields: [UITextField]!
          weak var constraint: NSLayoutConstraint?
        \("  ")
          weak var nextLine: UIView!
          weak var twice: UIView!
          unowned(unsafe) var raw: UIView
          var radius: CGFloat = 0
          func tap(_ sender: UIBarButtonItem) {}
          func make(_ coder: NSCoder) -> UIViewController? { nil }
        }

        """)
    let rewrites = AppFileRewriter(source, path: "/app/V.swift").rewrites.filter { !$0.what.hasPrefix("import") }
    #expect(rewrites.map(\.line) == [2, 3, 4, 5, 6, 7, 8, 10, 10, 11, 12, 13, 14])
  }

  @Test func optionalOutletsAreConnectedThroughAConformanceAppendedAfterTheFile() {
    let source = """
      final class ViewController: UIViewController {
        @IBOutlet private weak var yellowView: UIView!
        @IBOutlet var fields: [UITextField]?
        @IBOutlet private(set) unowned(unsafe) var raw: UIView
        @IBOutlet weak var label: UILabel! = nil  // a default: still connected
      }

      """
    let rewriter = AppFileRewriter(source, path: "/app/V.swift")
    #expect(
      rewriter.text.hasSuffix(
        """
        #sourceLocation()
        extension ViewController: InterfaceBuilderOutlets {
          func connectOutlets(_ outlets: OutletConnections) {
            outlets.connect(&yellowView, "yellowView")
            outlets.connect(&fields, "fields")
            outlets.connect(&label, "label")
          }
        }

        """))
    #expect(
      rewriter.rewrites[1].why.hasSuffix(
        "accessibilityIdentifier is \"yellowView\" (ViewController conforms to InterfaceBuilderOutlets, appended after the file)"
      ))
    // The non-optional outlet is the app's code's to set: removed, not connected.
    #expect(rewriter.rewrites[3].why == "Interface Builder attribute; needs the Objective-C runtime")
  }
}
