// Stub of the Key App sell package (the app's own, not measured): nothing the measured files name from it.
import Foundation
