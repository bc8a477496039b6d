#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

// The C maths library is the only system dependency of the core; these
// wrappers keep that import in one file, the project's one C-maths shim
// (the renderer's tessellator uses `CMath`).
@inline(__always) func _cos(_ x: Double) -> Double { cos(x) }
@inline(__always) func _sin(_ x: Double) -> Double { sin(x) }
@inline(__always) func _atan2(_ y: Double, _ x: Double) -> Double { atan2(y, x) }
@inline(__always) func _pow(_ x: Double, _ y: Double) -> Double { pow(x, y) }
@inline(__always) func _log(_ x: Double) -> Double { log(x) }
@inline(__always) func _exp(_ x: Double) -> Double { exp(x) }
@inline(__always) func _acos(_ x: Double) -> Double { acos(x) }

/// The C maths other modules need, behind names that do not clash with
/// locals (the tessellator has `cos`/`sin` values of its own).
public enum CMath {
  public static func cosine(_ x: Double) -> Double { _cos(x) }
  public static func sine(_ x: Double) -> Double { _sin(x) }
  public static func arcCosine(_ x: Double) -> Double { _acos(x) }
}
