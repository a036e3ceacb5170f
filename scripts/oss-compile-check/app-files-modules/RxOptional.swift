// modules: RxSwift
// Stub of RxOptional (a dependency, not measured): nothing the measured files name from it.
import RxSwift
