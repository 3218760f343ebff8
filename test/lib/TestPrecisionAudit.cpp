//===- TestPrecisionAudit.cpp - What ran low after precision assignment ---===//
//
// An audit of a mixed-precision module written independently of the policy
// interface, from the ops' structure only:
//   contractions and convolutions (upstream's matchers; max/min poolings
//   and other payloads that compare floats, such as a max pooling's
//   backward counting ties, excluded) must read low-precision (f16/bf16)
//   inputs and accumulate into FP32 inits;
//   sensitive ops - any other linalg op with a reduction iterator (sums,
//   means, variances, losses) or a payload with math.exp, math.log,
//   math.sqrt or math.rsqrt (softmax, log-softmax, normalisation) - must
//   have no low-precision float operand or result.
// Reports per module: "audit: C contractions, L low with FP32 accumulation;
// S sensitive ops, K low", and an error remark at each op that breaks a rule.
//
//===----------------------------------------------------------------------===//

#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Linalg/IR/LinalgInterfaces.h"
#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/Pass/Pass.h"

using namespace mlir;

static bool isLow(Type type) {
  Type element = getElementTypeOrSelf(type);
  return element.isF16() || element.isBF16();
}

static bool comparesFloats(linalg::LinalgOp op) {
  return llvm::any_of(op.getBlock()->without_terminator(), [](Operation &o) {
    return isa<arith::MaximumFOp, arith::MinimumFOp, arith::MaxNumFOp,
               arith::MinNumFOp, arith::CmpFOp>(o);
  });
}

static bool isContraction(linalg::LinalgOp op) {
  if (op.getNumDpsInputs() < 2 || op.getNumReductionLoops() == 0)
    return false;
  return linalg::isaContractionOpInterface(op) ||
         (linalg::isaConvolutionOpInterface(op) && !comparesFloats(op));
}

static bool isSensitive(linalg::LinalgOp op) {
  if (op.getNumReductionLoops() > 0)
    return true;
  return llvm::any_of(op.getBlock()->without_terminator(), [](Operation &o) {
    return isa<math::ExpOp, math::LogOp, math::SqrtOp, math::RsqrtOp>(o);
  });
}

static bool hasFloat(linalg::LinalgOp op) {
  return llvm::any_of(op->getOperandTypes(), [](Type type) {
    return isa<FloatType>(getElementTypeOrSelf(type));
  });
}

namespace {
struct TestPrecisionAuditPass
    : PassWrapper<TestPrecisionAuditPass, OperationPass<ModuleOp>> {
  MLIR_DEFINE_EXPLICIT_INTERNAL_INLINE_TYPE_ID(TestPrecisionAuditPass)

  StringRef getArgument() const final { return "test-mpt-precision-audit"; }
  StringRef getDescription() const final {
    return "Check that contractions run low with FP32 accumulation and "
           "sensitive ops stay FP32";
  }

  void runOnOperation() override {
    unsigned contractions = 0, lowContractions = 0, sensitive = 0,
             lowSensitive = 0;
    getOperation().walk([&](linalg::LinalgOp op) {
      if (!op.getBlock() || !hasFloat(op))
        return;
      if (isContraction(op)) {
        ++contractions;
        bool inputsLow =
            llvm::all_of(op.getDpsInputOperands(), [](OpOperand *operand) {
              return isLow(operand->get().getType());
            });
        bool accumulatesHigh =
            llvm::none_of(op.getDpsInitsMutable(), [](OpOperand &init) {
              return isLow(init.get().getType());
            });
        if (inputsLow && accumulatesHigh)
          ++lowContractions;
        else
          op.emitRemark("audit: contraction not low with FP32 accumulation");
        return;
      }
      if (!isSensitive(op))
        return;
      ++sensitive;
      if (llvm::any_of(op->getOperandTypes(), isLow) ||
          llvm::any_of(op->getResultTypes(), isLow)) {
        ++lowSensitive;
        op.emitRemark("audit: precision-sensitive op in low precision");
      }
    });
    getOperation().emitRemark()
        << "audit: " << contractions << " contractions, " << lowContractions
        << " low with FP32 accumulation; " << sensitive << " sensitive ops, "
        << lowSensitive << " low";
    markAllAnalysesPreserved();
  }
};
} // namespace

namespace mlir::mpt::test {
void registerTestPrecisionAuditPass() {
  PassRegistration<TestPrecisionAuditPass>();
}
} // namespace mlir::mpt::test
