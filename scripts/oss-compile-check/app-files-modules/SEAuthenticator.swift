// Stub of Salt Edge's SEAuthenticator SDK (the app's own SDK package, not measured): nothing the
// measured files name from it alone (its helpers are in SEAuthenticatorCore's stub).
import Foundation
