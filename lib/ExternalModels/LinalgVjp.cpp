//===- LinalgVjp.cpp - The payload-derived rule of linalg ops -------------===//
//
// The cotangent of each differentiable value a structured op reads (an
// input, an init whose value the payload reads, a tensor the payload
// gathers from with tensor.extract, a float scalar from above) is one
// linalg.generic. It runs over the op's loops, plus one loop per dimension
// of that value that is not read at a plain loop index (a gather's data
// index, a convolution's `oh + kh`, a broadcast's constant 0); it recomputes
// the payload, differentiates it with the scalar rules of its ops, and
// accumulates the derivative of every read into the value's cotangent. A
// dimension read at a loop index is written through that loop; one read
// at any other index selects the matching element of its extra loop, so
// repeated indices (two tokens with one id) and overlapping windows
// accumulate. Loops the written map does not use are reductions. Where the
// extra loops would be wide (an embedding table), the cotangent is instead
// a loop nest over the op's iterations adding into the element read.
//
// Over reduction loops the payload sees a running accumulator, not the
// init: the rule accepts a result only when it is a sum, a difference
// (accumulator minus term), a maximum or a minimum of the accumulator and
// a term that does not read any accumulator. The term's cotangent is then
// exact with the accumulator read as the final result, and the init's
// cotangent is the result's (the maximum's where the init is the maximum).
// A maximum's (minimum's) cotangent is shared evenly among the candidates
// that equal it, a subgradient as PyTorch's amax.
//
//===----------------------------------------------------------------------===//

#include "LinalgVjp.h"
#include "VjpModelsInternal.h"
#include "mpt/Dialect/Mpt/IR/ElementwiseMath.h"
#include "mpt/Dialect/Mpt/IR/MptInterfaces.h"

#include "mlir/Dialect/Affine/Utils.h"
#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/IRMapping.h"
#include "llvm/ADT/DenseSet.h"
#include "llvm/ADT/SmallBitVector.h"

using namespace mlir;
using namespace mlir::mpt;

namespace {
/// How a float result accumulates over reduction loops.
enum class Combiner { Sum, Difference, Maximum, Minimum, Identity };

struct ReducedResult {
  Combiner combiner = Combiner::Identity;
  /// The combiner op of the payload (null for a result that yields its
  /// accumulator unchanged) and its term, the operand that is not the
  /// accumulator.
  Operation *op = nullptr;
  Value term;
};

/// One place the payload reads the value being differentiated: a block
/// argument (indices: an indexing map), a tensor.extract of a captured
/// tensor (indices: its index operands), or a captured scalar.
struct Read {
  Value value;
  AffineMap map;
  /// For a tensor.extract: its result and its indices.
  Value extracted;
  ValueRange indices;
};

/// Where the backward evaluates the payload: the values of the forward's
/// block arguments (the accumulators' read as the final results over
/// reductions), each result's cotangent and extremum count (null where it
/// has none), and the loop indices (empty inside a linalg op, whose own
/// linalg.index ops then stay valid).
struct PayloadPoint {
  SmallVector<Value> blockArgs;
  SmallVector<Value> resultCotangents;
  SmallVector<Value> extremumCounts;
  ValueRange loopIndices;
};

/// How a dimension of the differentiated value is written in the backward
/// generic: through a loop of the op, or through an extra loop of its own
/// that the read's index must equal.
struct DimLoop {
  unsigned loop;
  bool compare;
};

class LinalgVjpBuilder {
public:
  LinalgVjpBuilder(linalg::LinalgOp op, OpBuilder &b,
                   ValueRange resultCotangents)
      : op(op), b(b), loc(op.getLoc()), body(op.getBlock()),
        resultCotangents(resultCotangents) {}

  LogicalResult build(SmallVectorImpl<Value> &cotangents);

private:
  LogicalResult analyseReductions();
  /// For each max/min result with a cotangent, how many candidates (the
  /// terms and the init) equal the extremum: ties share its cotangent.
  void buildExtremumCounts();
  /// The cotangent of `target` read at `reads`; null when no read reaches
  /// a result.
  FailureOr<Value> buildCotangent(Value target, ArrayRef<Read> reads);
  FailureOr<SmallVector<DimLoop>>
  assignLoops(Value target, ArrayRef<Read> reads, unsigned &numLoops);
  /// The same cotangent as a loop nest over the op's iterations that adds
  /// each read's cotangent into its element: for gathers from large
  /// tables, where a one-hot loop would multiply the work by the table.
  FailureOr<Value> buildScatterCotangent(ArrayRef<Read> reads,
                                         RankedTensorType resultType);
  Value buildReducedInitCotangent(unsigned result);
  /// Recomputes the payload at `point` and differentiates it: the
  /// cotangent of each read (null where none reaches it).
  FailureOr<SmallVector<Value>> differentiateAt(OpBuilder &nb, Location nl,
                                                const PayloadPoint &point,
                                                ArrayRef<Read> reads,
                                                IRMapping &mapping);

  linalg::LinalgOp op;
  OpBuilder &b;
  Location loc;
  Block *body;
  ValueRange resultCotangents;
  bool hasReductions = false;
  SmallVector<ReducedResult> reduced;
  SmallVector<Value> extremumCounts;
};
} // namespace

/// A read at a data index gets a loop over that dimension (one-hot), which
/// multiplies the backward's work by the dimension's size: fine for a label
/// gather over classes or a window, not for an embedding table. Wider than
/// this, the backward is a sequential loop nest that adds into the element
/// read (tensor.insert), work proportional to the forward's.
static constexpr int64_t kMaxOneHotWidth = 64;

static bool isFloatLike(Type type) {
  return isa<FloatType>(getElementTypeOrSelf(type));
}

/// True if `value` is computed, within `body`, from one of its `outs`
/// block arguments.
static bool readsAccumulator(Value value, Block *body, unsigned numInputs) {
  SmallVector<Value> worklist{value};
  llvm::DenseSet<Value> seen;
  while (!worklist.empty()) {
    Value v = worklist.pop_back_val();
    if (!seen.insert(v).second)
      continue;
    if (auto arg = dyn_cast<BlockArgument>(v)) {
      if (arg.getOwner() == body && arg.getArgNumber() >= numInputs)
        return true;
      continue;
    }
    Operation *def = v.getDefiningOp();
    if (def && def->getBlock() == body)
      llvm::append_range(worklist, def->getOperands());
  }
  return false;
}

LogicalResult LinalgVjpBuilder::analyseReductions() {
  hasReductions = op.getNumReductionLoops() > 0;
  reduced.resize(op->getNumResults());
  if (!hasReductions)
    return success();
  unsigned numInputs = op.getNumDpsInputs();
  Operation *yield = body->getTerminator();
  for (OpResult result : op->getResults()) {
    if (!isFloatLike(result.getType()))
      continue;
    unsigned index = result.getResultNumber();
    Value accumulator = body->getArgument(numInputs + index);
    Value yielded = yield->getOperand(index);
    ReducedResult &form = reduced[index];
    if (yielded == accumulator)
      continue;
    Operation *def = yielded.getDefiningOp();
    auto fail = [&]() {
      InFlightDiagnostic diag =
          op->emitOpError("cannot be differentiated: result #");
      diag << index
           << " accumulates over reduction loops with a payload that is not "
              "a sum, difference, maximum or minimum of its accumulator and "
              "a term that reads no accumulator";
      if (def && def->getBlock() == body)
        diag.attachNote(def->getLoc()) << "the accumulated value: " << *def;
      return diag;
    };
    if (!def || def->getBlock() != body || def->getNumOperands() != 2)
      return fail();
    std::optional<ElementwiseKind> kind = getElementwiseKindOf(def);
    Value lhs = def->getOperand(0), rhs = def->getOperand(1);
    bool accumulatorLeft = lhs == accumulator;
    if (!kind || (!accumulatorLeft && rhs != accumulator))
      return fail();
    switch (*kind) {
    case ElementwiseKind::Add:
      form.combiner = Combiner::Sum;
      break;
    case ElementwiseKind::Sub:
      if (!accumulatorLeft)
        return fail();
      form.combiner = Combiner::Difference;
      break;
    case ElementwiseKind::Max:
      form.combiner = Combiner::Maximum;
      break;
    case ElementwiseKind::Min:
      form.combiner = Combiner::Minimum;
      break;
    default:
      return fail();
    }
    form.op = def;
    form.term = accumulatorLeft ? rhs : lhs;
    if (readsAccumulator(form.term, body, numInputs))
      return fail();
  }
  return success();
}

void LinalgVjpBuilder::buildExtremumCounts() {
  extremumCounts.assign(op->getNumResults(), Value());
  unsigned numInputs = op.getNumDpsInputs();
  SmallVector<AffineMap> maps = op.getIndexingMapsArray();
  SmallVector<Value> ins(op.getDpsInputs());
  llvm::append_range(ins, op->getResults());
  SmallVector<AffineMap> inMaps(maps.begin(), maps.end());
  for (unsigned i = 0, e = reduced.size(); i < e; ++i) {
    const ReducedResult &form = reduced[i];
    Value g = resultCotangents[i];
    if (!g || (form.combiner != Combiner::Maximum &&
               form.combiner != Combiner::Minimum))
      continue;
    auto type = cast<RankedTensorType>(op->getResult(i).getType());
    Value init = buildZeroFilled(b, loc, type);
    SmallVector<AffineMap> countMaps = inMaps;
    countMaps.push_back(maps[numInputs + i]);
    Value count =
        linalg::GenericOp::create(
            b, loc, TypeRange{type}, ins, ValueRange{init}, countMaps,
            op.getIteratorTypesArray(),
            [&](OpBuilder &nb, Location nl, ValueRange args) {
              IRMapping mapping;
              for (unsigned a = 0; a < body->getNumArguments(); ++a)
                mapping.map(body->getArgument(a), args[a]);
              for (Operation &payloadOp : body->without_terminator())
                if (payloadOp.getNumResults() != 0)
                  nb.clone(payloadOp, mapping);
              ArithMath math(nb, nl);
              Value term = mapping.lookupOrDefault(form.term);
              Value one = math.whereEqual(term, args[numInputs + i],
                                          math.splat(1.0, term));
              linalg::YieldOp::create(nb, nl, math.add(args.back(), one));
            })
            .getResult(0);
    ArithMath math(b, loc);
    Value initIsExtremum = math.whereEqual(
        op.getDpsInits()[i], op->getResult(i), math.splat(1.0, count));
    extremumCounts[i] = math.add(count, initIsExtremum);
  }
}

FailureOr<SmallVector<DimLoop>>
LinalgVjpBuilder::assignLoops(Value target, ArrayRef<Read> reads,
                              unsigned &numLoops) {
  SmallVector<int64_t> ranges = op.getStaticLoopRanges();
  ArrayRef<int64_t> shape;
  if (auto tensor = dyn_cast<RankedTensorType>(target.getType()))
    shape = tensor.getShape();
  numLoops = op.getNumLoops();
  llvm::SmallBitVector used(numLoops);
  SmallVector<DimLoop> loops;
  for (auto [dim, size] : llvm::enumerate(shape)) {
    // The loop every read indexes this dimension with, if any.
    std::optional<unsigned> plain;
    bool allPlain = true, allUnitConstant = true;
    for (Read read : reads) {
      std::optional<unsigned> loop;
      if (read.map) {
        AffineExpr expr = read.map.getResult(dim);
        if (auto d = dyn_cast<AffineDimExpr>(expr))
          loop = d.getPosition();
        auto constant = dyn_cast<AffineConstantExpr>(expr);
        allUnitConstant &= constant && constant.getValue() == 0 && size == 1;
      } else {
        allUnitConstant = false;
        if (auto index = read.indices[dim].getDefiningOp<linalg::IndexOp>())
          if (index->getBlock() == body)
            loop = index.getDim();
      }
      if (!loop || (plain && *plain != *loop))
        allPlain = false;
      plain = loop;
    }
    if (allPlain && plain && !used.test(*plain) && size == ranges[*plain] &&
        !ShapedType::isDynamic(size)) {
      used.set(*plain);
      loops.push_back({*plain, false});
      continue;
    }
    if (ShapedType::isDynamic(size))
      return op->emitOpError("cannot be differentiated: dimension ")
             << dim << " of a read " << target.getType()
             << " is dynamic and indexed by other than a loop";
    loops.push_back({numLoops++, !allUnitConstant});
  }
  return loops;
}

FailureOr<SmallVector<Value>>
LinalgVjpBuilder::differentiateAt(OpBuilder &nb, Location nl,
                                  const PayloadPoint &point,
                                  ArrayRef<Read> reads, IRMapping &mapping) {
  unsigned numInputs = op.getNumDpsInputs();
  // Recompute the payload; side-effecting ops without results (the bounds
  // checks, cf.assert) stay in the forward. Outside a linalg op the loop
  // indices are the given ones.
  for (auto [arg, value] : llvm::zip(body->getArguments(), point.blockArgs))
    mapping.map(arg, value);
  SmallVector<Operation *> cloned;
  llvm::DenseSet<Operation *> skip;
  llvm::DenseMap<Operation *, Operation *> originals;
  for (Operation &payloadOp : body->without_terminator()) {
    if (payloadOp.getNumResults() == 0)
      continue;
    if (auto index = dyn_cast<linalg::IndexOp>(payloadOp);
        index && !point.loopIndices.empty()) {
      mapping.map(index.getResult(), point.loopIndices[index.getDim()]);
      continue;
    }
    Operation *copy = nb.clone(payloadOp, mapping);
    cloned.push_back(copy);
    originals[copy] = &payloadOp;
    if (llvm::any_of(reduced, [&](const ReducedResult &r) {
          return r.op == &payloadOp;
        }))
      skip.insert(copy);
  }

  // The float values that depend on the reads.
  llvm::DenseSet<Value> active;
  SmallVector<Value> readValues;
  for (Read read : reads) {
    Value value = read.extracted ? mapping.lookup(read.extracted)
                                 : mapping.lookupOrDefault(read.value);
    readValues.push_back(value);
    active.insert(value);
  }
  for (Operation *copy : cloned)
    if (llvm::any_of(copy->getOperands(),
                     [&](Value v) { return active.contains(v); }))
      for (Value result : copy->getResults())
        if (isa<FloatType>(result.getType()))
          active.insert(result);

  // Seed the yielded values (a reduction's term) with the result
  // cotangents.
  ArithMath math(nb, nl);
  llvm::DenseMap<Value, Value> cotangents;
  auto seed = [&](Value value, Value cotangent) {
    if (!active.contains(value))
      return;
    auto [it, inserted] = cotangents.try_emplace(value, cotangent);
    if (!inserted)
      it->second = math.add(it->second, cotangent);
  };
  Operation *yield = body->getTerminator();
  for (auto [result, g] : llvm::enumerate(point.resultCotangents)) {
    if (!g)
      continue;
    const ReducedResult &form = reduced[result];
    if (!hasReductions) {
      seed(mapping.lookupOrDefault(yield->getOperand(result)), g);
      continue;
    }
    if (!form.op)
      continue;
    Value term = mapping.lookupOrDefault(form.term);
    Value final = point.blockArgs[numInputs + result];
    switch (form.combiner) {
    case Combiner::Sum:
      seed(term, g);
      break;
    case Combiner::Difference:
      seed(term, math.neg(g));
      break;
    case Combiner::Maximum:
    case Combiner::Minimum: {
      Value count = point.extremumCounts[result];
      seed(term, math.whereEqual(term, final, count ? math.div(g, count) : g));
      break;
    }
    case Combiner::Identity:
      break;
    }
  }
  if (failed(differentiatePayload(nb, cloned, active, skip, cotangents,
                                  originals)))
    return failure();
  SmallVector<Value> readCotangents;
  for (Value value : readValues)
    readCotangents.push_back(cotangents.lookup(value));
  return readCotangents;
}

FailureOr<Value>
LinalgVjpBuilder::buildScatterCotangent(ArrayRef<Read> reads,
                                        RankedTensorType resultType) {
  SmallVector<int64_t> ranges = op.getStaticLoopRanges();
  if (llvm::any_of(ranges, ShapedType::isDynamic))
    return op->emitOpError("cannot be differentiated: a gather from a "
                           "large table needs static loop ranges");
  unsigned numInputs = op.getNumDpsInputs();
  unsigned numInits = op.getNumDpsInits();
  SmallVector<AffineMap> maps = op.getIndexingMapsArray();
  SmallVector<Value> lbs, ubs, steps;
  for (int64_t range : ranges) {
    lbs.push_back(arith::ConstantIndexOp::create(b, loc, 0));
    ubs.push_back(arith::ConstantIndexOp::create(b, loc, range));
    steps.push_back(arith::ConstantIndexOp::create(b, loc, 1));
  }
  LogicalResult status = success();
  bool reached = false;
  scf::LoopNest nest = scf::buildLoopNest(
      b, loc, lbs, ubs, steps, ValueRange{buildZeroFilled(b, loc, resultType)},
      [&](OpBuilder &nb, Location nl, ValueRange ivs,
          ValueRange iterArgs) -> scf::ValueVector {
        auto indicesOf = [&](AffineMap map) {
          SmallVector<Value> indices;
          for (AffineExpr expr : map.getResults())
            indices.push_back(
                affine::expandAffineExpr(nb, nl, expr, ivs, ValueRange()));
          return indices;
        };
        auto element = [&](Value tensor, AffineMap map) -> Value {
          return tensor::ExtractOp::create(nb, nl, tensor, indicesOf(map));
        };
        PayloadPoint point;
        point.loopIndices = ivs;
        for (auto [i, input] : llvm::enumerate(op.getDpsInputs()))
          point.blockArgs.push_back(isa<RankedTensorType>(input.getType())
                                        ? element(input, maps[i])
                                        : input);
        for (unsigned i = 0; i < numInits; ++i)
          point.blockArgs.push_back(element(
              hasReductions ? Value(op->getResult(i)) : op.getDpsInits()[i],
              maps[numInputs + i]));
        for (auto [i, g] : llvm::enumerate(resultCotangents)) {
          bool seeded = g && isFloatLike(g.getType());
          point.resultCotangents.push_back(
              seeded ? element(g, maps[numInputs + i]) : Value());
          point.extremumCounts.push_back(
              seeded && hasReductions && extremumCounts[i]
                  ? element(extremumCounts[i], maps[numInputs + i])
                  : Value());
        }
        IRMapping mapping;
        FailureOr<SmallVector<Value>> readCotangents =
            differentiateAt(nb, nl, point, reads, mapping);
        if (failed(readCotangents)) {
          status = failure();
          return {iterArgs[0]};
        }
        ArithMath math(nb, nl);
        Value cotangent = iterArgs[0];
        for (auto [read, d] : llvm::zip_equal(reads, *readCotangents)) {
          if (!d)
            continue;
          reached = true;
          SmallVector<Value> indices;
          if (read.map)
            indices = indicesOf(read.map);
          else
            for (Value index : read.indices)
              indices.push_back(mapping.lookupOrDefault(index));
          Value sum = math.add(
              tensor::ExtractOp::create(nb, nl, cotangent, indices), d);
          cotangent = tensor::InsertOp::create(nb, nl, sum, cotangent, indices);
        }
        return {cotangent};
      });
  if (failed(status))
    return failure();
  // Left unused when nothing reaches a read, as in buildCotangent.
  if (!reached)
    return Value();
  return nest.results.front();
}

/// `generic` without the loops in `dropped`, each of which runs once and
/// indexes no result: their dimensions become 0 in the indexing maps and
/// their linalg.index ops constants. The loops left keep their order.
/// `generic` is left unused (mpt-autodiff erases the dead ops it made).
/// Upstream's linalg::dropUnitDims does this and more, but erases the op
/// through a rewriter, which mpt-autodiff's record of the ops it created
/// (an OpBuilder listener, told of insertions only) would not see.
static linalg::GenericOp dropLoops(OpBuilder &b, linalg::GenericOp generic,
                                   const llvm::SmallBitVector &dropped) {
  MLIRContext *context = b.getContext();
  unsigned numLoops = generic.getNumLoops();
  SmallVector<AffineExpr> replacements;
  SmallVector<int64_t> renumbered;
  SmallVector<utils::IteratorType> iterators;
  for (unsigned loop = 0; loop < numLoops; ++loop) {
    if (dropped.test(loop)) {
      replacements.push_back(getAffineConstantExpr(0, context));
      renumbered.push_back(-1);
      continue;
    }
    renumbered.push_back(iterators.size());
    replacements.push_back(getAffineDimExpr(iterators.size(), context));
    iterators.push_back(generic.getIteratorTypesArray()[loop]);
  }
  SmallVector<AffineMap> maps;
  for (AffineMap map : generic.getIndexingMapsArray())
    maps.push_back(
        map.replaceDimsAndSymbols(replacements, {}, iterators.size(), 0));
  OpBuilder::InsertionGuard guard(b);
  b.setInsertionPoint(generic);
  auto compact = linalg::GenericOp::create(
      b, generic.getLoc(), generic.getResultTypes(), generic.getDpsInputs(),
      generic.getDpsInits(), maps, iterators);
  IRMapping mapping;
  generic.getRegion().cloneInto(&compact.getRegion(), mapping);
  for (auto index : llvm::make_early_inc_range(
           compact.getBody()->getOps<linalg::IndexOp>())) {
    int64_t loop = renumbered[index.getDim()];
    if (loop >= 0) {
      index.setDim(loop);
      continue;
    }
    b.setInsertionPoint(index);
    index.replaceAllUsesWith(
        arith::ConstantIndexOp::create(b, index.getLoc(), 0).getResult());
    index.erase();
  }
  generic->replaceAllUsesWith(compact->getResults());
  return compact;
}

FailureOr<Value> LinalgVjpBuilder::buildCotangent(Value target,
                                                  ArrayRef<Read> reads) {
  unsigned numLoops;
  FailureOr<SmallVector<DimLoop>> dimLoops =
      assignLoops(target, reads, numLoops);
  if (failed(dimLoops))
    return failure();
  MLIRContext *context = b.getContext();
  Type element = getElementTypeOrSelf(target.getType());
  auto tensorType = dyn_cast<RankedTensorType>(target.getType());
  auto resultType =
      tensorType ? tensorType : RankedTensorType::get({}, element);
  int64_t oneHotWidth = 1;
  for (auto [dim, dimLoop] : llvm::enumerate(*dimLoops))
    if (dimLoop.compare)
      oneHotWidth *= resultType.getDimSize(dim);
  // Loops of the op that the cotangent has no dimension for: the backward
  // sums over them, unless they run once (torch's gather keeps its index's
  // unit dimension). Without such a sum every iteration of the one-hot loop
  // writes an element of its own, so it costs what writing the cotangent
  // does however wide the table: a label gather from [tokens, vocabulary]
  // logits stays one parallel generic, which fusion can take into its
  // readers, where a scatter loop would write a zero-filled copy first.
  SmallVector<int64_t> ranges = op.getStaticLoopRanges();
  llvm::SmallBitVector writtenLoops(numLoops);
  for (DimLoop dimLoop : *dimLoops)
    writtenLoops.set(dimLoop.loop);
  llvm::SmallBitVector dropped(numLoops);
  bool sumsOverLoops = false;
  for (unsigned loop = 0; loop < op.getNumLoops(); ++loop) {
    if (writtenLoops.test(loop))
      continue;
    if (ranges[loop] == 1)
      dropped.set(loop);
    else
      sumsOverLoops = true;
  }
  if (oneHotWidth > kMaxOneHotWidth && sumsOverLoops)
    return buildScatterCotangent(reads, resultType);

  // Operands: the forward inputs, the accumulators' values (the inits, or
  // the final results over reductions), the result cotangents.
  unsigned numInputs = op.getNumDpsInputs();
  unsigned numInits = op.getNumDpsInits();
  SmallVector<AffineMap> forwardMaps = op.getIndexingMapsArray();
  auto widen = [&](AffineMap map) {
    return AffineMap::get(numLoops, 0, map.getResults(), context);
  };
  SmallVector<Value> ins(op.getDpsInputs());
  SmallVector<AffineMap> maps;
  for (unsigned i = 0; i < numInputs + numInits; ++i)
    maps.push_back(widen(forwardMaps[i]));
  for (unsigned i = 0; i < numInits; ++i)
    ins.push_back(hasReductions ? Value(op->getResult(i))
                                : op.getDpsInits()[i]);
  SmallVector<unsigned> seededResults;
  for (auto [i, cotangent] : llvm::enumerate(resultCotangents)) {
    if (!cotangent || !isFloatLike(cotangent.getType()))
      continue;
    seededResults.push_back(i);
    ins.push_back(cotangent);
    maps.push_back(widen(forwardMaps[numInputs + i]));
  }
  // The extremum counts follow, where a max/min result has one.
  SmallVector<int> countArgs(op->getNumResults(), -1);
  for (unsigned result : seededResults) {
    if (!hasReductions || !extremumCounts[result])
      continue;
    countArgs[result] = ins.size();
    ins.push_back(extremumCounts[result]);
    maps.push_back(widen(forwardMaps[numInputs + result]));
  }
  SmallVector<AffineExpr> written;
  for (DimLoop dimLoop : *dimLoops)
    written.push_back(getAffineDimExpr(dimLoop.loop, context));
  maps.push_back(AffineMap::get(numLoops, 0, written, context));
  SmallVector<utils::IteratorType> iterators(numLoops,
                                             utils::IteratorType::reduction);
  for (DimLoop dimLoop : *dimLoops)
    iterators[dimLoop.loop] = utils::IteratorType::parallel;

  // Each element is written once unless a loop reduces into it or several
  // reads add up: only then does the backward read its init, a zero fill.
  bool accumulates = reads.size() > 1 || sumsOverLoops;
  Value init =
      accumulates
          ? buildZeroFilled(b, loc, resultType)
          : tensor::EmptyOp::create(b, loc, resultType.getShape(), element);

  LogicalResult status = success();
  bool reached = false;
  auto backward = linalg::GenericOp::create(
      b, loc, TypeRange{resultType}, ins, ValueRange{init}, maps, iterators,
      [&](OpBuilder &nb, Location nl, ValueRange args) {
        PayloadPoint point;
        point.blockArgs.assign(args.begin(),
                               args.begin() + numInputs + numInits);
        point.resultCotangents.assign(op->getNumResults(), Value());
        point.extremumCounts.assign(op->getNumResults(), Value());
        for (auto [k, result] : llvm::enumerate(seededResults))
          point.resultCotangents[result] = args[numInputs + numInits + k];
        for (auto [result, arg] : llvm::enumerate(countArgs))
          if (arg >= 0)
            point.extremumCounts[result] = args[arg];
        IRMapping mapping;
        FailureOr<SmallVector<Value>> readCotangents =
            differentiateAt(nb, nl, point, reads, mapping);
        if (failed(readCotangents)) {
          status = failure();
          linalg::YieldOp::create(nb, nl, args.back());
          return;
        }
        ArithMath math(nb, nl);

        // Accumulate each read's cotangent where its indices match.
        SmallVector<Value> loopIndices;
        auto loopIndex = [&](unsigned loop) {
          while (loopIndices.size() <= loop)
            loopIndices.push_back(
                linalg::IndexOp::create(nb, nl, loopIndices.size()));
          return loopIndices[loop];
        };
        Value sum = args.back();
        for (auto [read, d] : llvm::zip_equal(reads, *readCotangents)) {
          if (!d)
            continue;
          reached = true;
          Value matches;
          for (auto [dim, dimLoop] : llvm::enumerate(*dimLoops)) {
            if (!dimLoop.compare)
              continue;
            Value index;
            if (read.map) {
              SmallVector<Value> dims;
              for (unsigned l = 0; l < op.getNumLoops(); ++l)
                dims.push_back(loopIndex(l));
              index = affine::expandAffineExpr(nb, nl, read.map.getResult(dim),
                                               dims, ValueRange());
            } else {
              index = mapping.lookupOrDefault(read.indices[dim]);
            }
            Value equal =
                arith::CmpIOp::create(nb, nl, arith::CmpIPredicate::eq, index,
                                      loopIndex(dimLoop.loop));
            matches =
                matches ? arith::AndIOp::create(nb, nl, matches, equal) : equal;
          }
          if (matches)
            d = arith::SelectOp::create(nb, nl, matches, d, math.splat(0.0, d));
          sum = accumulates ? math.add(sum, d) : d;
        }
        linalg::YieldOp::create(nb, nl, sum);
      });
  if (failed(status))
    return failure();
  // Left unused rather than erased: mpt-autodiff's listener has recorded
  // it, and erases the dead ops it created once the backward is built.
  if (!reached)
    return Value();
  if (dropped.any())
    backward = dropLoops(b, backward, dropped);
  Value cotangent = dropUnusedInputs(b, backward).getResult(0);
  if (!tensorType)
    cotangent = tensor::ExtractOp::create(b, loc, cotangent, ValueRange{});
  return cotangent;
}

Value LinalgVjpBuilder::buildReducedInitCotangent(unsigned result) {
  Value g = resultCotangents[result];
  const ReducedResult &form = reduced[result];
  switch (form.combiner) {
  case Combiner::Sum:
  case Combiner::Difference:
  case Combiner::Identity:
    return g;
  case Combiner::Maximum:
  case Combiner::Minimum: {
    // The init reaches the result only where it is the extremum, and
    // shares it with the terms that tie.
    ArithMath math(b, loc);
    return math.whereEqual(op.getDpsInits()[result], op->getResult(result),
                           math.div(g, extremumCounts[result]));
  }
  }
  llvm_unreachable("unknown combiner");
}

LogicalResult LinalgVjpBuilder::build(SmallVectorImpl<Value> &cotangents) {
  if (!op.hasPureTensorSemantics())
    return op->emitOpError("cannot be differentiated on buffers");
  if (failed(analyseReductions()))
    return failure();
  buildExtremumCounts();
  SmallVector<AffineMap> maps = op.getIndexingMapsArray();
  unsigned numInputs = op.getNumDpsInputs();
  for (OpOperand &operand : op->getOpOperands()) {
    Value value = operand.get();
    unsigned number = operand.getOperandNumber();
    BlockArgument arg = body->getArgument(number);
    if (!isFloatLike(value.getType())) {
      cotangents.push_back(Value());
      continue;
    }
    // Over reductions the payload reads a running accumulator, not the init.
    if (number >= numInputs && hasReductions) {
      unsigned result = number - numInputs;
      Value g = resultCotangents[result];
      cotangents.push_back(g ? buildReducedInitCotangent(result) : Value());
      continue;
    }
    if (arg.use_empty()) {
      cotangents.push_back(Value());
      continue;
    }
    FailureOr<Value> cotangent =
        buildCotangent(value, Read{arg, maps[number], Value(), ValueRange()});
    if (failed(cotangent))
      return failure();
    cotangents.push_back(*cotangent);
  }

  // Values the payload reads from above: a float scalar, or a tensor it
  // gathers from with tensor.extract.
  for (Value captured : getValuesCapturedByRegions(op)) {
    if (!isFloatLike(captured.getType())) {
      cotangents.push_back(Value());
      continue;
    }
    SmallVector<Read> reads;
    if (isa<FloatType>(captured.getType())) {
      reads.push_back(Read{captured, AffineMap(), Value(), ValueRange()});
    } else {
      for (OpOperand &use : captured.getUses()) {
        Operation *user = use.getOwner();
        // Shape queries (tensor.dim) read no data.
        if (!op->isProperAncestor(user) ||
            llvm::none_of(user->getResultTypes(), isFloatLike))
          continue;
        auto extract = dyn_cast<tensor::ExtractOp>(user);
        if (!extract || user->getBlock() != body)
          return user->emitOpError("cannot be differentiated: it reads ")
                 << "a tensor captured by '" << op->getName()
                 << "' in a way that has no derivative (only "
                    "tensor.extract in the payload's block gathers)";
        reads.push_back(Read{captured, AffineMap(), extract.getResult(),
                             extract.getIndices()});
      }
    }
    FailureOr<Value> cotangent = buildCotangent(captured, reads);
    if (failed(cotangent))
      return failure();
    cotangents.push_back(*cotangent);
  }
  return success();
}

LogicalResult mlir::mpt::buildLinalgVjp(linalg::LinalgOp op, OpBuilder &builder,
                                        ValueRange resultCotangents,
                                        SmallVectorImpl<Value> &cotangents) {
  return LinalgVjpBuilder(op, builder, resultCotangents).build(cotangents);
}
