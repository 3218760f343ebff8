//===- Fp8GemmRoles.cpp - Which GEMM of a layer a contraction is ----------===//

#include "Fp8GemmRoles.h"
#include "mpt/Dialect/Mpt/IR/MptOps.h"
#include "mpt/Dialect/Mpt/IR/StepAttributes.h"
#include "mpt/Dialect/Mpt/Transforms/CastTraffic.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Linalg/IR/LinalgInterfaces.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "llvm/ADT/SetVector.h"

using namespace mlir;
using namespace mlir::mpt;

Value mlir::mpt::getLayoutRoot(Value value) {
  while (Operation *producer = value.getDefiningOp()) {
    if (!isFloatConversion(producer) &&
        !isa<TransposeOp, ReshapeOp, tensor::CollapseShapeOp,
             tensor::ExpandShapeOp, linalg::TransposeOp>(producer))
      break;
    value = producer->getOperand(0);
  }
  return value;
}

static bool isContraction(Operation *op) {
  if (isa<MatmulOp>(op))
    return true;
  auto linalgOp = dyn_cast<linalg::LinalgOp>(op);
  return linalgOp && linalg::isaContractionOpInterface(linalgOp);
}

static bool isBackward(Operation *op) {
  return getPhase(op) == Phase::Backward;
}

/// True if `found` holds for an op that `op`'s result reaches along forward
/// ops through no other contraction; a yield (the skipped-step scf.if the
/// loss scaling builds) continues from the op it yields to.
static bool reachesForward(Operation *op,
                           function_ref<bool(Operation *)> found) {
  SmallVector<Operation *> work{op};
  llvm::SmallPtrSet<Operation *, 32> seen{op};
  while (!work.empty()) {
    Operation *current = work.pop_back_val();
    for (Operation *user : current->getUsers()) {
      if (user->hasTrait<OpTrait::ReturnLike>() &&
          !isa<FunctionOpInterface>(user->getParentOp()))
        user = user->getParentOp();
      if (isBackward(user) || isContraction(user) || !seen.insert(user).second)
        continue;
      if (found(user))
        return true;
      work.push_back(user);
    }
  }
  return false;
}

/// True if `op`'s result reaches a result of its function.
static bool reachesResult(Operation *op) {
  return reachesForward(op, [](Operation *reader) {
    return reader->hasTrait<OpTrait::ReturnLike>() &&
           isa<FunctionOpInterface>(reader->getParentOp());
  });
}

/// True if `op`'s result decides an integer tensor other than a mask (an
/// index: argmax, top-k) that the forward reads. A max that also returns
/// its argmax, as torch-mlir's softmax does, decides nothing when only the
/// max's derivative reads the index.
static bool decidesIndices(Operation *op) {
  return reachesForward(op, [](Operation *reader) {
    return llvm::any_of(reader->getResults(), [](OpResult result) {
      Type element = getElementTypeOrSelf(result.getType());
      bool isIndex = element.isIndex() || (element.isInteger() &&
                                           element.getIntOrFloatBitWidth() > 1);
      return isIndex && llvm::any_of(result.getUsers(), [](Operation *user) {
               return !isBackward(user);
             });
    });
  });
}

Fp8GemmRoles::Fp8GemmRoles(
    FunctionOpInterface fn,
    ArrayRef<std::pair<Operation *, std::pair<Value, Value>>> contractions)
    : fn(fn), entry(&fn.getFunctionBody().front()) {
  // Without weights (no argument is a parameter or a frozen weight: a
  // function that is not a training step) no product can be told to be
  // attention.
  bool hasWeights = llvm::any_of(entry->getArguments(), [&](BlockArgument a) {
    return hasArgRole(fn, a.getArgNumber(), {Role::Param, Role::Frozen});
  });
  for (auto [op, operands] : contractions) {
    if (isBackward(op)) {
      Value lhs = getLayoutRoot(operands.first);
      Value rhs = getLayoutRoot(operands.second);
      backwardReaders[lhs].push_back({op, operands.second});
      if (rhs != lhs)
        backwardReaders[rhs].push_back({op, operands.first});
      continue;
    }
    Value lhs = getLayoutRoot(operands.first);
    Value rhs = getLayoutRoot(operands.second);
    readers[lhs].push_back({op, rhs});
    if (rhs != lhs)
      readers[rhs].push_back({op, lhs});
    Fp8KeptLayer kept{reachesResult(op), decidesIndices(op),
                      hasWeights && !isWeight(operands.first) &&
                          !isWeight(operands.second)};
    if (kept.lmHead || kept.routing || kept.attention)
      keptForward[op] = kept;
    if (isWeight(operands.first) || isWeight(operands.second))
      linears.push_back(op);
  }
}

bool Fp8GemmRoles::isWeight(Value value) const {
  auto argument = dyn_cast<BlockArgument>(getLayoutRoot(value));
  return argument && argument.getOwner() == entry &&
         hasArgRole(fn, argument.getArgNumber(), {Role::Param, Role::Frozen});
}

Operation *Fp8GemmRoles::getForwardOwner(Value forwardOperand) const {
  auto it = readers.find(getLayoutRoot(forwardOperand));
  if (it == readers.end())
    return nullptr;
  // A weight's reader, or, for an activation, the reader that multiplies it
  // by a weight (a linear layer) before any other (attention's products).
  for (auto [op, other] : it->second)
    if (isWeight(forwardOperand) || isWeight(other))
      return op;
  return it->second.front().first;
}

Fp8GemmRole Fp8GemmRoles::getRole(Operation *op,
                                  std::pair<bool, bool> gradient) const {
  if (!isBackward(op) || gradient.first == gradient.second)
    return isBackward(op) ? Fp8GemmRole::InputGradient : Fp8GemmRole::Forward;
  Value forwardOperand =
      op->getOperand(gradient.first ? 1 : 0); // lhs, rhs are operands 0, 1
  // dX = dY . W^T reads the weight; dW = X^T . dY reads the input of a
  // product with a weight.
  if (isWeight(forwardOperand))
    return Fp8GemmRole::InputGradient;
  Operation *owner = getForwardOwner(forwardOperand);
  if (!owner)
    return Fp8GemmRole::InputGradient;
  for (auto [reader, other] : readers.lookup(getLayoutRoot(forwardOperand)))
    if (reader == owner && isWeight(other))
      return Fp8GemmRole::WeightGradient;
  return Fp8GemmRole::InputGradient;
}

/// The forward product a product of the step belongs to: itself, or for a
/// backward product the owner of its forward operand.
static Operation *
getForwardProduct(Operation *op, std::pair<bool, bool> gradient,
                  function_ref<Operation *(Value)> getForwardOwner) {
  if (!isBackward(op))
    return op;
  return gradient.first == gradient.second
             ? nullptr
             : getForwardOwner(op->getOperand(gradient.first ? 1 : 0));
}

Fp8KeptLayer Fp8GemmRoles::getKeptLayer(Operation *op,
                                        std::pair<bool, bool> gradient) const {
  Operation *forward = getForwardProduct(
      op, gradient, [&](Value value) { return getForwardOwner(value); });
  return forward ? keptForward.lookup(forward) : Fp8KeptLayer();
}

std::optional<int64_t>
Fp8GemmRoles::getLinearIndex(Operation *op,
                             std::pair<bool, bool> gradient) const {
  Operation *forward = getForwardProduct(
      op, gradient, [&](Value value) { return getForwardOwner(value); });
  // A weight gradient X^T dY: the layer whose dX = dY W reads the same dY
  // (several layers may read X: Q, K and V).
  if (isBackward(op) && gradient.first != gradient.second &&
      !isWeight(op->getOperand(gradient.first ? 1 : 0))) {
    Value gradientRoot = getLayoutRoot(op->getOperand(gradient.first ? 0 : 1));
    for (auto [reader, other] : backwardReaders.lookup(gradientRoot))
      if (reader != op && isWeight(other)) {
        forward = getForwardOwner(other);
        break;
      }
  }
  auto it = llvm::find(linears, forward);
  if (!forward || it == linears.end())
    return std::nullopt;
  return it - linears.begin();
}
