//===- Autodiff.cpp - mpt-autodiff ----------------------------------------===//
//
// Reverse mode on a straight-line function body: clone the forward, find the
// active values (depending on a wrt argument and reaching the loss, through
// operands and through values that regions read from above), then walk the
// clones backwards asking each op's VJP rule for the cotangents of its
// operands and captured values, and summing them per value.
//
//===----------------------------------------------------------------------===//

#include "mpt/Dialect/Mpt/IR/MptInterfaces.h"
#include "mpt/Dialect/Mpt/IR/MptOps.h"
#include "mpt/Dialect/Mpt/IR/StepAttributes.h"
#include "mpt/Dialect/Mpt/Transforms/Passes.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/Diagnostics.h"
#include "mlir/IR/IRMapping.h"
#include "mlir/IR/SymbolTable.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"
#include "llvm/ADT/DenseSet.h"
#include "llvm/ADT/ScopeExit.h"

namespace mlir::mpt {
#define GEN_PASS_DEF_AUTODIFF
#include "mpt/Dialect/Mpt/Transforms/Passes.h.inc"
} // namespace mlir::mpt

using namespace mlir;
using namespace mlir::mpt;

namespace {
/// Records the top-level ops a builder creates, to tag their phase and to
/// clean up the dead ones.
struct CreatedOps : OpBuilder::Listener {
  void notifyOperationInserted(Operation *op, OpBuilder::InsertPoint) override {
    if (!op->getParentOp() || op->getBlock() == block)
      ops.push_back(op);
  }
  Block *block = nullptr;
  SmallVector<Operation *> ops;
};

struct Derivative {
  Value loss;
  /// The callee's results after the loss, as the forward computes them.
  SmallVector<Value> auxiliary;
  SmallVector<Value> gradients;
};
} // namespace

/// Zeros of a float scalar or tensor type.
static Value zerosLike(OpBuilder &b, Location loc, Type type) {
  if (isa<FloatType>(type))
    return arith::ConstantOp::create(b, loc, b.getFloatAttr(type, 0.0));
  auto tensor = cast<RankedTensorType>(type);
  return arith::ConstantOp::create(
      b, loc,
      DenseElementsAttr::get(tensor,
                             b.getFloatAttr(tensor.getElementType(), 0.0)));
}

/// A float scalar or a ranked tensor of floats: what carries a cotangent.
static bool isFloatValue(Type type) {
  if (isa<FloatType>(type))
    return true;
  auto tensor = dyn_cast<RankedTensorType>(type);
  return tensor && isa<FloatType>(tensor.getElementType());
}

/// What an op's results depend on: its operands, then the values its
/// regions read from above (a gather's table in a linalg payload).
static SmallVector<Value> getDataInputs(Operation *op) {
  SmallVector<Value> inputs(op->getOperands());
  llvm::append_range(inputs, getValuesCapturedByRegions(op));
  return inputs;
}

/// Clones `block` (without its terminator) at `b`, with each call of a
/// function that has a single-block body replaced by a copy of that body, so
/// the derivative sees through helper functions (a model called by its
/// loss). `inlining` holds the functions being copied, to refuse recursion.
static LogicalResult cloneInlined(OpBuilder &b, Block &block,
                                  IRMapping &mapping,
                                  SmallVectorImpl<Operation *> &forward,
                                  SmallVectorImpl<Operation *> &inlining) {
  for (Operation &op : block.without_terminator()) {
    auto call = dyn_cast<func::CallOp>(&op);
    auto target = call ? SymbolTable::lookupNearestSymbolFrom<func::FuncOp>(
                             call, call.getCalleeAttr())
                       : func::FuncOp();
    if (!target || target.isExternal()) {
      forward.push_back(b.clone(op, mapping));
      continue;
    }
    if (llvm::is_contained(inlining, target.getOperation()))
      return call.emitOpError("cannot be differentiated: @")
             << target.getSymName() << " calls itself";
    if (!target.getBody().hasOneBlock())
      return call.emitOpError("cannot be differentiated: the body of @")
             << target.getSymName() << " must be a single block";
    IRMapping calleeMapping;
    for (auto [argument, operand] :
         llvm::zip(target.getArguments(), call.getOperands()))
      calleeMapping.map(argument, mapping.lookupOrDefault(operand));
    inlining.push_back(target);
    if (failed(cloneInlined(b, target.getBody().front(), calleeMapping, forward,
                            inlining)))
      return failure();
    inlining.pop_back();
    Operation *returnOp = target.getBody().front().getTerminator();
    for (auto [result, returned] :
         llvm::zip(call.getResults(), returnOp->getOperands()))
      mapping.map(result, calleeMapping.lookupOrDefault(returned));
  }
  return success();
}

/// Builds the derivative of `callee` at `args` with respect to `wrt` at the
/// builder's insertion point.
static FailureOr<Derivative> buildDerivative(OpBuilder &b, Location loc,
                                             FunctionOpInterface callee,
                                             ValueRange args,
                                             ArrayRef<int64_t> wrt, Value seed,
                                             unsigned &numBackwardOps) {
  Region &body = callee.getFunctionBody();
  if (!body.hasOneBlock())
    return callee.emitOpError("cannot be differentiated: its body must be a "
                              "single block");
  Block &block = body.front();
  // value_and_grad's verifier makes the callee return the loss first.
  Operation *terminator = block.getTerminator();

  CreatedOps created;
  created.block = b.getInsertionBlock();
  OpBuilder::Listener *previousListener = b.getListener();
  b.setListener(&created);
  auto restoreListener =
      llvm::scope_exit([&] { b.setListener(previousListener); });

  // Forward: a copy of the body.
  IRMapping mapping;
  mapping.map(block.getArguments(), args);
  // The gradients are partial derivatives, by argument position: a value
  // passed both at a `wrt` position and at another one (a weight and its
  // frozen twin) is read at the other position through a copy, which the
  // activity analysis below does not follow.
  llvm::SmallDenseSet<Value> differentiated;
  for (int64_t index : wrt)
    differentiated.insert(args[index]);
  for (auto [position, arg] : llvm::enumerate(args)) {
    if (llvm::is_contained(wrt, int64_t(position)) ||
        !differentiated.contains(arg))
      continue;
    // (value_and_grad's verifier makes every `wrt` argument a tensor.)
    mapping.map(block.getArgument(position),
                tensor::CastOp::create(b, loc, arg.getType(), arg));
  }
  SmallVector<Operation *> forward;
  SmallVector<Operation *> inlining = {callee};
  if (failed(cloneInlined(b, block, mapping, forward, inlining)))
    return failure();
  size_t numForward = created.ops.size();
  Value loss = mapping.lookup(terminator->getOperand(0));

  // Active values: depending on a wrt argument and reaching the loss. A
  // value read inside a region counts as an input of the op holding it.
  llvm::DenseMap<Operation *, SmallVector<Value>> dataInputs;
  for (Operation *op : forward)
    dataInputs[op] = getDataInputs(op);
  llvm::DenseSet<Value> varied, useful;
  for (int64_t index : wrt)
    varied.insert(args[index]);
  for (Operation *op : forward)
    if (llvm::any_of(dataInputs[op],
                     [&](Value v) { return varied.contains(v); }))
      varied.insert(op->result_begin(), op->result_end());
  useful.insert(loss);
  for (Operation *op : llvm::reverse(forward))
    if (llvm::any_of(op->getResults(),
                     [&](Value v) { return useful.contains(v); }))
      useful.insert(dataInputs[op].begin(), dataInputs[op].end());
  auto isActive = [&](Value v) {
    return varied.contains(v) && useful.contains(v);
  };

  // Backward. Cotangents are summed with mpt.add in mpt graphs and with
  // arith.addf on upstream-only IR, which stays upstream-only.
  bool usesMpt = llvm::any_of(
      forward, [](Operation *op) { return isa<MptDialect>(op->getDialect()); });
  llvm::DenseMap<Value, Value> cotangents;
  auto accumulate = [&](Value value, Value cotangent) {
    auto [it, inserted] = cotangents.try_emplace(value, cotangent);
    if (!inserted)
      it->second =
          usesMpt && isa<RankedTensorType>(value.getType())
              ? Value(AddOp::create(b, loc, it->second, cotangent))
              : Value(arith::AddFOp::create(b, loc, it->second, cotangent));
  };
  if (isActive(loss))
    cotangents[loss] =
        seed
            ? seed
            : arith::ConstantOp::create(
                  b, loc,
                  DenseElementsAttr::get(cast<RankedTensorType>(loss.getType()),
                                         b.getFloatAttr(b.getF32Type(), 1.0)));
  for (Operation *op : llvm::reverse(forward)) {
    if (llvm::none_of(op->getResults(),
                      [&](Value v) { return cotangents.count(v); }))
      continue;
    auto vjp = dyn_cast<VjpOpInterface>(op);
    if (!vjp)
      return op->emitOpError("cannot be differentiated: it has no VJP rule "
                             "(VjpOpInterface)");
    SmallVector<Value> resultCotangents;
    for (OpResult result : op->getResults()) {
      Value cotangent = cotangents.lookup(result);
      if (!cotangent && isFloatValue(result.getType()))
        cotangent = zerosLike(b, loc, result.getType());
      resultCotangents.push_back(cotangent);
    }
    SmallVector<Value> operandCotangents;
    // A rule that fails says why; a generic error only if it did not.
    bool reported = false;
    LogicalResult built = success();
    {
      ScopedDiagnosticHandler watch(op->getContext(), [&](Diagnostic &diag) {
        reported |= diag.getSeverity() == DiagnosticSeverity::Error;
        return failure();
      });
      built = vjp.buildVjp(b, resultCotangents, operandCotangents);
    }
    if (failed(built))
      return reported ? failure() : op->emitOpError("failed to build its VJP");
    ArrayRef<Value> inputs = dataInputs[op];
    unsigned numOperands = op->getNumOperands();
    if (operandCotangents.size() != numOperands &&
        operandCotangents.size() != inputs.size())
      return op->emitOpError("VJP rule returned ")
             << operandCotangents.size() << " cotangents for " << numOperands
             << " operands and " << inputs.size() - numOperands
             << " captured values";
    // A rule that covers only the operands cannot differentiate what its
    // regions read from above: an active capture would get a silent zero.
    for (Value captured : inputs.drop_front(operandCotangents.size()))
      if (isActive(captured) && isFloatValue(captured.getType()))
        return op->emitOpError("cannot be differentiated: its VJP rule does "
                               "not propagate to a value its region reads "
                               "from above")
                   .attachNote(captured.getLoc())
               << "the value read from above";
    for (auto [input, cotangent] : llvm::zip(inputs, operandCotangents))
      if (cotangent && isActive(input))
        accumulate(input, cotangent);
  }

  Derivative derivative{loss, {}, {}};
  for (Value auxiliary : terminator->getOperands().drop_front())
    derivative.auxiliary.push_back(mapping.lookupOrDefault(auxiliary));
  for (int64_t index : wrt) {
    Value gradient = cotangents.lookup(args[index]);
    derivative.gradients.push_back(
        gradient ? gradient : zerosLike(b, loc, args[index].getType()));
  }

  // Tag phases; the forward clones are all needed as the loss or as saved
  // values, except those no backward op reads. A rule may place values its
  // backward reads right after its forward op (layer norm's normalised
  // input and statistics): those are forward values too. (Placed after the
  // last clone they are indistinguishable from the backward, and count as
  // such: recomputed, not saved.)
  Operation *lastClone = numForward ? created.ops[numForward - 1] : nullptr;
  for (auto [index, op] : llvm::enumerate(created.ops)) {
    bool forward = index < numForward ||
                   (lastClone && op->getBlock() == lastClone->getBlock() &&
                    op->isBeforeInBlock(lastClone));
    setPhase(op, forward ? Phase::Forward : Phase::Backward);
  }
  numBackwardOps += created.ops.size() - numForward;
  return derivative;
}

/// Erases created ops left without users (a forward value the backward does
/// not need, a cotangent of an inactive value).
static void eraseDeadOps(Block *block) {
  for (Operation &op : llvm::make_early_inc_range(llvm::reverse(*block)))
    if (op.hasAttr(MptDialect::kPhaseAttrName) && isOpTriviallyDead(&op))
      op.erase();
}

namespace {
struct AutodiffPass : mpt::impl::AutodiffBase<AutodiffPass> {
  using AutodiffBase::AutodiffBase;

  /// Expands value_and_grad ops whose callee has none left, callees first,
  /// so a derivative of a derivative works when every op on its path has a
  /// rule; what remains without progress is recursive.
  void runOnOperation() override {
    ModuleOp module = getOperation();
    RunState state;
    while (true) {
      SmallVector<ValueAndGradOp> pending;
      module.walk([&](ValueAndGradOp op) { pending.push_back(op); });
      if (pending.empty())
        break;
      bool progress = false;
      for (ValueAndGradOp op : pending) {
        auto callee =
            state.symbols.lookupNearestSymbolFrom<FunctionOpInterface>(
                op, op.getCalleeAttr());
        if (!callee || callee.isExternal()) {
          op.emitOpError("cannot be differentiated: '")
              << op.getCallee() << "' has no body";
          return signalPassFailure();
        }
        bool calleeDone =
            !callee
                 ->walk([](ValueAndGradOp) { return WalkResult::interrupt(); })
                 .wasInterrupted();
        if (!calleeDone)
          continue;
        if (failed(expand(state, op, callee)))
          return signalPassFailure();
        progress = true;
      }
      if (!progress) {
        pending.front().emitOpError("cannot be differentiated: '")
            << pending.front().getCallee()
            << "' reaches this value_and_grad again (recursion)";
        return signalPassFailure();
      }
    }
    numBackwardOps += state.backwardOps;
  }

  /// What one run shares between expansions; nothing outlives the run.
  struct RunState {
    SymbolTableCollection symbols;
    unsigned backwardOps = 0;
    /// The VJP functions made so far, by name (not-inline mode).
    llvm::DenseMap<StringAttr, func::FuncOp> vjpFunctions;
  };

  LogicalResult expand(RunState &state, ValueAndGradOp op,
                       FunctionOpInterface callee) {
    OpBuilder b(op);
    SmallVector<Value> replacements;
    if (inlineVjp) {
      FailureOr<Derivative> derivative =
          buildDerivative(b, op.getLoc(), callee, op.getArgs(), op.getWrt(),
                          op.getSeed(), state.backwardOps);
      if (failed(derivative))
        return failure();
      replacements.push_back(derivative->loss);
      llvm::append_range(replacements, derivative->auxiliary);
      llvm::append_range(replacements, derivative->gradients);
    } else {
      FailureOr<func::FuncOp> vjp =
          getOrCreateVjpFunction(state, op, callee, op.getWrt());
      if (failed(vjp))
        return failure();
      SmallVector<Value> operands(op.getArgs());
      operands.push_back(
          op.getSeed() ? Value(op.getSeed())
                       : arith::ConstantOp::create(
                             b, op.getLoc(),
                             DenseElementsAttr::get(
                                 RankedTensorType::get({}, b.getF32Type()),
                                 b.getF32FloatAttr(1.0))));
      auto call = func::CallOp::create(b, op.getLoc(), *vjp, operands);
      llvm::append_range(replacements, call.getResults());
    }
    Block *block = op->getBlock();
    op.replaceAllUsesWith(replacements);
    op.erase();
    eraseDeadOps(block);
    ++numExpanded;
    return success();
  }

  /// One VJP function per (callee, wrt): the callee's arguments and the
  /// loss cotangent in, the loss, the auxiliary results and the gradients
  /// (mpt.grad_of) out.
  FailureOr<func::FuncOp> getOrCreateVjpFunction(RunState &state,
                                                 ValueAndGradOp op,
                                                 FunctionOpInterface callee,
                                                 ArrayRef<int64_t> wrt) {
    std::string name = (callee.getName() + "_vjp").str();
    for (int64_t index : wrt)
      name += "_" + std::to_string(index);
    auto key = StringAttr::get(&getContext(), name);
    if (auto existing = state.vjpFunctions.lookup(key))
      return existing;

    MLIRContext *context = &getContext();
    SmallVector<Type> inputs(callee.getArgumentTypes());
    auto f32 = RankedTensorType::get({}, Float32Type::get(context));
    inputs.push_back(f32);
    SmallVector<Type> results(op.getResultTypes());
    OpBuilder b(callee);
    b.setInsertionPointAfter(callee);
    auto vjp = func::FuncOp::create(b, callee.getLoc(), name,
                                    b.getFunctionType(inputs, results));
    SymbolTable(callee->getParentOp()).insert(vjp);
    setArgRole(vjp, inputs.size() - 1, Role::Cotangent);
    unsigned firstGradient = results.size() - wrt.size();
    for (auto [position, index] : llvm::enumerate(wrt))
      vjp.setResultAttr(firstGradient + position, MptDialect::kGradOfAttrName,
                        b.getI64IntegerAttr(index));
    Block *entry = vjp.addEntryBlock();
    b.setInsertionPointToStart(entry);
    FailureOr<Derivative> derivative = buildDerivative(
        b, op.getLoc(), callee, entry->getArguments().drop_back(), wrt,
        entry->getArguments().back(), state.backwardOps);
    if (failed(derivative)) {
      vjp.erase();
      return failure();
    }
    SmallVector<Value> returned{derivative->loss};
    llvm::append_range(returned, derivative->auxiliary);
    llvm::append_range(returned, derivative->gradients);
    func::ReturnOp::create(b, op.getLoc(), returned);
    eraseDeadOps(entry);
    state.vjpFunctions[vjp.getSymNameAttr()] = vjp;
    return vjp;
  }
};
} // namespace
