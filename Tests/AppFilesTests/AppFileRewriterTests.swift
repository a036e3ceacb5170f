import Foundation
import Testing

@testable import AppFiles

/// The rewritten body: the text between the `#sourceLocation` directives.
private func body(_ source: String) -> String {
  let text = AppFileRewriter(source, path: "/app/Cover.swift").text
  let start = text.range(of: "line: 1)\n")!.upperBound
  let end = text.range(of: "#sourceLocation()\n", options: .backwards)!.lowerBound
  return String(text[start..<end])
}

@Suite struct AppFileRewriterTests {
  @Test func importsOfTheFrameworksBecomeTheModel() {
    let source = """
      import UIKit
      @preconcurrency import Foundation
      import UIKit.UIGestureRecognizerSubclass
      import class UIKit.UIView
      import Combine
      import CryptoKit
      import CoreData
      import HealthKit
      import MapKit

      """
    #expect(
      body(source) == """
        import ShieldModel
        @preconcurrency import ShieldModel
        import ShieldModel
        import class ShieldModel.UIView
        import ShieldModel
        import ShieldModel
        import ShieldModel
        import ShieldModel
        import MapKit

        """)
  }

  @Test func objectiveCAttributesAreRemovedAndEveryLineKeepsItsNumber() {
    let source = """
      @objc(PrivacyCover) @objcMembers
      final class Cover: NSObject {
        @IBOutlet weak var label: UILabel!
        @IBOutlet private var fields: [UITextField]!
        @IBInspectable var radius: CGFloat = 0
        @objc dynamic var shown = false
        @objc
        func tap(_ sender: Any) {}
        @IBAction func close(_ sender: UIButton) {}
        @nonobjc func plain() {}
      }

      """
    let indent = "  "  // the indentation of the line that held only `@objc`
    let expected = """
      final class Cover: NSObject {
        weak var label: UILabel!
        private var fields: [UITextField]!
        var radius: CGFloat = 0
        dynamic var shown = false
      \(indent)
        func tap(_ sender: Any) {}
        func close(_ sender: UIButton) {}
        func plain() {}
      }

      """
    #expect(body(source) == "\n" + expected)
    let rewriter = AppFileRewriter(source, path: "/app/Cover.swift")
    #expect(rewriter.rewrites.map(\.line) == [1, 1, 1, 3, 4, 5, 6, 7, 9, 10])
    #expect(rewriter.rewrites.first?.what == "@objc(PrivacyCover) removed")
  }

  @Test func selectorsInStringsAndCommentsStayAsWritten() {
    let source = """
      let a = "#selector(tap) @objc"
      // #selector(tap) and @objc in a comment
      /* nested /* #selector(tap) */ @IBOutlet */
      let b = #\"\"\"
        @objc "#selector(x)" \\(tap)
        \"\"\"#
      let c = "\\(f("@objc"))"

      """
    #expect(body(source) == source)
    // Nothing but the model's import, which a file without imports gets.
    #expect(AppFileRewriter(source, path: "x").rewrites.map(\.what) == ["import ShieldModel added above the file"])
  }

  @Test func selectorsBecomeMethodReferencesOnTheEnclosingType() {
    let source = """
      class Cover {
        func start() {
          center.addObserver(self, selector: #selector(hide), name: n, object: nil)
          center.addObserver(self, selector: #selector(self.show(_:)), name: n, object: nil)
          button.addTarget(self, action: #selector(Other.tap(_:forEvent:)), for: .touchUpInside)
          let names = [#selector(getter: UIView.alpha), #selector(setter: Cover.shown)]
          let wrapped = #selector(
            hide)
          center.addObserver(other, selector: #selector(other.rotated(_:)), name: n, object: nil)
        }
        struct Inner { func f() { _ = #selector(g) } }
      }
      extension Outer.Cover { func h() { _ = #selector(i) } }

      """
    #expect(
      body(source) == """
        class Cover {
          func start() {
            center.addObserver(self, selector: Selector(Cover.hide), name: n, object: nil)
            center.addObserver(self, selector: Selector(Cover.show(_:)), name: n, object: nil)
            button.addTarget(self, action: Selector(Other.tap(_:forEvent:)), for: .touchUpInside)
            let names = [Selector(named: "getter:UIView.alpha"), Selector(named: "setter:Cover.shown")]
            let wrapped = Selector(
              Cover.hide)
            center.addObserver(other, selector: Selector(type(of: other).rotated(_:)), name: n, object: nil)
          }
          struct Inner { func f() { _ = Selector(Inner.g) } }
        }
        extension Outer.Cover { func h() { _ = Selector(Outer.Cover.i) } }

        """)
  }

  @Test func classMembersAndDotClassAreNotTypeDeclarations() {
    let source = """
      final class Cover {
        class func make() -> Cover { Cover() }
        class var shared: Cover { Cover() }
        func f() { _ = #selector(g) }
      }

      """
    #expect(body(source).contains("Selector(Cover.g)"))
  }

  @Test func platformConditionsTakeTheIOSDevicesBranch() {
    let source = """
      #if canImport(UIKit)
        import UIKit
      #elseif os(macOS) || os(Linux)
        import AppKit
      #endif
      #if os(iOS) && !targetEnvironment(simulator) // os(iOS) in a comment
        let device = true
        #if canImport(SwiftUI) || targetEnvironment(macCatalyst)
          let swiftUI = true
        #endif
      #endif
      let x = os(iOS)

      """
    #expect(
      body(source) == """
        #if true
          import ShieldModel
        #elseif false || false
          import AppKit
        #endif
        #if true && !false // os(iOS) in a comment
          let device = true
          #if true || false
            let swiftUI = true
          #endif
        #endif
        let x = os(iOS)

        """)
  }

  @Test func entryPointsAreRemoved() {
    let source = "@main\nclass AppDelegate: UIResponder, UIApplicationDelegate {}\n@UIApplicationMain class B {}\n"
    #expect(body(source) == "\nclass AppDelegate: UIResponder, UIApplicationDelegate {}\nclass B {}\n")
  }

  @Test func theListingNamesEveryRewriteAndTheDirectiveNamesTheOriginalFile() {
    let rewriter = AppFileRewriter("import UIKit\n@objc class A {}\n", path: "/app/My \"Cover\".swift")
    #expect(
      rewriter.text == """
        // Generated by AppFilesPlugin from /app/My "Cover".swift: 2 rewrites.
        // line 1: import UIKit -> import ShieldModel (the model stands for UIKit and re-exports Foundation)
        // line 2: @objc removed (needs the Objective-C runtime, which Swift off Apple platforms lacks)
        #sourceLocation(file: "/app/My \\"Cover\\".swift", line: 1)
        import ShieldModel
        class A {}
        #sourceLocation()

        """)
  }

  @Test func aFileWithoutTheFrameworksImportsGetsTheModelAboveItsFirstLine() {
    // A Cordova plugin's file sees UIKit through the bridging header; a Flutter file through Flutter.
    let bridged = AppFileRewriter("class Plugin: CDVPlugin {}\n", path: "/app/Plugin.swift")
    #expect(
      bridged.text == """
        // Generated by AppFilesPlugin from /app/Plugin.swift: 1 rewrites.
        // line 1: import ShieldModel added above the file (the file imports no framework the model \
        stands for: it sees UIKit through its target (a bridging header, or a framework such as Flutter \
        that re-exports UIKit))
        import ShieldModel
        #sourceLocation(file: "/app/Plugin.swift", line: 1)
        class Plugin: CDVPlugin {}
        #sourceLocation()

        """)
    let flutter = AppFileRewriter("import Flutter\nstruct V {}\n", path: "/a.swift")
    #expect(flutter.text.contains("\nimport ShieldModel\n#source"))
    // SwiftUI is a framework the model stands for: its import becomes the model's.
    let swiftUI = AppFileRewriter("import SwiftUI\nstruct V {}\n", path: "/a.swift")
    #expect(swiftUI.text.contains("#sourceLocation(file: \"/a.swift\", line: 1)\nimport ShieldModel\n"))
    #expect(!swiftUI.text.contains("added above"))
    // Core Image too: the model's CIImage, CIFilter and CIContext.
    let coreImage = AppFileRewriter("import CoreImage\nstruct V {}\n", path: "/a.swift")
    #expect(coreImage.text.contains("#sourceLocation(file: \"/a.swift\", line: 1)\nimport ShieldModel\n"))
    #expect(!coreImage.text.contains("added above"))
    // A file that imports a framework the model stands for gets no second import.
    #expect(!AppFileRewriter("import UIKit\n", path: "/a.swift").text.contains("added above"))
  }

  @Test func aFileUsingURLLoadingOrCookiesImportsFoundationNetworking() {
    // https://github.com/swiftlang/swift-corelibs-foundation/pull/2289
    let source = "import UIKit\n\nfunc clear() {\n  HTTPCookieStorage.shared.removeCookies(since: .distantPast)\n}\n"
    let rewriter = AppFileRewriter(source, path: "/a.swift")
    #expect(
      rewriter.text.contains(
        "#if canImport(FoundationNetworking)\n  import FoundationNetworking\n#endif\n#sourceLocation(file: \"/a.swift\", line: 1)\n"
      ))
    #expect(
      rewriter.rewrites.map(\.description).contains(
        "line 4: import FoundationNetworking added above the file (HTTPCookieStorage is Foundation's on Apple "
          + "platforms and the FoundationNetworking module off them)"))
    // In a string or a comment the name is not a use.
    let quoted = AppFileRewriter("import UIKit\n// URLSession\nlet s = \"HTTPCookie\"\n", path: "/a.swift")
    #expect(!quoted.text.contains("FoundationNetworking"))
  }

  @Test func aKeyValueObservingOverrideBecomesAConformanceAfterTheFile() {
    let source = """
      final class ScreenRecordingObserver: NSObject {
        override init() { super.init() }
        override public func observeValue(
          forKeyPath keyPath: String?, of object: Any?, change: [NSKeyValueChangeKey: Any]?,
          context: UnsafeMutableRawPointer?
        ) {}
        override func observeValue(of other: Int) {}  // not NSObject's callback: kept
      }

      """
    let rewriter = AppFileRewriter(source, path: "/app/Observer.swift")
    #expect(body(source).components(separatedBy: "\n")[2] == "  public func observeValue(")
    #expect(body(source).contains("override init()") && body(source).contains("override func observeValue(of"))
    #expect(rewriter.text.hasSuffix("#sourceLocation()\nextension ScreenRecordingObserver: NSKeyValueObserving {}\n"))
    #expect(rewriter.rewrites.map(\.line) == [1, 3])
  }

  @Test func userNotificationsIsTheModel() {
    // The twelfth unseen set's app delegates import it for `UNUserNotificationCenter`.
    let source = "import UIKit\nimport UserNotifications\nimport BackgroundTasks\n"
    let lines = body(source).components(separatedBy: "\n")
    #expect(lines[0] == "import ShieldModel")
    #expect(lines[1] == "import ShieldModel")
    #expect(lines[2] == "import BackgroundTasks")  // not the model's: no type of it is modeled
  }

  @Test func anOptionalRequirementGetsAnEmptyDefaultAfterTheFile() {
    let source = """
      import AVKit
      @objc protocol Observable {
          func observe( _ completion: (() -> Void)? )
          @objc optional func observe( type: Any, completion: (() -> Void)? )
          @objc optional func count() -> Int
      }
      final class Optionally { var optional = 1 }

      """
    let rewriter = AppFileRewriter(source, path: "/app/Observable.swift")
    let lines = body(source).components(separatedBy: "\n")
    #expect(lines[0] == "import ShieldModel")
    #expect(lines[3] == "    func observe( type: Any, completion: (() -> Void)? )")
    #expect(lines[4] == "    optional func count() -> Int")  // a value to return: left, does not compile
    #expect(lines[6] == "final class Optionally { var optional = 1 }")
    #expect(
      rewriter.text.hasSuffix(
        "#sourceLocation()\nextension Observable {\n  func observe( type: Any, completion: (() -> Void)? ) {}\n}\n"))
    #expect(rewriter.rewrites.map(\.line) == [1, 2, 4, 4, 5])
  }
}

@Suite struct AppFileRewriterSwiftUITests {
  @Test func swiftUIIsTheModelAndPreviewBlocksAreRemovedKeepingLines() {
    let source = """
      import SwiftUI
      struct Cover: View {
        var body: some View { Text("}") }
      }
      #Preview("Cover") {
        Cover() // }
          .padding()
      }
      let after = 1

      """
    let rewriter = AppFileRewriter(source, path: "/app/Cover.swift")
    #expect(
      body(source) == """
        import ShieldModel
        struct Cover: View {
          var body: some View { Text("}") }
        }




        let after = 1

        """)
    #expect(rewriter.rewrites.map(\.line) == [1, 5])
    #expect(rewriter.rewrites.last?.what == "#Preview removed (4 lines)")
  }
  @Test func combineIsTheModelToo() {
    // ObservableObject, @Published and NotificationCenter's publisher are the model's: Combine's
    // import becomes the model's, and `#if canImport(Combine)` takes the iOS branch.
    let source = "import SwiftUI\nimport Combine\n#if canImport(Combine)\nlet a = 1\n#endif\n"
    let rewriter = AppFileRewriter(source, path: "/app/Model.swift")
    #expect(body(source) == "import ShieldModel\nimport ShieldModel\n#if true\nlet a = 1\n#endif\n")
    #expect(
      rewriter.rewrites.map(\.what) == [
        "import SwiftUI -> import ShieldModel", "import Combine -> import ShieldModel", "canImport(Combine) -> true",
      ])
  }

  @Test func mainThreadChecksAskTheModel() {
    // Foundation's answer is about the process's main thread; the model's is iOS's.
    let source = """
      if Thread.isMainThread { work() }
      let a = Thread.current.isMainThread, b = Foundation.Thread.isMainThread
      Thread.sleep(forTimeInterval: 0) // Thread.isMainThread
      let c = "Thread.isMainThread"

      """
    let rewriter = AppFileRewriter(source, path: "/app/Guard.swift")
    #expect(
      body(source) == """
        if ModelThread.isMainThread { work() }
        let a = ModelThread.isMainThread, b = Foundation.Thread.isMainThread
        Thread.sleep(forTimeInterval: 0) // Thread.isMainThread
        let c = "Thread.isMainThread"

        """)
    #expect(
      rewriter.rewrites.filter { $0.what.contains("ModelThread") }.map { "\($0.line): \($0.what)" } == [
        "1: Thread.isMainThread -> ModelThread.isMainThread",
        "2: Thread.current.isMainThread -> ModelThread.isMainThread",
      ])
  }

  @Test func processInfoInitializerBecomesTheSharedObject() {
    // `ProcessInfo()` is public on Apple platforms, internal in Foundation off them.
    let source = """
      let v = ProcessInfo().isOperatingSystemAtLeast(version)
      let s = ProcessInfo.processInfo.processName, t = Foundation.ProcessInfo()
      let u = "ProcessInfo()" // ProcessInfo()

      """
    let rewriter = AppFileRewriter(source, path: "/app/Plugin.swift")
    #expect(
      body(source) == """
        let v = ProcessInfo.processInfo.isOperatingSystemAtLeast(version)
        let s = ProcessInfo.processInfo.processName, t = Foundation.ProcessInfo()
        let u = "ProcessInfo()" // ProcessInfo()

        """)
    #expect(
      rewriter.rewrites.filter { $0.what.contains("ProcessInfo") }.map { "\($0.line): \($0.what)" } == [
        "1: ProcessInfo() -> ProcessInfo.processInfo"
      ])
  }

  @Test func theDelegatesOptionalWindowReadThroughTheProtocolIsDoubleOptional() {
    // UIKit's `window` is an optional requirement: `UIWindow??` through the protocol on Apple
    // platforms, `UIWindow?` in the model unless rewritten.
    let source = """
      let a = UIApplication.shared.delegate!.window!!.rootViewController
      let b = appDelegate?.window??.rootViewController, c = sceneDelegate.window!?.tintColor
      guard let w = UIApplication.shared.delegate?.window else { return }
      self.window?.rootViewController = nil; let d = window!!
      let e = UIApplication.sharedApplication().delegate?.window, f = x.window ??y, g = "a.window!!"

      """
    let rewriter = AppFileRewriter(source, path: "/app/Top.swift")
    #expect(
      body(source) == """
        let a = UIApplication.shared.delegate!.windowIfImplemented!!.rootViewController
        let b = appDelegate?.windowIfImplemented??.rootViewController, c = sceneDelegate.windowIfImplemented!?.tintColor
        guard let w = UIApplication.shared.delegate?.windowIfImplemented else { return }
        self.window?.rootViewController = nil; let d = window!!
        let e = UIApplication.sharedApplication().delegate?.windowIfImplemented, f = x.window ??y, g = "a.window!!"

        """)
    #expect(rewriter.rewrites.filter { $0.what.contains("windowIfImplemented") }.map(\.line) == [1, 2, 2, 3, 5])
  }
}
