// Stub of FirebaseAuth (a dependency, not measured): aimtask's `App` imports it and names none of
// its types in the measured files.
import Foundation
