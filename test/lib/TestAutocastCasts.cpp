//===- TestAutocastCasts.cpp - Casts PyTorch's autocast would make --------===//
//
// A model of torch.autocast's casting on an FP32 training step (forward and
// backward, as mpt-autodiff writes it), for comparison with
// mpt-auto-mixed-precision's casts (benchmarks/cast_counts.py). Ops are
// visited in program order with each value's dtype:
//   allow ops (autocast's lower-precision list: matmul, linear, conv, ...)
//     cast every FP32 compute operand to the compute type and produce it;
//     a cast of a parameter argument is cached for the step (autocast's
//     weight cache), every other cast is made at each use;
//   deny ops (autocast's FP32 list: softmax, log, norms, losses, ...) and
//     ops without a policy cast every low operand to FP32;
//   other ops (promote / pass-through) run in their widest float operand:
//     low operands are cast to FP32 when any compute operand is FP32;
//   terminators cast low operands back to their declared FP32 type.
// Autograd's backward runs in the forward's dtypes and casts at the same
// boundaries; applying the rules to the backward ops approximates that.
// Bytes per cast: elements times (source + destination bytes), as
// CastTraffic counts mpt's casts. Reports "autocast: N casts, B bytes
// converted per call" per function.
//
//===----------------------------------------------------------------------===//

#include "mpt/Dialect/Mpt/IR/MptInterfaces.h"
#include "mpt/Dialect/Mpt/IR/StepAttributes.h"
#include "mpt/Dialect/Mpt/Transforms/CastTraffic.h"
#include "mpt/Dialect/Mpt/Transforms/PrecisionColouring.h"

#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/Matchers.h"
#include "mlir/Interfaces/FunctionInterfaces.h"
#include "mlir/Pass/Pass.h"
#include "llvm/Support/FormatVariadic.h"

using namespace mlir;
using namespace mlir::mpt;

namespace {
struct TestAutocastCastsPass
    : PassWrapper<TestAutocastCastsPass, OperationPass<ModuleOp>> {
  MLIR_DEFINE_EXPLICIT_INTERNAL_INLINE_TYPE_ID(TestAutocastCastsPass)

  StringRef getArgument() const final { return "test-mpt-autocast-casts"; }
  StringRef getDescription() const final {
    return "Report the casts a model of PyTorch's autocast (f16) would make";
  }

  void runOnOperation() override {
    Type low = Float16Type::get(&getContext());
    getOperation().walk([&](FunctionOpInterface fn) {
      if (!fn.isExternal())
        fn.emitRemark() << "autocast: " << model(fn, low);
    });
    markAllAnalysesPreserved();
  }

  static std::string model(FunctionOpInterface fn, Type low) {
    // Values currently in the compute type; all others are as declared.
    llvm::DenseSet<Value> isLow;
    llvm::DenseSet<Value> cachedWeights;
    CastTraffic traffic;
    auto isFloat = [](Value v) {
      return isa<FloatType>(getElementTypeOrSelf(v.getType()));
    };
    auto castToLow = [&](Operation *at, Value v) {
      auto arg = dyn_cast<BlockArgument>(v);
      bool weight = arg && arg.getOwner() == &fn.getFunctionBody().front() &&
                    getArgRole(fn, arg.getArgNumber()) == Role::Param;
      if (weight && !cachedWeights.insert(v).second)
        return;
      traffic.add(at, v.getType(), withElementType(v.getType(), low));
    };
    auto castToHigh = [&](Operation *at, Value v) {
      traffic.add(at, withElementType(v.getType(), low), v.getType());
    };

    fn.getFunctionBody().walk<WalkOrder::PreOrder>([&](Operation *op) {
      auto policy = dyn_cast<PrecisionPolicyOpInterface>(op);
      if (!policy || op->hasTrait<OpTrait::IsTerminator>()) {
        for (Value v : op->getOperands())
          if (isLow.contains(v))
            castToHigh(op, v);
        return WalkResult::advance();
      }
      PrecisionClass cls = policy.getPrecisionClass();
      SmallVector<unsigned> compute;
      // Inits and constants take any dtype (as a Python scalar does not
      // promote): they neither decide an op's dtype nor get cast.
      for (OpOperand &operand : op->getOpOperands()) {
        Operation *producer = operand.get().getDefiningOp();
        if (isFloat(operand.get()) &&
            policy.isComputeOperand(operand.getOperandNumber()) &&
            !(producer && isDataFreeInit(producer)) &&
            !matchPattern(operand.get(), m_Constant()))
          compute.push_back(operand.getOperandNumber());
      }
      bool resultLow = false;
      switch (cls) {
      case PrecisionClass::Allow:
        for (unsigned i : compute)
          if (!isLow.contains(op->getOperand(i)))
            castToLow(op, op->getOperand(i));
        resultLow = true;
        break;
      case PrecisionClass::Deny:
        for (Value v : op->getOperands())
          if (isLow.contains(v))
            castToHigh(op, v);
        break;
      case PrecisionClass::Infer:
      case PrecisionClass::Clear: {
        bool anyHigh = llvm::any_of(compute, [&](unsigned i) {
          return !isLow.contains(op->getOperand(i));
        });
        for (Value v : op->getOperands())
          if (isLow.contains(v) && anyHigh)
            castToHigh(op, v);
        resultLow = !anyHigh && !compute.empty();
        break;
      }
      }
      if (resultLow)
        for (OpResult result : op->getResults())
          if (isFloat(result))
            isLow.insert(result);
      // A payload runs in its op's dtype: nothing inside is cast.
      return WalkResult::skip();
    });
    return llvm::formatv("{0} casts, {1}",
                         traffic.numCounted + traffic.numUncounted,
                         traffic.describe())
        .str();
  }
};
} // namespace

namespace mlir::mpt::test {
void registerTestAutocastCastsPass() {
  PassRegistration<TestAutocastCastsPass>();
}
} // namespace mlir::mpt::test
