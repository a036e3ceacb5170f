import TestExpectations
import Testing

@testable import ShieldModel

@Suite("The UIKit privacy screens use")
struct UIKitVocabularyTests {
  @Test("Auto Layout pins edges, centers and sizes, and follows the superview on rotation")
  func autoLayout() throws {
    let d = try launched()
    let window = try #require(d.mainWindow())
    d.withCurrent {
      let cover = UIView()
      cover.translatesAutoresizingMaskIntoConstraints = false
      let badge = UIView()
      badge.translatesAutoresizingMaskIntoConstraints = false
      window.addSubview(cover)
      cover.addSubview(badge)
      let low = cover.topAnchor.constraint(equalTo: window.topAnchor, constant: 500)
      low.priority = .defaultLow  // loses to the required top constraint
      NSLayoutConstraint.activate([
        cover.topAnchor.constraint(equalTo: window.topAnchor, constant: 10),
        low,
        cover.bottomAnchor.constraint(equalTo: window.bottomAnchor, constant: -10),
        cover.leadingAnchor.constraint(equalTo: window.leadingAnchor),
        cover.trailingAnchor.constraint(equalTo: window.trailingAnchor),
        badge.centerXAnchor.constraint(equalTo: cover.centerXAnchor),
        badge.centerYAnchor.constraint(equalTo: cover.centerYAnchor),
        badge.widthAnchor.constraint(equalTo: cover.widthAnchor, multiplier: 0.5),
        badge.heightAnchor.constraint(equalToConstant: 40),
      ])
      expectEqual(cover.frame, CGRect(x: 0, y: 10, width: 390, height: 824))
      expectEqual(badge.frame, CGRect(x: 97.5, y: 392, width: 195, height: 40))
      window.frame = CGRect(x: 0, y: 0, width: 844, height: 390)
      expectEqual(cover.frame, CGRect(x: 0, y: 10, width: 844, height: 370))
      expectEqual(badge.frame, CGRect(x: 211, y: 165, width: 422, height: 40))
    }
  }

  @Test("activating a constraint between views with no common ancestor is a crash, as on iOS")
  func noCommonAncestor() throws {
    let d = try launched()
    d.withCurrent {
      let a = UIView()
      let b = UIView()
      NSLayoutConstraint.activate([a.topAnchor.constraint(equalTo: b.topAnchor)])
    }
    #expect(d.isCrashed)
  }

  @Test("a UIVisualEffectView blurs by its style's radius and hides the 17 pt details")
  func visualEffectView() throws {
    #expect(UIBlurEffect.Style.allCases.allSatisfy { $0.radius >= 10 })
    let d = try launched()
    let window = try #require(d.mainWindow())
    d.withCurrent {
      let blur = UIVisualEffectView(effect: UIBlurEffect(style: .systemMaterial))
      blur.frame = window.bounds
      expectEqual(blur.layer.backdropBlurRadius, 20)
      expectEqual(blur.contentView.frame, window.bounds)
      window.addSubview(blur)
    }
    let frame = d.render(d.scene(named: "A")!, for: .screenshot)
    #expect(!frame.rendering[6].contains("S"))
    d.withCurrent { (window.subviews.last as? UIVisualEffectView)?.effect = nil }
    #expect(d.render(d.scene(named: "A")!, for: .screenshot).rendering[6].contains("S"))
  }

  @Test("selector observers are called with the notification, held weakly, and removed by object")
  func selectorObservers() throws {
    final class Observer {
      var names: [String] = []
      func received(_ note: Notification) { names.append(note.name.rawValue) }
      func ping() { names.append("ping") }
    }
    let d = try launched()
    d.withCurrent {
      let center = NotificationCenter.default
      let before = center.observerCount
      let o = Observer()
      let resign = UIApplication.willResignActiveNotification
      center.addObserver(o, selector: Observer.received, name: resign, object: nil)
      center.addObserver(o, selector: Observer.ping, name: resign, object: nil)
      center.post(name: resign, object: nil)
      expectEqual(o.names, ["UIApplicationWillResignActiveNotification", "ping"])
      center.removeObserver(o, name: resign, object: nil)
      center.post(name: resign, object: nil)
      expectEqual(o.names.count, 2)
      var gone: Observer? = Observer()
      center.addObserver(gone!, selector: Observer.ping, name: resign, object: nil)
      expectEqual(center.observerCount, before + 1)
      gone = nil
      expectEqual(center.observerCount, before)
      center.post(name: resign, object: nil)
    }
  }

  @Test("UIDevice follows the profile's iOS version; views compare by identity")
  func deviceAndIdentity() throws {
    for (profile, version, at17) in [("iphone-ios16-scenes", "16.0", false), ("iphone-ios17-scenes", "17.0", true)] {
      let d = try launched(profile)
      d.withCurrent {
        expectEqual(UIDevice.current.systemVersion, version)
        expectEqual(UIDevice.current.isAtLeast(iOS: 17), at17)
        expectEqual((UIDevice.current.systemVersion.compare("17.0", options: .numeric) != .orderedAscending), at17)
      }
    }
    let a = UIView()
    let b = UIView()
    #expect(a == a && a != b)
    expectEqual(UIFont.preferredFont(forTextStyle: .body).pointSize, 17)
    #expect(UIImageView().frame == .zero && !UIImageView(frame: .zero).isUserInteractionEnabled)
  }

  @Test("navigation and tab bar controllers show their top and selected child; a storyboard's is opaque")
  func containers() throws {
    let d = try launched()
    d.withCurrent {
      let first = UIViewController()
      let second = UIViewController()
      let nav = UINavigationController(rootViewController: first)
      expectEqual(nav.view.subviews, [first.view])
      nav.pushViewController(second, animated: true)
      #expect(nav.view.subviews == [second.view] && nav.topViewController === second)
      #expect(nav.popViewController(animated: false) === second && nav.view.subviews == [first.view])
      let tabs = UITabBarController()
      tabs.viewControllers = [first, second]
      tabs.selectedIndex = 1
      expectEqual(tabs.view.subviews, [second.view])
      let launchScreen = UIStoryboard(name: "LaunchScreen", bundle: nil).instantiateInitialViewController()
      expectEqual(launchScreen?.view.backgroundColor, .systemBackground)
    }
  }

  @Test("a snapshot view of the app's content still shows sensitive content")
  func snapshotView() throws {
    let d = try launched()
    let window = try #require(d.mainWindow())
    d.withCurrent {
      let root = window.rootViewController!.view!
      let copy = root.snapshotView(afterScreenUpdates: false)!
      let cover = UIView(frame: window.bounds)
      cover.backgroundColor = .white
      cover.addSubview(copy)  // a common mistake: the "cover" shows the content again
      window.addSubview(cover)
    }
    #expect(d.render(d.scene(named: "A")!, for: .screenshot).rendering[6].contains("S"))
  }
}
