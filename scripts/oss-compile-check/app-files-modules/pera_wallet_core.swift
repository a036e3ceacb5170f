// Stub of pera_wallet_core (a dependency, not measured): nothing the measured files name from it alone.
import Foundation
