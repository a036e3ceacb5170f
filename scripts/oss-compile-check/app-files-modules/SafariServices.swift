// Stub of SafariServices (an Apple framework the model does not cover; not measured): nothing the
// measured files name from it.
import Foundation
