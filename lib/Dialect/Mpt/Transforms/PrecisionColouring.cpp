//===- PrecisionColouring.cpp - Grappler's colouring on MLIR --------------===//
//
// Nodes are the ops of a function body (descending into region-branch ops,
// not into payload regions); an edge P -> C exists when a result of P that
// would take the compute type feeds an operand of C that would take it too.
// The four steps follow TensorFlow Grappler's AutoMixedPrecision (see the
// pass description). Every traversal visits a node at most once per root set,
// so colouring is linear in the number of edges.
//
//===----------------------------------------------------------------------===//

#include "mpt/Dialect/Mpt/Transforms/PrecisionColouring.h"
#include "mpt/Dialect/Mpt/IR/MptDialect.h"
#include "mpt/Dialect/Mpt/IR/MptInterfaces.h"

#include "mlir/IR/BuiltinAttributes.h"
#include "mlir/IR/OpDefinition.h"
#include "mlir/Interfaces/ControlFlowInterfaces.h"
#include "llvm/ADT/BitVector.h"

using namespace mlir;
using namespace mlir::mpt;

//===----------------------------------------------------------------------===//
// Overrides
//===----------------------------------------------------------------------===//

FailureOr<PrecisionClassOverrides> PrecisionClassOverrides::create(
    MLIRContext *context, ArrayRef<std::string> allow,
    ArrayRef<std::string> infer, ArrayRef<std::string> clear,
    ArrayRef<std::string> deny) {
  PrecisionClassOverrides overrides;
  auto add = [&](ArrayRef<std::string> names, PrecisionClass cls,
                 StringRef option) -> LogicalResult {
    for (const std::string &name : names) {
      if (!RegisteredOperationName::lookup(name, context))
        return emitError(UnknownLoc::get(context))
               << "'" << name << "' in " << option
               << " is not a registered operation";
      auto [it, inserted] = overrides.classByOpName.try_emplace(name, cls);
      if (!inserted && it->second != cls)
        return emitError(UnknownLoc::get(context))
               << "'" << name << "' is moved into two classes, "
               << stringifyPrecisionClass(it->second) << " and "
               << stringifyPrecisionClass(cls);
    }
    return success();
  };
  if (failed(add(allow, PrecisionClass::Allow, "add-allow")) ||
      failed(add(infer, PrecisionClass::Infer, "add-infer")) ||
      failed(add(clear, PrecisionClass::Clear, "add-clear")) ||
      failed(add(deny, PrecisionClass::Deny, "add-deny")))
    return failure();
  return overrides;
}

std::optional<PrecisionClass>
PrecisionClassOverrides::lookup(StringRef opName) const {
  auto it = classByOpName.find(opName);
  if (it == classByOpName.end())
    return std::nullopt;
  return it->second;
}

//===----------------------------------------------------------------------===//
// Policy queries with the safe defaults
//===----------------------------------------------------------------------===//

Type mlir::mpt::withElementType(Type type, Type elementType) {
  if (auto shaped = dyn_cast<ShapedType>(type))
    return shaped.clone(elementType);
  return elementType;
}

bool mlir::mpt::isComputeOperand(Operation *op, unsigned index) {
  if (auto policy = dyn_cast<PrecisionPolicyOpInterface>(op))
    return policy.isComputeOperand(index);
  return detail::isDefaultComputeValue(op->getOperand(index).getType());
}

bool mlir::mpt::isComputeResult(Operation *op, unsigned index) {
  if (auto policy = dyn_cast<PrecisionPolicyOpInterface>(op))
    return policy.isComputeResult(index);
  return detail::isDefaultComputeValue(op->getResult(index).getType());
}

bool mlir::mpt::isDataFreeInit(Operation *op) {
  auto policy = dyn_cast<PrecisionPolicyOpInterface>(op);
  return policy && policy.isDataFreeInit();
}

/// Terminators and region-branch ops (scf.for, scf.if) are not coloured: the
/// values they carry keep their types, and the ops inside their regions are
/// coloured as part of the function.
static bool isBoundary(Operation *op) {
  return op->hasTrait<OpTrait::IsTerminator>() ||
         (isa<RegionBranchOpInterface>(op) &&
          !isa<PrecisionPolicyOpInterface>(op));
}

static void collectOps(Region &region, SmallVectorImpl<Operation *> &ops) {
  for (Block &block : region)
    for (Operation &op : block) {
      ops.push_back(&op);
      if (isBoundary(&op) && !op.hasTrait<OpTrait::IsTerminator>())
        for (Region &nested : op.getRegions())
          collectOps(nested, ops);
    }
}

//===----------------------------------------------------------------------===//
// Colouring
//===----------------------------------------------------------------------===//

namespace {
/// The data-flow graph that carries precision, with Grappler's traversals.
struct PrecisionGraph {
  SmallVector<SmallVector<unsigned, 2>> successors, predecessors;

  /// Depth-first from every root, entering a node when `enter` allows it;
  /// `visit` sees each entered node once.
  template <typename Neighbours, typename Enter, typename Visit>
  void traverse(ArrayRef<unsigned> roots, Neighbours neighbours, Enter enter,
                Visit visit) const {
    llvm::BitVector seen(successors.size());
    SmallVector<unsigned> stack;
    for (unsigned root : roots) {
      if (seen.test(root))
        continue;
      seen.set(root);
      stack.push_back(root);
      while (!stack.empty()) {
        unsigned node = stack.pop_back_val();
        visit(node);
        for (unsigned next : neighbours(node))
          if (!seen.test(next) && enter(next)) {
            seen.set(next);
            stack.push_back(next);
          }
      }
    }
  }
  auto forward() const {
    return [this](unsigned n) { return ArrayRef<unsigned>(successors[n]); };
  }
  auto backward() const {
    return [this](unsigned n) { return ArrayRef<unsigned>(predecessors[n]); };
  }
};
} // namespace

/// The reason an op of class `cls` has unless propagation changes it.
static PrecisionReason getInitialReason(PrecisionClass cls) {
  switch (cls) {
  case PrecisionClass::Allow:
    return PrecisionReason::AllowClass;
  case PrecisionClass::Infer:
    return PrecisionReason::NotBetweenLowOps;
  case PrecisionClass::Clear:
    return PrecisionReason::NotConnectedToLow;
  case PrecisionClass::Deny:
    return PrecisionReason::DenyClass;
  }
  llvm_unreachable("unknown precision class");
}

PrecisionColouring PrecisionColouring::compute(
    FunctionOpInterface function, const PrecisionClassOverrides &overrides,
    Type computeType, llvm::StringSet<> *matchedOverrides) {
  auto overrideOf = [&](Operation *op) -> std::optional<PrecisionClass> {
    std::optional<PrecisionClass> cls =
        overrides.lookup(op->getName().getStringRef());
    if (cls && matchedOverrides)
      matchedOverrides->insert(op->getName().getStringRef());
    return cls;
  };
  PrecisionColouring colouring;
  collectOps(function.getFunctionBody(), colouring.ops);
  unsigned numOps = colouring.ops.size();
  for (auto [index, op] : llvm::enumerate(colouring.ops))
    colouring.indexOf[op] = index;
  colouring.precisions.resize(numOps);

  // Classes: a pin, else an override, else the policy; deny by default.
  llvm::BitVector boundary(numOps), low(numOps), deny(numOps);
  SmallVector<PrecisionClass> classes(numOps, PrecisionClass::Deny);
  MLIRContext *context = function->getContext();
  for (auto [index, op] : llvm::enumerate(colouring.ops)) {
    OpPrecision &precision = colouring.precisions[index];
    if (isBoundary(op)) {
      boundary.set(index);
      precision.reason = PrecisionReason::Boundary;
      continue;
    }
    // An init carries no colour from one user to another: each user gets it
    // in its own type, so a shared (cse'd) init joins nothing.
    if (isDataFreeInit(op)) {
      (void)overrideOf(op);
      boundary.set(index);
      precision.reason = PrecisionReason::DataFreeInit;
      continue;
    }
    if (auto pin =
            op->getAttrOfType<StringAttr>(MptDialect::kPrecisionAttrName)) {
      if (pin.getValue() == "f32") {
        classes[index] = PrecisionClass::Deny;
        precision.reason = PrecisionReason::PinnedHigh;
      } else {
        classes[index] = PrecisionClass::Allow;
        precision.reason = PrecisionReason::PinnedLow;
        precision.computeType = pin.getValue() == "bf16"
                                    ? Type(BFloat16Type::get(context))
                                    : Type(Float16Type::get(context));
      }
    } else if (std::optional<PrecisionClass> cls = overrideOf(op)) {
      classes[index] = *cls;
      precision.overridden = true;
      precision.reason = getInitialReason(*cls);
    } else if (auto policy = dyn_cast<PrecisionPolicyOpInterface>(op)) {
      classes[index] = policy.getPrecisionClassUnder(overrideOf);
      precision.reason = getInitialReason(classes[index]);
    } else {
      precision.reason = PrecisionReason::Unclassified;
    }
    precision.precisionClass = classes[index];
  }

  PrecisionGraph graph;
  graph.successors.resize(numOps);
  graph.predecessors.resize(numOps);
  for (auto [consumer, op] : llvm::enumerate(colouring.ops)) {
    if (boundary.test(consumer))
      continue;
    for (OpOperand &operand : op->getOpOperands()) {
      auto result = dyn_cast<OpResult>(operand.get());
      if (!result)
        continue;
      auto producer = colouring.indexOf.find(result.getOwner());
      if (producer == colouring.indexOf.end() ||
          boundary.test(producer->second) ||
          !isComputeResult(result.getOwner(), result.getResultNumber()) ||
          !isComputeOperand(op, operand.getOperandNumber()))
        continue;
      graph.successors[producer->second].push_back(consumer);
      graph.predecessors[consumer].push_back(producer->second);
    }
  }
  auto is = [&](unsigned node, PrecisionClass cls) {
    return !boundary.test(node) && classes[node] == cls;
  };
  auto rootsOf = [&](auto predicate) {
    SmallVector<unsigned> roots;
    for (unsigned node = 0; node < numOps; ++node)
      if (predicate(node))
        roots.push_back(node);
    return roots;
  };

  // 1. Allow ops run low.
  for (unsigned node :
       rootsOf([&](unsigned n) { return is(n, PrecisionClass::Allow); }))
    low.set(node);

  // 2. Deny spreads forward through infer/clear ops that lead to a denied
  //    or infer op (a clear op that leads nowhere is left for step 4).
  llvm::BitVector leadsToDenyOrInfer(numOps);
  graph.traverse(
      rootsOf([&](unsigned n) {
        return is(n, PrecisionClass::Deny) || is(n, PrecisionClass::Infer);
      }),
      graph.backward(),
      [&](unsigned n) { return is(n, PrecisionClass::Clear); },
      [&](unsigned n) { leadsToDenyOrInfer.set(n); });
  SmallVector<unsigned> denyRoots =
      rootsOf([&](unsigned n) { return is(n, PrecisionClass::Deny); });
  graph.traverse(
      denyRoots, graph.forward(),
      [&](unsigned n) {
        return leadsToDenyOrInfer.test(n) && !is(n, PrecisionClass::Deny) &&
               !low.test(n);
      },
      [&](unsigned n) {
        deny.set(n);
        if (!is(n, PrecisionClass::Deny))
          colouring.precisions[n].reason = PrecisionReason::DownstreamOfDeny;
      });

  auto isFree = [&](unsigned n) {
    return !boundary.test(n) && !low.test(n) && !deny.test(n) &&
           (classes[n] == PrecisionClass::Infer ||
            classes[n] == PrecisionClass::Clear);
  };

  // 3. Infer/clear ops both downstream and upstream of low ops run low.
  SmallVector<unsigned> lowRoots =
      rootsOf([&](unsigned n) { return low.test(n); });
  llvm::BitVector downstreamOfLow(numOps);
  graph.traverse(lowRoots, graph.forward(), isFree,
                 [&](unsigned n) { downstreamOfLow.set(n); });
  SmallVector<unsigned> between;
  graph.traverse(lowRoots, graph.backward(), isFree, [&](unsigned n) {
    if (!low.test(n) && downstreamOfLow.test(n))
      between.push_back(n);
  });
  for (unsigned n : between) {
    low.set(n);
    colouring.precisions[n].reason = PrecisionReason::BetweenLowOps;
  }

  // 4. Clear ops connected to low ops through clear ops run low.
  lowRoots = rootsOf([&](unsigned n) { return low.test(n); });
  auto bothWays = [&](unsigned n) {
    SmallVector<unsigned> neighbours(graph.successors[n].begin(),
                                     graph.successors[n].end());
    llvm::append_range(neighbours, graph.predecessors[n]);
    return neighbours;
  };
  graph.traverse(
      lowRoots, bothWays,
      [&](unsigned n) { return isFree(n) && is(n, PrecisionClass::Clear); },
      [&](unsigned n) {
        if (low.test(n))
          return;
        low.set(n);
        colouring.precisions[n].reason = PrecisionReason::ConnectedToLowOps;
      });

  for (unsigned n = 0; n < numOps; ++n)
    if (low.test(n) && !colouring.precisions[n].computeType)
      colouring.precisions[n].computeType = computeType;
  return colouring;
}

const OpPrecision &PrecisionColouring::get(Operation *op) const {
  return precisions[indexOf.at(op)];
}

Type PrecisionColouring::getComputeType(Operation *op) const {
  auto it = indexOf.find(op);
  return it == indexOf.end() ? Type() : precisions[it->second].computeType;
}

std::string mlir::mpt::describePrecision(const OpPrecision &precision) {
  std::string text;
  llvm::raw_string_ostream os(text);
  StringRef cls = stringifyPrecisionClass(precision.precisionClass);
  switch (precision.reason) {
  case PrecisionReason::AllowClass:
    os << "allow: tensor-core math";
    break;
  case PrecisionReason::PinnedLow:
  case PrecisionReason::PinnedHigh:
    os << "pinned by mpt.precision";
    break;
  case PrecisionReason::DenyClass:
    os << "deny: precision-sensitive";
    break;
  case PrecisionReason::Unclassified:
    os << "no precision policy: deny";
    break;
  case PrecisionReason::DownstreamOfDeny:
    os << cls << ": downstream of a denied op";
    break;
  case PrecisionReason::BetweenLowOps:
    os << cls << ": between low-precision ops";
    break;
  case PrecisionReason::ConnectedToLowOps:
    os << "clear: connected to low-precision ops";
    break;
  case PrecisionReason::NotBetweenLowOps:
    os << "infer: not between low-precision ops";
    break;
  case PrecisionReason::NotConnectedToLow:
    os << "clear: not connected to low-precision ops";
    break;
  case PrecisionReason::Boundary:
    os << "boundary: keeps its types";
    break;
  case PrecisionReason::DataFreeInit:
    return "init: carries no data, built in the type each user needs";
  }
  if (precision.overridden)
    os << " (class set by add-" << cls << ")";
  if (precision.isLow())
    os << "; runs in " << precision.computeType;
  else
    os << "; keeps its precision";
  return text;
}
