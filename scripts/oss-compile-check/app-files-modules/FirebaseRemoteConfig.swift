// Stub of FirebaseRemoteConfig (a dependency, not measured): nothing the measured files name from it alone.
import Foundation
