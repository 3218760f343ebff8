//===- VjpModels.cpp - Reverse-mode rules of upstream ops -----------------===//

#include "mpt/ExternalModels/VjpModels.h"
#include "mpt/Dialect/Mpt/IR/ElementwiseMath.h"
#include "mpt/Dialect/Mpt/IR/MptInterfaces.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/DialectRegistry.h"
#include "mlir/IR/IRMapping.h"

using namespace mlir;
using namespace mlir::mpt;

namespace {
/// arith/math elementwise ops: the rule of their kind, emitted as arith and
/// math ops (on tensors or scalars).
template <typename OpTy>
struct KindVjpModel : VjpOpInterface::ExternalModel<KindVjpModel<OpTy>, OpTy> {
  LogicalResult buildVjp(Operation *op, OpBuilder &builder,
                         ValueRange resultCotangents,
                         SmallVectorImpl<Value> &operandCotangents) const {
    ArithMath math(builder, op->getLoc());
    return buildElementwiseKindVjp(math, *getElementwiseKindOf(op),
                                   op->getOperands(), op->getResult(0),
                                   resultCotangents[0], operandCotangents);
  }
};

/// A float cast: the cotangent is cast back.
template <typename OpTy>
struct CastVjpModel : VjpOpInterface::ExternalModel<CastVjpModel<OpTy>, OpTy> {
  LogicalResult buildVjp(Operation *op, OpBuilder &builder,
                         ValueRange resultCotangents,
                         SmallVectorImpl<Value> &operandCotangents) const {
    Type type = op->getOperand(0).getType();
    Value g = resultCotangents[0];
    Location loc = op->getLoc();
    if (isa<arith::ExtFOp>(op))
      operandCotangents.push_back(
          arith::TruncFOp::create(builder, loc, type, g));
    else
      operandCotangents.push_back(arith::ExtFOp::create(builder, loc, type, g));
    return success();
  }
};

/// select(c, a, b): the cotangent goes to the chosen side.
struct SelectVjpModel
    : VjpOpInterface::ExternalModel<SelectVjpModel, arith::SelectOp> {
  LogicalResult buildVjp(Operation *op, OpBuilder &builder,
                         ValueRange resultCotangents,
                         SmallVectorImpl<Value> &operandCotangents) const {
    auto select = cast<arith::SelectOp>(op);
    ArithMath math(builder, op->getLoc());
    Value g = resultCotangents[0];
    Value zero = math.splat(0.0, g);
    operandCotangents.push_back(Value());
    operandCotangents.push_back(arith::SelectOp::create(
        builder, op->getLoc(), select.getCondition(), g, zero));
    operandCotangents.push_back(arith::SelectOp::create(
        builder, op->getLoc(), select.getCondition(), zero, g));
    return success();
  }
};

/// Differentiates a straight-line scalar payload in reverse: `cotangents`
/// holds the cotangents of the yielded values on entry and gets those of
/// everything upstream. Comparisons, constants and indices carry none.
LogicalResult differentiatePayload(OpBuilder &b, ArrayRef<Operation *> ops,
                                   llvm::DenseMap<Value, Value> &cotangents) {
  ArithMath math(b, b.getUnknownLoc());
  for (Operation *op : llvm::reverse(ops)) {
    // Constants and indices are leaves: their cotangents go nowhere.
    if (op->getNumOperands() == 0 ||
        llvm::none_of(op->getResults(),
                      [&](Value v) { return cotangents.count(v); }))
      continue;
    auto vjp = dyn_cast<VjpOpInterface>(op);
    if (!vjp)
      return op->emitOpError("in a linalg payload cannot be differentiated: "
                             "it has no VJP rule");
    SmallVector<Value> resultCotangents;
    for (OpResult result : op->getResults()) {
      Value c = cotangents.lookup(result);
      resultCotangents.push_back(c ? c : math.splat(0.0, result));
    }
    SmallVector<Value> operandCotangents;
    if (failed(vjp.buildVjp(b, resultCotangents, operandCotangents)))
      return failure();
    for (auto [operand, cotangent] :
         llvm::zip_equal(op->getOperands(), operandCotangents)) {
      if (!cotangent || !isa<FloatType>(operand.getType()))
        continue;
      auto [it, inserted] = cotangents.try_emplace(operand, cotangent);
      if (!inserted)
        it->second = math.add(it->second, cotangent);
    }
  }
  return success();
}

/// Every linalg structured op on tensors. For each float input, a generic
/// over the op's iteration space reads the inputs, the forward results (as
/// the values of the inits' block arguments) and the result cotangents, and
/// accumulates the payload's derivative into a tensor of the input's shape;
/// loops the input does not index are reductions (a broadcast's cotangent
/// is summed, a contraction's is contracted with the other operand). Inits
/// are not differentiated.
template <typename OpTy>
struct LinalgVjpModel
    : VjpOpInterface::ExternalModel<LinalgVjpModel<OpTy>, OpTy> {
  LogicalResult buildVjp(Operation *op, OpBuilder &b,
                         ValueRange resultCotangents,
                         SmallVectorImpl<Value> &operandCotangents) const {
    auto linalgOp = cast<linalg::LinalgOp>(op);
    Location loc = op->getLoc();
    if (!linalgOp.hasPureTensorSemantics())
      return op->emitOpError("cannot be differentiated on buffers");
    Block *body = linalgOp.getBlock();
    SmallVector<AffineMap> maps = linalgOp.getIndexingMapsArray();
    unsigned numInputs = linalgOp.getNumDpsInputs();
    unsigned numLoops = linalgOp.getNumLoops();
    SmallVector<OpOperand *> inits;
    for (OpOperand &init : linalgOp.getDpsInitsMutable())
      inits.push_back(&init);

    for (OpOperand *input : linalgOp.getDpsInputOperands()) {
      auto type = dyn_cast<RankedTensorType>(input->get().getType());
      if (!type || !isa<FloatType>(type.getElementType())) {
        operandCotangents.push_back(Value());
        continue;
      }
      unsigned index = input->getOperandNumber();
      AffineMap outMap = maps[index];
      if (!outMap.isProjectedPermutation())
        return op->emitOpError("cannot be differentiated: input #")
               << index << " is not indexed by a projected permutation";
      SmallVector<utils::IteratorType> iterators;
      for (unsigned d = 0; d < numLoops; ++d)
        iterators.push_back(outMap.isFunctionOfDim(d)
                                ? utils::IteratorType::parallel
                                : utils::IteratorType::reduction);
      SmallVector<Value> ins(linalgOp.getDpsInputs());
      SmallVector<AffineMap> backwardMaps(maps.begin(),
                                          maps.begin() + numInputs);
      for (auto [init, result] : llvm::zip_equal(inits, op->getResults())) {
        ins.push_back(result);
        backwardMaps.push_back(maps[init->getOperandNumber()]);
      }
      for (auto [init, cotangent] : llvm::zip_equal(inits, resultCotangents)) {
        ins.push_back(cotangent);
        backwardMaps.push_back(maps[init->getOperandNumber()]);
      }
      backwardMaps.push_back(outMap);
      Value zero = arith::ConstantOp::create(
          b, loc, b.getFloatAttr(type.getElementType(), 0.0));
      Value empty = tensor::EmptyOp::create(b, loc, type.getShape(),
                                            type.getElementType());
      Value init =
          linalg::FillOp::create(b, loc, ValueRange{zero}, ValueRange{empty})
              .getResult(0);

      LogicalResult status = success();
      auto backward = linalg::GenericOp::create(
          b, loc, TypeRange{type}, ins, ValueRange{init}, backwardMaps,
          iterators, [&](OpBuilder &nb, Location nl, ValueRange args) {
            // Recompute the payload from the inputs and the final results.
            IRMapping mapping;
            unsigned numInits = inits.size();
            for (unsigned i = 0; i < numInputs; ++i)
              mapping.map(body->getArgument(i), args[i]);
            for (unsigned i = 0; i < numInits; ++i)
              mapping.map(body->getArgument(numInputs + i),
                          args[numInputs + i]);
            SmallVector<Operation *> cloned;
            for (Operation &payloadOp : body->without_terminator())
              cloned.push_back(nb.clone(payloadOp, mapping));
            llvm::DenseMap<Value, Value> cotangents;
            Operation *yield = body->getTerminator();
            for (auto [i, yielded] : llvm::enumerate(yield->getOperands())) {
              Value g = args[numInputs + numInits + i];
              Value value = mapping.lookupOrDefault(yielded);
              auto [it, inserted] = cotangents.try_emplace(value, g);
              if (!inserted)
                it->second = arith::AddFOp::create(nb, nl, it->second, g);
            }
            if (failed(differentiatePayload(nb, cloned, cotangents)))
              status = failure();
            Value accumulator = args.back();
            Value d = cotangents.lookup(args[index]);
            Value sum = accumulator;
            if (d && status.succeeded())
              sum = arith::AddFOp::create(nb, nl, accumulator, d);
            linalg::YieldOp::create(nb, nl, sum);
          });
      if (failed(status))
        return failure();
      operandCotangents.push_back(backward.getResult(0));
    }
    for (size_t i = 0; i < inits.size(); ++i)
      operandCotangents.push_back(Value());
    return success();
  }
};

template <typename... OpTys> void attachLinalgVjpModels(MLIRContext *context) {
  (OpTys::template attachInterface<LinalgVjpModel<OpTys>>(*context), ...);
}
template <typename... OpTys> void attachKindVjpModels(MLIRContext *context) {
  (OpTys::template attachInterface<KindVjpModel<OpTys>>(*context), ...);
}
} // namespace

void mlir::mpt::registerVjpExternalModels(DialectRegistry &registry) {
  registry.addExtension(+[](MLIRContext *context, arith::ArithDialect *) {
    using namespace arith;
    attachKindVjpModels<AddFOp, SubFOp, MulFOp, DivFOp, MaximumFOp, MaxNumFOp,
                        MinimumFOp, MinNumFOp, NegFOp>(context);
    ExtFOp::attachInterface<CastVjpModel<ExtFOp>>(*context);
    TruncFOp::attachInterface<CastVjpModel<TruncFOp>>(*context);
    SelectOp::attachInterface<SelectVjpModel>(*context);
  });
  registry.addExtension(+[](MLIRContext *context, math::MathDialect *) {
    using namespace math;
    attachKindVjpModels<ExpOp, LogOp, TanhOp, SqrtOp, RsqrtOp>(context);
  });
  // The structured ops whose rule is checked against finite differences;
  // the mechanism is general, but an op joins only with a test.
  registry.addExtension(+[](MLIRContext *context, linalg::LinalgDialect *) {
    using namespace linalg;
    attachLinalgVjpModels<MatmulOp, BatchMatmulOp, ContractOp, GenericOp, MapOp,
                          ReduceOp, BroadcastOp, TransposeOp, CopyOp,
                          ElementwiseOp, AddOp, SubOp, MulOp, DivOp, MaxOp,
                          MinOp, ExpOp, LogOp, NegFOp, SqrtOp, RsqrtOp, TanhOp>(
        context);
  });
}
