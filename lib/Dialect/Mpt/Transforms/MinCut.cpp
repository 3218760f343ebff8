//===- MinCut.cpp - Dinic's maximum flow ----------------------------------===//

#include "mpt/Dialect/Mpt/Transforms/MinCut.h"

#include <algorithm>
#include <deque>

using namespace mlir::mpt;

MinCutGraph::MinCutGraph(unsigned numNodes)
    : heads(numNodes, kNone), levels(numNodes), cursor(numNodes) {}

void MinCutGraph::addEdge(unsigned from, unsigned to, Capacity capacity) {
  if (capacity <= 0)
    return;
  edges.push_back({to, heads[from], capacity});
  heads[from] = edges.size() - 1;
  edges.push_back({from, heads[to], 0});
  heads[to] = edges.size() - 1;
}

bool MinCutGraph::buildLevels(unsigned source, unsigned sink) {
  std::fill(levels.begin(), levels.end(), kNone);
  levels[source] = 0;
  std::deque<unsigned> queue{source};
  while (!queue.empty()) {
    unsigned node = queue.front();
    queue.pop_front();
    for (unsigned e = heads[node]; e != kNone; e = edges[e].next) {
      if (edges[e].residual > 0 && levels[edges[e].to] == kNone) {
        levels[edges[e].to] = levels[node] + 1;
        queue.push_back(edges[e].to);
      }
    }
  }
  return levels[sink] != kNone;
}

// Iterative would avoid recursion depth, but levels are bounded by the
// node count of a step's graph, a few thousand at most.
Capacity MinCutGraph::augment(unsigned node, unsigned sink, Capacity limit) {
  if (node == sink)
    return limit;
  for (unsigned &e = cursor[node]; e != kNone; e = edges[e].next) {
    Edge &edge = edges[e];
    if (edge.residual <= 0 || levels[edge.to] != levels[node] + 1)
      continue;
    Capacity pushed = augment(edge.to, sink, std::min(limit, edge.residual));
    if (pushed > 0) {
      edge.residual -= pushed;
      edges[e ^ 1].residual += pushed;
      return pushed;
    }
  }
  return 0;
}

Capacity MinCutGraph::solve(unsigned source, unsigned sink,
                            llvm::BitVector &sourceSide) {
  Capacity flow = 0;
  while (buildLevels(source, sink)) {
    std::copy(heads.begin(), heads.end(), cursor.begin());
    while (Capacity pushed = augment(source, sink, kUncuttable * 4))
      flow += pushed;
  }
  // After the last search, `levels` marks what the source still reaches.
  sourceSide.clear();
  sourceSide.resize(heads.size());
  for (unsigned node = 0; node < heads.size(); ++node)
    if (levels[node] != kNone)
      sourceSide.set(node);
  return flow;
}
