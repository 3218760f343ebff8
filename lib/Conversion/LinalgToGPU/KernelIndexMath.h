//===- KernelIndexMath.h - Index arithmetic of the kernel builders -*- C++
//-*-===//
//
// The index and predicate arithmetic both matmul kernel families build their
// thread, tile and address computations from.
//
//===----------------------------------------------------------------------===//

#ifndef MPT_LIB_CONVERSION_LINALGTOGPU_KERNELINDEXMATH_H
#define MPT_LIB_CONVERSION_LINALGTOGPU_KERNELINDEXMATH_H

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/IR/ImplicitLocOpBuilder.h"

namespace mlir::mpt {

/// Index arithmetic at `b`'s insertion point; multiplying or dividing by one
/// and adding zero build nothing.
struct KernelIndexMath {
  explicit KernelIndexMath(ImplicitLocOpBuilder &b) : b(b) {}

  Value index(int64_t value) {
    return arith::ConstantIndexOp::create(b, value);
  }
  Value i32(int64_t value) {
    return arith::ConstantIntOp::create(b, b.getI32Type(), value);
  }
  Value add(Value x, Value y) { return arith::AddIOp::create(b, x, y); }
  Value add(Value x, int64_t y) { return y ? add(x, index(y)) : x; }
  Value sub(Value x, Value y) { return arith::SubIOp::create(b, x, y); }
  Value mul(Value x, int64_t y) {
    return y == 1 ? x : arith::MulIOp::create(b, x, index(y));
  }
  Value div(Value x, int64_t y) {
    return y == 1 ? x : arith::DivUIOp::create(b, x, index(y));
  }
  Value rem(Value x, int64_t y) {
    return arith::RemUIOp::create(b, x, index(y));
  }
  Value min(Value x, int64_t y) {
    return arith::MinUIOp::create(b, x, index(y));
  }
  Value compare(arith::CmpIPredicate predicate, Value x, int64_t y) {
    return arith::CmpIOp::create(b, predicate, x, index(y));
  }
  Value lessThan(Value x, int64_t y) {
    return compare(arith::CmpIPredicate::ult, x, y);
  }
  /// The conjunction of two conditions, either of which may be null.
  Value both(Value x, Value y) {
    if (!x)
      return y;
    return y ? arith::AndIOp::create(b, x, y) : x;
  }
  /// Runs `body` in an `scf.if` on `condition`.
  void when(Value condition, function_ref<void()> body) {
    auto guard = scf::IfOp::create(b, condition, /*withElseRegion=*/false);
    OpBuilder::InsertionGuard g(b);
    b.setInsertionPointToStart(guard.thenBlock());
    body();
  }
  /// Runs `body(iv)` in an `scf.for`.
  void loop(Value lower, Value upper, Value step,
            function_ref<void(Value)> body) {
    auto forOp = scf::ForOp::create(b, lower, upper, step);
    OpBuilder::InsertionGuard g(b);
    b.setInsertionPointToStart(forOp.getBody());
    body(forOp.getInductionVar());
  }

  ImplicitLocOpBuilder &b;
};

} // namespace mlir::mpt

#endif // MPT_LIB_CONVERSION_LINALGTOGPU_KERNELINDEXMATH_H
