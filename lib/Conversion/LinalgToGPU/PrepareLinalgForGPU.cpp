//===- PrepareLinalgForGPU.cpp - mpt-prepare-linalg-for-gpu ---------------===//

#include "DeviceCode.h"
#include "mpt/Conversion/Passes.h"

#include "mlir/Dialect/ControlFlow/IR/ControlFlowOps.h"
#include "mlir/Dialect/Linalg/IR/LinalgInterfaces.h"
#include "mlir/Dialect/Linalg/Transforms/Transforms.h"
#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/IR/PatternMatch.h"

namespace mlir::mpt {
#define GEN_PASS_DEF_PREPARELINALGFORGPU
#include "mpt/Conversion/Passes.h.inc"
} // namespace mlir::mpt

using namespace mlir;

static bool isOnDeviceOrInParallelLoop(Operation *op) {
  return op->getParentOfType<scf::ParallelOp>() || mpt::isDeviceCode(op);
}

/// The loops of `op` with the parallel ones first (each group in its
/// order), or an empty vector when they already are.
static SmallVector<unsigned> getParallelFirstOrder(linalg::LinalgOp op) {
  SmallVector<unsigned> parallel, reduction;
  for (auto [dim, iterator] : llvm::enumerate(op.getIteratorTypesArray()))
    (iterator == utils::IteratorType::parallel ? parallel : reduction)
        .push_back(dim);
  SmallVector<unsigned> order = parallel;
  order.append(reduction);
  if (llvm::equal(order, llvm::seq<unsigned>(0, order.size())))
    return {};
  return order;
}

/// `cf.assert %c, msg` as `scf.if (!%c) { cf.assert false, msg }`: the
/// same check, which convert-parallel-loops-to-gpu takes into a kernel (it
/// leaves a loop whose body holds a bare assert on the host, reading device
/// memory) and the NVVM lowering turns into `__assertfail`.
static void guardAssert(cf::AssertOp assertOp) {
  OpBuilder builder(assertOp);
  Location loc = assertOp.getLoc();
  Value holds = assertOp.getArg();
  Value yes = arith::ConstantIntOp::create(builder, loc, 1, 1);
  Value fails = arith::XOrIOp::create(builder, loc, holds, yes);
  auto ifOp = scf::IfOp::create(builder, loc, fails, /*withElseRegion=*/false);
  builder.setInsertionPointToStart(ifOp.thenBlock());
  Value no = arith::ConstantIntOp::create(builder, loc, 0, 1);
  cf::AssertOp::create(builder, loc, no, assertOp.getMsg());
  assertOp.erase();
}

/// `math.fpowi %x, %n` with an i64 exponent (torch's integer powers) as
/// one with an i32 exponent: libdevice's `__nv_powif` and `__nv_powi` take
/// an int, and the NVVM lowering would call them through a prototype that
/// does not match. Exponents beyond i32 saturate to the largest even or odd
/// i32 of their parity: for an f32 base the power is then 0, 1, -1 or
/// infinite either way.
static void narrowPowerExponent(math::FPowIOp power) {
  OpBuilder builder(power);
  Location loc = power.getLoc();
  Type i64 = builder.getI64Type(), i32 = builder.getI32Type();
  Value n = power.getRhs();
  auto constant = [&](int64_t value) -> Value {
    return arith::ConstantIntOp::create(builder, loc, i64, value);
  };
  Value parity = arith::AndIOp::create(builder, loc, n, constant(1));
  // INT32_MAX - 1 + parity above, INT32_MIN + parity below.
  Value high =
      arith::AddIOp::create(builder, loc, constant(INT32_MAX - 1), parity);
  Value low = arith::AddIOp::create(builder, loc, constant(INT32_MIN), parity);
  Value clamped = arith::SelectOp::create(
      builder, loc,
      arith::CmpIOp::create(builder, loc, arith::CmpIPredicate::sgt, n,
                            constant(INT32_MAX)),
      high,
      arith::SelectOp::create(builder, loc,
                              arith::CmpIOp::create(builder, loc,
                                                    arith::CmpIPredicate::slt,
                                                    n, constant(INT32_MIN)),
                              low, n));
  power.getRhsMutable().assign(
      arith::TruncIOp::create(builder, loc, i32, clamped));
}

/// Moves `op` into a new `scf.parallel (%i) = (0) to (1)` at its place.
static void wrapInOneIterationLoop(Operation *op) {
  OpBuilder builder(op);
  Location loc = op->getLoc();
  Value zero = arith::ConstantIndexOp::create(builder, loc, 0);
  Value one = arith::ConstantIndexOp::create(builder, loc, 1);
  auto loop = scf::ParallelOp::create(builder, loc, ValueRange{zero},
                                      ValueRange{one}, ValueRange{one});
  op->moveBefore(loop.getBody()->getTerminator());
}

namespace {
struct PrepareLinalgForGPUPass
    : public mpt::impl::PrepareLinalgForGPUBase<PrepareLinalgForGPUPass> {
  void runOnOperation() override {
    IRRewriter rewriter(&getContext());
    SmallVector<memref::CopyOp> copies;
    getOperation().walk([&](memref::CopyOp copy) {
      if (!isOnDeviceOrInParallelLoop(copy))
        copies.push_back(copy);
    });
    for (memref::CopyOp copy : copies) {
      rewriter.setInsertionPoint(copy);
      linalg::CopyOp::create(rewriter, copy.getLoc(), copy.getSource(),
                             copy.getTarget());
      rewriter.eraseOp(copy);
    }

    SmallVector<linalg::LinalgOp> ops;
    getOperation().walk([&](linalg::LinalgOp op) {
      if (op.hasPureBufferSemantics() && !isOnDeviceOrInParallelLoop(op))
        ops.push_back(op);
    });
    for (linalg::LinalgOp op : ops) {
      SmallVector<cf::AssertOp> asserts;
      op->walk([&](cf::AssertOp assertOp) { asserts.push_back(assertOp); });
      for (cf::AssertOp assertOp : asserts)
        guardAssert(assertOp);
      op->walk([&](math::FPowIOp power) {
        if (power.getRhs().getType().isInteger(64))
          narrowPowerExponent(power);
      });
      if (op.getNumParallelLoops() == 0) {
        wrapInOneIterationLoop(op);
        continue;
      }
      SmallVector<unsigned> order = getParallelFirstOrder(op);
      if (order.empty())
        continue;
      auto generic = dyn_cast<linalg::GenericOp>(op.getOperation());
      if (!generic) {
        rewriter.setInsertionPoint(op);
        FailureOr<linalg::GenericOp> generalized =
            linalg::generalizeNamedOp(rewriter, op);
        if (failed(generalized))
          continue; // stays a host loop of launches: slow, still correct
        generic = *generalized;
      }
      (void)linalg::interchangeGenericOp(rewriter, generic, order);
    }
  }
};
} // namespace
