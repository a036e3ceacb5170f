import TestExpectations
import Testing

@testable import ShieldModel

/// A storyboard view controller as the AppFilesPlugin compiles it: its outlets, and the
/// conformance the plugin appends after the file.
private final class OutletController: UIViewController {
  weak var balance: UIView!
  var fields: [UITextField]!
  var missing: UIView?
  var wrongType: UIButton?
  /// What `viewDidLoad` saw: outlets are connected before it runs.
  var seenInViewDidLoad: String?
  override func viewDidLoad() {
    super.viewDidLoad()
    seenInViewDidLoad = balance?.accessibilityIdentifier
  }
}
extension OutletController: InterfaceBuilderOutlets {
  func connectOutlets(_ outlets: OutletConnections) {
    outlets.connect(&balance, "balance")
    outlets.connect(&fields, "note-field")
    outlets.connect(&missing, "no-such-view")
    outlets.connect(&wrongType, "details")
  }
}

/// A controller whose own view holds a view named like one of the app's: its own wins.
private final class OwnViewController: UIViewController {
  weak var balance: UIView!
  let own = UIView()
  override func loadView() {
    view = UIView()
    own.accessibilityIdentifier = "balance"
    view.addSubview(own)
  }
}
extension OwnViewController: InterfaceBuilderOutlets {
  func connectOutlets(_ outlets: OutletConnections) { outlets.connect(&balance, "balance") }
}

@Suite("Outlets connected by the app description, as a storyboard connects them")
struct InterfaceBuilderOutletsTests {
  @Test("outlets are set to the app's views of their name before viewDidLoad; a collection gets every one")
  func connectedBeforeViewDidLoad() throws {
    let d = try launched()
    d.withCurrent {
      let controller = OutletController()
      #expect(controller.balance == nil)
      _ = controller.view
      expectEqual(controller.balance?.accessibilityIdentifier, "balance")
      #expect(controller.balance is UILabel)
      expectEqual(controller.seenInViewDidLoad, "balance")
      expectEqual(controller.fields?.map(\.accessibilityIdentifier), ["note-field"])
      #expect(controller.missing == nil)
      #expect(controller.wrongType == nil)  // `details` is a label, not a button: left unconnected
    }
  }

  @Test("the controller's own view is searched first")
  func ownViewFirst() throws {
    let d = try launched()
    d.withCurrent {
      let controller = OwnViewController()
      #expect(!controller.isViewLoaded)
      controller.loadViewIfNeeded()
      #expect(controller.isViewLoaded && controller.balance === controller.own)
      let first = controller.view
      controller.loadViewIfNeeded()  // loaded once only
      #expect(controller.view === first)
    }
  }
}
