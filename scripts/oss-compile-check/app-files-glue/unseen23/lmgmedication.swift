// SleepDebtor/LMGMedication (a medication tracker): its SwiftUI `App`
// (LMGMedication/LMGMedicationApp.swift) wraps the content in `AuthenticationGateView`
// (AuthenticationGateView.swift), which shows a lock screen while `BiometricAuth.isUnlocked` is
// false; `BiometricAuth` (BiometricAuth.swift) locks on did-enter-background and after five minutes
// without activity, which `trackUserActivity()` (UserActivityModifier.swift) records. Stubbed here,
// the app's own types the files name: its Core Data stack (with the store-load failure
// notification the `App` observes) and `ContentView` (clear: the app description's screen under
// the hosting view stands for the medication list). Hosted by `SwiftUIAppHost`.
final class PersistenceController {
  static let shared = PersistenceController()
  static let persistentStoreLoadFailedNotification = Notification.Name("PersistentStoreLoadFailed")
  final class Container {
    let viewContext = NSManagedObjectContext(concurrencyType: .mainQueueConcurrencyType)
  }
  let container = Container()
}
struct ContentView: View { var body: some View { Color.clear } }
public let descriptor: StrategyDescriptor? = StrategyDescriptor(
  name: "lmgmedication", summary: "", source: "", claims: .appSwitcher,
  defaultProfile: try! Profile(named: "iphone-ios17-swiftui"),
  make: { SwiftUIAppHost(LMGMedicationApp.self, claims: .appSwitcher) })
