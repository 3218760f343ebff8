//===- Rematerialization.cpp - Planning what the backward recomputes -----===//

#include "mpt/Dialect/Mpt/Transforms/Rematerialization.h"
#include "mpt/Dialect/Mpt/IR/MptDialect.h"
#include "mpt/Dialect/Mpt/IR/MptInterfaces.h"
#include "mpt/Dialect/Mpt/IR/StepAttributes.h"
#include "mpt/Dialect/Mpt/Transforms/MinCut.h"
#include "mpt/Dialect/Mpt/Transforms/PrecisionColouring.h"

#include "mlir/Dialect/Linalg/IR/LinalgInterfaces.h"
#include "mlir/IR/IRMapping.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"

#include <cmath>
#include <functional>

using namespace mlir;
using namespace mlir::mpt;

/// Values every plan has for free: arguments, constants and data-free
/// inits (recomputing those costs nothing and keeps nothing alive).
static bool isFreeOp(Operation *op) {
  return op->hasTrait<OpTrait::ConstantLike>() || isDataFreeInit(op);
}
static bool isFree(Value value) {
  Operation *producer = value.getDefiningOp();
  return !producer || isFreeOp(producer);
}

RematerializationProblem::RematerializationProblem(
    FunctionOpInterface fn, const llvm::DenseSet<Operation *> &backward,
    const RecomputePolicy &policy)
    : bytesOf(policy.bytesOf) {
  // The forward values the backward reads, with the uses to redirect.
  fn.getFunctionBody().walk([&](Operation *op) {
    if (backward.contains(op) || isFreeOp(op) ||
        op->hasTrait<OpTrait::IsTerminator>())
      return;
    Block *block = op->getBlock();
    for (OpResult result : op->getResults())
      for (OpOperand &use : result.getUses()) {
        Operation *reader = block->findAncestorOpInBlock(*use.getOwner());
        if (!reader || !backward.contains(reader) ||
            use.getOwner()->hasTrait<OpTrait::IsTerminator>())
          continue;
        addOp(op, backward);
        values[valueIndex.lookup(result)].backwardUses.push_back(&use);
      }
  });
  // Everything they depend on in their blocks (`ops` is the worklist).
  for (unsigned i = 0; i < ops.size(); ++i) {
    Operation *op = ops[i].op;
    SmallVector<Value> inputs(op->getOperands());
    llvm::append_range(inputs, getValuesCapturedByRegions(op));
    for (Value input : inputs) {
      Operation *producer = input.getDefiningOp();
      if (isFree(input) || producer->getBlock() != op->getBlock() ||
          backward.contains(producer))
        continue;
      addOp(producer, backward);
      unsigned v = valueIndex.lookup(input);
      ops[i].inputs.push_back(v);
      values[v].readers.push_back(i);
    }
  }

  // Which ops may be recomputed.
  llvm::DenseSet<Operation *> attentionCores;
  if (policy.selective) {
    // A value computed from parameters and constants alone is a weight (or
    // a view or copy of one); a contraction of two non-weights is
    // attention's. One pass in program order: operands come first.
    llvm::DenseSet<Value> weights;
    for (BlockArgument arg : fn.getArguments())
      if (hasArgRole(fn, arg.getArgNumber(), {Role::Param}))
        weights.insert(arg);
    fn.getFunctionBody().walk<WalkOrder::PreOrder>([&](Operation *op) {
      if (isFreeOp(op) || (op->getNumOperands() &&
                           llvm::all_of(op->getOperands(), [&](Value v) {
                             return weights.contains(v);
                           })))
        weights.insert(op->result_begin(), op->result_end());
    });
    auto isWeight = [&](Value v) { return weights.contains(v); };
    auto isAttentionContraction = [&](Operation *op) {
      auto linalgOp = dyn_cast<linalg::LinalgOp>(op);
      RecomputeClass cls = classifyForRecompute(op);
      if (cls != RecomputeClass::Contraction)
        return false;
      SmallVector<Value> data =
          linalgOp ? SmallVector<Value>(linalgOp.getDpsInputs())
                   : SmallVector<Value>(op->getOperands());
      return llvm::none_of(data, isWeight);
    };
    // Forward from each attention contraction through non-contractions;
    // an op reached that feeds another attention contraction (directly or
    // through reached ops) belongs to the core.
    for (OpNode &node : ops) {
      if (!isAttentionContraction(node.op))
        continue;
      llvm::DenseSet<Operation *> reached;
      SmallVector<Operation *> stack{node.op};
      while (!stack.empty()) {
        Operation *op = stack.pop_back_val();
        for (Operation *user : op->getUsers()) {
          if (backward.contains(user) || user->getBlock() != op->getBlock() ||
              classifyForRecompute(user) == RecomputeClass::Contraction ||
              !reached.insert(user).second)
            continue;
          stack.push_back(user);
        }
      }
      // Keep the reached ops from which an attention contraction is reached.
      llvm::DenseMap<Operation *, bool> feeds;
      std::function<bool(Operation *)> feedsAttention =
          [&](Operation *op) -> bool {
        auto [it, inserted] = feeds.try_emplace(op, false);
        if (!inserted)
          return it->second;
        bool result = llvm::any_of(op->getUsers(), [&](Operation *user) {
          if (backward.contains(user))
            return false;
          return (user != node.op && isAttentionContraction(user)) ||
                 (reached.contains(user) && feedsAttention(user));
        });
        feeds[op] = result;
        return result;
      };
      bool any = false;
      for (Operation *op : reached)
        if (feedsAttention(op)) {
          attentionCores.insert(op);
          any = true;
        }
      if (any)
        attentionCores.insert(node.op);
    }
  }
  for (OpNode &node : ops) {
    std::optional<int64_t> cost =
        getRecomputeCost(node.op, policy.flopsPerByte);
    node.cost = cost.value_or(0);
    bool allowed = policy.selective
                       ? attentionCores.contains(node.op)
                       : !llvm::is_contained(policy.neverRecompute,
                                             classifyForRecompute(node.op));
    // A recomputed op runs twice: it must have no effects, and its cost
    // must be known.
    node.canRecompute = allowed && cost && isMemoryEffectFree(node.op);
  }

  // The chain boundaries, for the sqrt(n) rule: after which forward op
  // exactly one problem value is still read by a later forward op.
  llvm::DenseMap<Block *, SmallVector<Operation *>> forwardOps;
  for (OpNode &node : ops)
    forwardOps[node.op->getBlock()];
  for (auto &[block, list] : forwardOps) {
    for (Operation &op : *block)
      if (!backward.contains(&op))
        list.push_back(&op);
    llvm::DenseMap<Operation *, unsigned> position;
    for (auto [i, op] : llvm::enumerate(list))
      position[op] = i;
    // For each problem value, the last forward op of the block reading it.
    SmallVector<int> liveDelta(list.size() + 1, 0);
    SmallVector<std::pair<unsigned, unsigned>> ranges; // value, last reader
    for (auto [i, value] : llvm::enumerate(values)) {
      if (value.value.getParentBlock() != block)
        continue;
      unsigned def = position.lookup(value.value.getDefiningOp());
      unsigned last = def;
      for (Operation *user : value.value.getUsers()) {
        Operation *reader = block->findAncestorOpInBlock(*user);
        if (reader && position.count(reader))
          last = std::max(last, position.lookup(reader));
      }
      if (last == def)
        continue;
      ++liveDelta[def];
      --liveDelta[last];
      ranges.push_back({i, def});
    }
    int live = 0;
    SmallVector<int> liveAfter(list.size());
    for (unsigned i = 0; i < list.size(); ++i)
      liveAfter[i] = live += liveDelta[i];
    // In forward order.
    llvm::sort(ranges, [](auto a, auto b) {
      return std::tie(a.second, a.first) < std::tie(b.second, b.first);
    });
    for (auto [value, def] : ranges)
      if (liveAfter[def] == 1 && def + 1 < list.size())
        boundaries.push_back(value);
  }
}

void RematerializationProblem::addOp(
    Operation *op, const llvm::DenseSet<Operation *> &backward) {
  if (!opIndex.try_emplace(op, ops.size()).second)
    return;
  ops.push_back({op, 0, false, {}, unsigned(values.size())});
  for (OpResult result : op->getResults()) {
    valueIndex[result] = values.size();
    KeptBytes bytes;
    if (bytesOf) {
      bytes = bytesOf(result);
      bytes.forRecompute = std::max(bytes.forRecompute, bytes.forBackward);
    } else {
      bytes.forBackward = bytes.forRecompute = getStaticBytes(result.getType());
    }
    values.push_back({result, bytes, opIndex[op], {}, {}});
  }
}

int64_t RematerializationProblem::getBytesKeptToday() const {
  int64_t bytes = 0;
  for (const ValueNode &value : values)
    if (!value.backwardUses.empty())
      bytes += value.bytes.forBackward;
  return bytes;
}

int64_t RematerializationProblem::getRecomputableCost() const {
  int64_t cost = 0;
  for (const OpNode &op : ops)
    if (op.canRecompute)
      cost += op.cost;
  return cost;
}

RecomputePlan RematerializationProblem::completePlan(
    const llvm::BitVector &candidates) const {
  RecomputePlan plan;
  plan.saved.resize(values.size());
  plan.recomputed.resize(ops.size());
  llvm::BitVector needed(values.size());
  SmallVector<unsigned> worklist;
  for (auto [i, value] : llvm::enumerate(values))
    if (!value.backwardUses.empty()) {
      needed.set(i);
      worklist.push_back(i);
    }
  while (!worklist.empty()) {
    unsigned v = worklist.pop_back_val();
    unsigned producer = values[v].producer;
    if (candidates.test(v) || !ops[producer].canRecompute) {
      plan.saved.set(v);
      continue;
    }
    if (plan.recomputed.test(producer))
      continue;
    plan.recomputed.set(producer);
    for (unsigned input : ops[producer].inputs)
      if (!needed.test(input)) {
        needed.set(input);
        worklist.push_back(input);
      }
  }
  for (unsigned v : plan.saved.set_bits()) {
    bool readByRecomputed = llvm::any_of(
        values[v].readers, [&](unsigned o) { return plan.recomputed.test(o); });
    plan.bytes += readByRecomputed ? values[v].bytes.forRecompute
                                   : values[v].bytes.forBackward;
  }
  for (unsigned o : plan.recomputed.set_bits())
    plan.cost += ops[o].cost;
  return plan;
}

RecomputePlan RematerializationProblem::solve(Capacity bytePrice,
                                              Capacity costPrice) const {
  // Nodes: source, sink, one per op (sink side: recomputed), two per value
  // (sink side: available to the backward's rules; to recomputed ops).
  unsigned source = 0, sink = 1, firstOp = 2, firstValue = firstOp + ops.size(),
           firstWhole = firstValue + values.size();
  MinCutGraph graph(firstWhole + values.size());
  for (auto [i, op] : llvm::enumerate(ops)) {
    graph.addEdge(source, firstOp + i,
                  op.canRecompute ? costPrice * op.cost : kUncuttable);
    for (unsigned input : op.inputs)
      graph.addEdge(firstWhole + input, firstOp + i, kUncuttable);
  }
  for (auto [i, value] : llvm::enumerate(values)) {
    // Available but not recomputed: kept, for the rules' bytes; whole for
    // recomputed ops, for the difference. Available to recomputed ops
    // means available to the rules.
    graph.addEdge(firstOp + value.producer, firstValue + i,
                  bytePrice * value.bytes.forBackward);
    if (value.bytes.forRecompute > value.bytes.forBackward)
      graph.addEdge(firstOp + value.producer, firstWhole + i,
                    bytePrice *
                        (value.bytes.forRecompute - value.bytes.forBackward));
    graph.addEdge(firstValue + i, firstWhole + i, kUncuttable);
    if (!value.backwardUses.empty())
      graph.addEdge(firstValue + i, sink, kUncuttable);
  }
  llvm::BitVector sourceSide;
  graph.solve(source, sink, sourceSide);
  llvm::BitVector candidates(values.size());
  for (auto [i, value] : llvm::enumerate(values))
    if (sourceSide.test(firstOp + value.producer) &&
        !sourceSide.test(firstValue + i))
      candidates.set(i);
  return completePlan(candidates);
}

llvm::SmallVector<RecomputePlan> RematerializationProblem::computeHull() const {
  Capacity totalBytes = 0, totalCost = 0;
  for (const ValueNode &value : values)
    totalBytes += value.bytes.forRecompute;
  for (const OpNode &op : ops)
    totalCost += op.cost;
  // The two ends, each breaking ties by the other measure: least recompute
  // (then least bytes), least bytes (then least recompute).
  RecomputePlan first = solve(1, totalBytes + 1);
  RecomputePlan last = solve(totalCost + 1, 1);
  SmallVector<RecomputePlan> hull{first};
  // Eisner-Severance: the plan optimal at the price where the line through
  // two hull plans is level is either on that line (they are neighbours) or
  // a new hull plan between them.
  std::function<void(const RecomputePlan &, const RecomputePlan &)> between =
      [&](const RecomputePlan &a, const RecomputePlan &b) {
        if (a.bytes <= b.bytes || a.cost >= b.cost)
          return;
        Capacity bytePrice = Capacity(b.cost) - a.cost;
        Capacity costPrice = Capacity(a.bytes) - b.bytes;
        RecomputePlan mid = solve(bytePrice, costPrice);
        auto value = [&](const RecomputePlan &p) {
          return bytePrice * p.bytes + costPrice * p.cost;
        };
        if (value(mid) >= value(a))
          return;
        between(a, mid);
        hull.push_back(mid);
        between(mid, b);
      };
  between(first, last);
  if (last.bytes < first.bytes)
    hull.push_back(last);
  return hull;
}

RecomputePlan
RematerializationProblem::improveWithinBudget(RecomputePlan plan,
                                              int64_t budget) const {
  // Rounds: rank every value the plan recomputes by the recompute its
  // keeping saves per byte added, then keep them in that order wherever
  // that still fits and still saves. A round costs one plan completion per
  // candidate, twice; best-first with a re-ranking after each keep would be
  // cubic in the step's size (20 s on a 192-block transformer).
  while (true) {
    SmallVector<std::pair<double, unsigned>> ranked;
    for (unsigned o : plan.recomputed.set_bits()) {
      for (unsigned r = 0; r < ops[o].op->getNumResults(); ++r) {
        unsigned v = ops[o].firstValue + r;
        if (plan.saved.test(v))
          continue;
        llvm::BitVector candidates = plan.saved;
        candidates.set(v);
        RecomputePlan next = completePlan(candidates);
        if (next.bytes > budget || next.cost >= plan.cost)
          continue;
        double added = std::max<double>(1, next.bytes - plan.bytes);
        ranked.push_back({(plan.cost - next.cost) / added, v});
      }
    }
    llvm::sort(ranked, [](auto a, auto b) {
      return std::tie(b.first, a.second) < std::tie(a.first, b.second);
    });
    bool changed = false;
    for (auto [gain, v] : ranked) {
      if (plan.saved.test(v) || !plan.recomputed.test(values[v].producer))
        continue;
      llvm::BitVector candidates = plan.saved;
      candidates.set(v);
      RecomputePlan next = completePlan(candidates);
      if (next.bytes <= budget && next.cost < plan.cost) {
        plan = std::move(next);
        changed = true;
      }
    }
    if (!changed)
      return plan;
  }
}

RecomputePlan RematerializationProblem::planSqrtN() const {
  llvm::BitVector candidates(values.size());
  unsigned n = boundaries.size();
  unsigned every = std::max(1u, unsigned(std::ceil(std::sqrt(double(n)))));
  for (unsigned i = every - 1; i < n; i += every)
    candidates.set(boundaries[i]);
  return completePlan(candidates);
}

/// A copy of the data-free init `value` at `builder`'s insertion point, so
/// that no allocation of the forward lives on into the backward for it.
static Value cloneInit(OpBuilder &builder, Value value) {
  Operation *init = value.getDefiningOp();
  IRMapping mapping;
  for (Value operand : init->getOperands())
    if (Operation *producer = operand.getDefiningOp();
        producer && isDataFreeInit(producer))
      mapping.map(operand, cloneInit(builder, operand));
  Operation *copy = builder.clone(*init, mapping);
  setPhase(copy, Phase::Backward);
  return copy->getResult(cast<OpResult>(value).getResultNumber());
}

void mlir::mpt::applyRecomputePlan(const RematerializationProblem &problem,
                                   const RecomputePlan &plan) {
  ArrayRef<RematerializationProblem::OpNode> ops = problem.getOps();
  ArrayRef<RematerializationProblem::ValueNode> values = problem.getValues();
  auto isRedirected = [&](unsigned v) {
    return plan.recomputed.test(values[v].producer) && !plan.saved.test(v);
  };
  // Users before producers (ops of one block in reverse order), so that an
  // op's place - before the first backward op reading a result it
  // recomputes, or before the first recomputed op that does - is known when
  // its producers are reached.
  SmallVector<unsigned> order(plan.recomputed.set_bits());
  llvm::sort(order, [&](unsigned a, unsigned b) {
    Operation *x = ops[a].op, *y = ops[b].op;
    return x->getBlock() == y->getBlock() ? y->isBeforeInBlock(x) : a < b;
  });
  auto earlier = [](Operation *a, Operation *b) {
    return !a ? b : (b && b->isBeforeInBlock(a)) ? b : a;
  };
  llvm::DenseMap<unsigned, Operation *> place;
  for (unsigned o : order) {
    Block *block = ops[o].op->getBlock();
    // A value, not a reference into `place`: its producers' entries below
    // may grow the map.
    Operation *point = place.lookup(o);
    for (unsigned r = 0; r < ops[o].op->getNumResults(); ++r) {
      unsigned v = ops[o].firstValue + r;
      if (!isRedirected(v))
        continue;
      for (OpOperand *use : values[v].backwardUses)
        point = earlier(point, block->findAncestorOpInBlock(*use->getOwner()));
    }
    place[o] = point;
    for (unsigned input : ops[o].inputs)
      if (isRedirected(input)) {
        Operation *&producerPoint = place[values[input].producer];
        producerPoint = earlier(producerPoint, point);
      }
  }

  // Clone producers first; each reads the clones of what it recomputes from.
  IRMapping recomputed;
  for (unsigned o : llvm::reverse(order)) {
    Operation *op = ops[o].op;
    OpBuilder builder(place.lookup(o));
    IRMapping mapping;
    SmallVector<Value> inputs(op->getOperands());
    llvm::append_range(inputs, getValuesCapturedByRegions(op));
    for (Value input : inputs) {
      if (Value clone = recomputed.lookupOrNull(input))
        mapping.map(input, clone);
      else if (Operation *producer = input.getDefiningOp();
               producer && isDataFreeInit(producer) && !mapping.contains(input))
        mapping.map(input, cloneInit(builder, input));
    }
    Operation *clone = builder.clone(*op, mapping);
    setPhase(clone, Phase::Backward);
    clone->setAttr(MptDialect::kRecomputedAttrName, builder.getUnitAttr());
    for (unsigned r = 0; r < op->getNumResults(); ++r)
      if (isRedirected(ops[o].firstValue + r))
        recomputed.map(op->getResult(r), clone->getResult(r));
  }
  for (auto [v, value] : llvm::enumerate(values))
    if (isRedirected(v))
      for (OpOperand *use : value.backwardUses)
        use->set(recomputed.lookup(value.value));
}
