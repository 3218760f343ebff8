//===- MinCut.h - Minimum s-t cut of a small directed graph -----*- C++ -*-===//
//
// Dinic's maximum flow on exact integer capacities, for the graphs of a
// training step (thousands of nodes). The capacities are 128-bit so that a
// weighted sum of FLOPs and bytes (each up to 2^50) never rounds.
//
//===----------------------------------------------------------------------===//

#ifndef MPT_DIALECT_MPT_TRANSFORMS_MINCUT_H
#define MPT_DIALECT_MPT_TRANSFORMS_MINCUT_H

#include "llvm/ADT/BitVector.h"
#include "llvm/ADT/SmallVector.h"

namespace mlir::mpt {

using Capacity = __int128;

/// A capacity no cut of the graphs built here can reach: an edge that must
/// never be cut.
inline constexpr Capacity kUncuttable = Capacity(1) << 100;

class MinCutGraph {
public:
  explicit MinCutGraph(unsigned numNodes);

  unsigned getNumNodes() const { return heads.size(); }
  /// Adds the directed edge `from` -> `to`; a zero capacity is dropped.
  void addEdge(unsigned from, unsigned to, Capacity capacity);

  /// The minimum cut separating `source` from `sink`: its capacity, and in
  /// `sourceSide` the nodes the source still reaches in the residual graph
  /// (the cut with the smallest source side among the minimum ones).
  Capacity solve(unsigned source, unsigned sink, llvm::BitVector &sourceSide);

private:
  struct Edge {
    unsigned to;
    unsigned next; // the next edge leaving the same node, or kNone
    Capacity residual;
  };
  static constexpr unsigned kNone = ~0u;

  bool buildLevels(unsigned source, unsigned sink);
  Capacity augment(unsigned node, unsigned sink, Capacity limit);

  llvm::SmallVector<Edge> edges; // edge 2i and 2i+1 are each other's reverse
  llvm::SmallVector<unsigned> heads, levels, cursor;
};

} // namespace mlir::mpt

#endif // MPT_DIALECT_MPT_TRANSFORMS_MINCUT_H
