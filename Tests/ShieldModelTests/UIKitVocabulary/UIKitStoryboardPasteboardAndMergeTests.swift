import Foundation
import TestExpectations
import Testing

@testable import ShieldModel

/// A delegate of a gesture recognizer, answering UIKit's defaults.
@MainActor private final class PopDelegate: UIGestureRecognizerDelegate {}

/// A Core Data entity's attributes as Xcode generates them: optional.
private struct HistoryEntry {
  var timestamp: Date?
  var visits: Int
}

@Suite(
  "UIKit: storyboards' generic controllers, keyboard names, the pasteboard, gesture delegates; predicates, sort keys; merges"
)
@MainActor struct UIKitStoryboardPasteboardAndMergeTests {
  @Test(
    "A storyboard's generic initial controller: a navigation controller around the plain one, nil for another class")
  func storyboardGenericControllers() throws {
    _ = try launched()
    let storyboard = UIStoryboard(name: "Login", bundle: nil)
    let nav: UINavigationController? = storyboard.instantiateInitialViewController()
    let root = try #require(nav?.viewControllers.first)
    #expect(nav?.viewControllers.count == 1 && type(of: root) == UIViewController.self)
    #expect(root.view.backgroundColor == .systemBackground && root.view.isOpaque)
    let tabs: UITabBarController? = storyboard.instantiateInitialViewController()
    #expect(tabs == nil)
    let plain: UIViewController? = storyboard.instantiateInitialViewController(creator: { _ in nil })
    expectEqual(plain.map { type(of: $0) == UIViewController.self }, true)
    let byID: UIViewController = storyboard.instantiateViewController(identifier: "lock")
    expectEqual(byID.view.backgroundColor, .systemBackground)
  }

  @Test(
    "Keyboard names, the pasteboard's writes and count, a kept gesture delegate, format predicates, a sort key of an optional"
  )
  func keyboardPasteboardDelegateAndSortKey() throws {
    _ = try launched()
    expectEqual(UIResponder.keyboardWillShowNotification.rawValue, "UIKeyboardWillShowNotification")
    expectEqual(UIResponder.keyboardWillHideNotification.rawValue, "UIKeyboardWillHideNotification")
    expectEqual(UIResponder.keyboardFrameEndUserInfoKey, "UIKeyboardFrameEndUserInfoKey")

    let pasteboard = UIPasteboard.general
    let start = pasteboard.changeCount
    pasteboard.setObjects(["card"], localOnly: true, expirationDate: Date().addingTimeInterval(60))
    #expect(pasteboard.string == "card" && pasteboard.hasStrings && pasteboard.changeCount == start + 1)
    pasteboard.items = []
    #expect(pasteboard.string == nil && !pasteboard.hasStrings && pasteboard.changeCount == start + 2)
    pasteboard.strings = ["a", "b"]
    #expect(pasteboard.strings == ["a", "b"] && pasteboard.changeCount == start + 3)
    pasteboard.string = nil

    let recognizer = UIGestureRecognizer(target: nil, action: nil)
    var delegate: PopDelegate? = PopDelegate()
    recognizer.delegate = delegate
    #expect(recognizer.delegate === delegate)
    expectEqual(delegate?.gestureRecognizerShouldBegin(recognizer), true)
    expectEqual(delegate?.gestureRecognizer(recognizer, shouldRecognizeSimultaneouslyWith: recognizer), false)
    delegate = nil
    #expect(recognizer.delegate == nil)

    #expect(NSPredicate(format: "url CONTAINS %@", "example").evaluate(with: nil))
    #expect(NSPredicate(format: "visits > %d", argumentArray: [3]).evaluate(with: nil))
    #expect(!NSSortDescriptor(keyPath: \HistoryEntry.timestamp, ascending: false).ascending)
    #expect(NSSortDescriptor(keyPath: \HistoryEntry.visits, ascending: true).ascending)
  }

  @Test("Merged publishers pass on every upstream's values as each is sent")
  func mergedPublishers() {
    let a = PassthroughSubject<Int, Never>()
    let b = PassthroughSubject<Int, Never>()
    let c = PassthroughSubject<String, Never>()
    var two: [Int] = []
    var three: [String] = []
    let first = Publishers.Merge(a, b).sink { two.append($0) }
    let second = Publishers.Merge3(a.map { "a\($0)" }, b.map { "b\($0)" }, c).eraseToAnyPublisher().sink {
      three.append($0)
    }
    a.send(1)
    b.send(2)
    c.send("c")
    first.cancel()
    a.send(3)
    second.cancel()
    b.send(4)
    #expect(two == [1, 2] && three == ["a1", "b2", "c", "a3"])
  }
}
