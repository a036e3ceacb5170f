// Stub of MacaroonUtils (a dependency, not measured): nothing the measured files name from it alone.
import Foundation
