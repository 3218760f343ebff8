//===- Rematerialization.h - Planning what the backward recomputes -*- C++
//-*-===//
//
// The planning problem of `mpt-rematerialize`, exact for its cost model. A
// plan keeps a set S of forward values for the backward and recomputes a set
// R of forward ops there: every value the backward reads is in S or made by
// an op of R, and every forward value an op of R reads is in S or made by an
// op of R. It costs the bytes of S (what stays alive from the forward into
// the backward) and the recompute cost of R. A value of S may cost more when
// an op of R reads it than when only the backward's rules do: with saved
// activations stored in the compute type, the rules read a rounded copy, but
// a recomputed op must read what the forward op read.
//
// For a price `p/q` of a byte in FLOP-equivalents, the plan minimising
// q * cost(R) + p * bytes(S) is a minimum s-t cut (AOTAutograd's
// partitioner, with the recompute cost on the edges): an op node is on the
// sink side iff recomputed, a value node iff available to the backward
// (each value has two: available to the rules, and to recomputed ops). The
// minimum over every price is the lower convex hull of the (bytes, cost)
// trade-off, found exactly by Eisner and Severance's parametric search. A
// byte budget picks the cheapest hull plan within it; between two hull
// plans the hull is also a lower bound (the Lagrangian dual), which bounds
// how far any plan - the true optimum included - can be below the one
// chosen. (The budgeted problem itself contains knapsack, so no exact
// polynomial method exists unless P = NP.)
//
//===----------------------------------------------------------------------===//

#ifndef MPT_DIALECT_MPT_TRANSFORMS_REMATERIALIZATION_H
#define MPT_DIALECT_MPT_TRANSFORMS_REMATERIALIZATION_H

#include "mpt/Dialect/Mpt/Transforms/MinCut.h"
#include "mpt/Dialect/Mpt/Transforms/RecomputeCost.h"

#include "mlir/Interfaces/FunctionInterfaces.h"
#include "llvm/ADT/BitVector.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/DenseSet.h"

#include <functional>

namespace mlir::mpt {

/// What keeping a value costs: for the backward's rules alone, and when a
/// recomputed op reads it too (never less).
struct KeptBytes {
  int64_t forBackward = 0;
  int64_t forRecompute = 0;
};

struct RecomputePolicy {
  /// Ops of these classes are never recomputed.
  llvm::SmallVector<RecomputeClass> neverRecompute;
  /// Megatron-style selective recomputation: only attention cores - an
  /// activation-by-activation contraction (the scores) and the ops on
  /// contraction-free paths from it to the next one (scale, mask, softmax) -
  /// may be recomputed; `neverRecompute` does not apply to them.
  bool selective = false;
  int64_t flopsPerByte = kDefaultFlopsPerByte;
  /// The bytes keeping a value costs; its static size where unset. The
  /// pass sets it to the size the value will have after precision
  /// assignment, so that a budget is in the bytes the mixed step keeps.
  std::function<KeptBytes(Value)> bytesOf;
};

/// A plan's choice: bits over the problem's values and ops.
struct RecomputePlan {
  llvm::BitVector saved, recomputed;
  int64_t bytes = 0, cost = 0;
};

class RematerializationProblem {
public:
  /// The forward ops of `fn` that backward values depend on, from the
  /// backward ops `backward` (collectBackwardOps).
  RematerializationProblem(FunctionOpInterface fn,
                           const llvm::DenseSet<Operation *> &backward,
                           const RecomputePolicy &policy);

  struct OpNode {
    Operation *op;
    int64_t cost;
    bool canRecompute;
    /// The problem's values it reads (operands and captured values).
    llvm::SmallVector<unsigned> inputs;
    /// Its results are values firstValue, firstValue + 1, ...
    unsigned firstValue;
  };
  struct ValueNode {
    Value value;
    KeptBytes bytes;
    unsigned producer;
    /// The problem's ops that read it.
    llvm::SmallVector<unsigned> readers;
    /// The uses whose ancestor in the value's block is a backward op.
    llvm::SmallVector<OpOperand *> backwardUses;
  };

  ArrayRef<OpNode> getOps() const { return ops; }
  ArrayRef<ValueNode> getValues() const { return values; }
  /// The bytes the backward keeps today (every value it reads).
  int64_t getBytesKeptToday() const;
  /// The recompute cost of every op in the problem that may be recomputed.
  int64_t getRecomputableCost() const;

  /// The least plan that keeps `candidates` (where needed) and recomputes
  /// everything else it must - keeping instead what cannot be recomputed.
  RecomputePlan completePlan(const llvm::BitVector &candidates) const;
  /// The plan minimising `bytePrice` * bytes + `costPrice` * cost.
  RecomputePlan solve(Capacity bytePrice, Capacity costPrice) const;
  /// The plans on the lower convex hull of (bytes, cost), fewest recompute
  /// first (the first keeps the most, recomputing the least; the last keeps
  /// the fewest bytes possible).
  llvm::SmallVector<RecomputePlan> computeHull() const;
  /// `plan` improved within `budget` bytes by keeping more: values it
  /// recomputes are kept instead, most recompute saved per byte added
  /// first, wherever that fits and saves. Plans between two hull plans lie
  /// on or above the segment joining them; this finds those close to it (on
  /// a uniform chain the hull has only its two ends).
  RecomputePlan improveWithinBudget(RecomputePlan plan, int64_t budget) const;
  /// Chen et al.'s sqrt(n) rule: of the n values that alone carry the
  /// forward from one op to the next (a chain's layer boundaries), keep
  /// every ceil(sqrt(n))-th and recompute the rest from them.
  RecomputePlan planSqrtN() const;
  /// The number of those chain boundaries.
  unsigned getNumChainBoundaries() const { return boundaries.size(); }

private:
  void addOp(Operation *op, const llvm::DenseSet<Operation *> &backward);

  llvm::SmallVector<OpNode> ops;
  llvm::SmallVector<ValueNode> values;
  llvm::DenseMap<Operation *, unsigned> opIndex;
  llvm::DenseMap<Value, unsigned> valueIndex;
  std::function<KeptBytes(Value)> bytesOf;
  llvm::SmallVector<unsigned> boundaries;
};

/// Rewrites `fn` to follow `plan`: each op of `plan.recomputed` is cloned
/// before the first backward op that needs it (tagged
/// `mpt.phase = "backward"` and `mpt.recomputed`, so CSE never merges it
/// with its forward original), and the backward reads the clones.
void applyRecomputePlan(const RematerializationProblem &problem,
                        const RecomputePlan &plan);

} // namespace mlir::mpt

#endif // MPT_DIALECT_MPT_TRANSFORMS_REMATERIALIZATION_H
