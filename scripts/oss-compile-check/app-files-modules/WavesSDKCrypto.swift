// Stub of the Waves SDK crypto module (a dependency, not measured): nothing the measured files name from it.
import Foundation
