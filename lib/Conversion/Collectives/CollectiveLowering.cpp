//===- CollectiveLowering.cpp - Lowering mpt's collectives ----------------===//

#include "CollectiveLowering.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Bufferization/IR/Bufferization.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/Dominance.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"

using namespace mlir;
using namespace mlir::mpt;

/// A flat tensor of `value`'s elements.
static Value flatten(OpBuilder &b, Location loc, Value value) {
  auto type = cast<RankedTensorType>(value.getType());
  auto flat =
      RankedTensorType::get({type.getNumElements()}, type.getElementType());
  if (type.getRank() == 1)
    return value;
  if (type.getRank() == 0)
    return tensor::ExpandShapeOp::create(b, loc, flat, value,
                                         ArrayRef<ReassociationIndices>{});
  ReassociationIndices all;
  for (int64_t d = 0; d < type.getRank(); ++d)
    all.push_back(d);
  return tensor::CollapseShapeOp::create(b, loc, flat, value,
                                         ArrayRef<ReassociationIndices>{all});
}

/// `flat` reshaped back to `type`.
static Value unflatten(OpBuilder &b, Location loc, Value flat,
                       RankedTensorType type) {
  if (type.getRank() == 1)
    return flat;
  if (type.getRank() == 0)
    return tensor::CollapseShapeOp::create(b, loc, type, flat,
                                           ArrayRef<ReassociationIndices>{});
  ReassociationIndices all;
  for (int64_t d = 0; d < type.getRank(); ++d)
    all.push_back(d);
  return tensor::ExpandShapeOp::create(b, loc, type, flat,
                                       ArrayRef<ReassociationIndices>{all});
}

Value mpt::convertElements(OpBuilder &b, Location loc, Value value,
                           FloatType element) {
  auto type = cast<RankedTensorType>(value.getType());
  auto from = cast<FloatType>(type.getElementType());
  if (from == element)
    return value;
  RankedTensorType to = type.clone(element);
  if (from.getWidth() > element.getWidth())
    return arith::TruncFOp::create(b, loc, to, value);
  if (from.getWidth() < element.getWidth())
    return arith::ExtFOp::create(b, loc, to, value);
  // f16 <-> bf16: through f32, which holds both exactly.
  Value wide = arith::ExtFOp::create(b, loc, type.clone(b.getF32Type()), value);
  return arith::TruncFOp::create(b, loc, to, wide);
}

func::FuncOp mpt::declareFunction(ModuleOp module, StringRef name,
                                  FunctionType type) {
  if (auto existing = module.lookupSymbol<func::FuncOp>(name))
    return existing;
  OpBuilder b = OpBuilder::atBlockEnd(module.getBody());
  auto fn = func::FuncOp::create(b, module.getLoc(), name, type);
  fn.setPrivate();
  return fn;
}

/// The suffix of a collective's entry point for `element`.
static StringRef getElementSuffix(Type element) {
  if (element.isF32())
    return "F32";
  if (element.isF64())
    return "F64";
  if (element.isF16())
    return "F16";
  return "BF16";
}

/// `flat`'s buffer (read only).
static Value toBuffer(OpBuilder &b, Location loc, Value flat) {
  auto type = cast<RankedTensorType>(flat.getType());
  return bufferization::ToBufferOp::create(
      b, loc, MemRefType::get(type.getShape(), type.getElementType()), flat,
      /*readOnly=*/true);
}

/// `buffer` as the shims take it: a dynamic 1-D memref.
static Value toDynamic(OpBuilder &b, Location loc, Value buffer) {
  auto type = cast<MemRefType>(buffer.getType());
  return memref::CastOp::create(
      b, loc, MemRefType::get({ShapedType::kDynamic}, type.getElementType()),
      buffer);
}

/// The send and receive buffers of a collective on `flat`, then `extra`
/// and what `trailing` makes; the receive buffer is new.
static SmallVector<Value>
getBufferArguments(OpBuilder &b, Location loc, Value flat,
                   RankedTensorType resultType, ValueRange extra,
                   llvm::function_ref<Value(OpBuilder &)> trailing,
                   Value &receive) {
  Value send = toBuffer(b, loc, flat);
  receive = memref::AllocOp::create(
      b, loc,
      MemRefType::get(resultType.getShape(), resultType.getElementType()));
  Value last = trailing ? trailing(b) : Value();
  SmallVector<Value> arguments{toDynamic(b, loc, send),
                               toDynamic(b, loc, receive)};
  llvm::append_range(arguments, extra);
  if (last)
    arguments.push_back(last);
  return arguments;
}

/// Calls `name` + `element`'s suffix, declared from the arguments.
static func::CallOp callWithSuffix(OpBuilder &b, Location loc, ModuleOp module,
                                   StringRef name, Type element,
                                   ValueRange arguments, TypeRange results) {
  func::FuncOp callee =
      declareFunction(module, (name + getElementSuffix(element)).str(),
                      b.getFunctionType(arguments.getTypes(), results));
  return func::CallOp::create(b, loc, callee, arguments);
}

Value mpt::callOnBuffers(OpBuilder &b, Location loc, ModuleOp module,
                         StringRef name, Value flat,
                         RankedTensorType resultType, ValueRange extra,
                         llvm::function_ref<Value(OpBuilder &)> trailing) {
  Value receive;
  SmallVector<Value> arguments =
      getBufferArguments(b, loc, flat, resultType, extra, trailing, receive);
  callWithSuffix(b, loc, module, name, resultType.getElementType(), arguments,
                 {});
  return receive;
}

Value mpt::startOnBuffers(
    CollectivePlace place, Location loc, ModuleOp module, StringRef name,
    StringRef waitName, Value flat, RankedTensorType resultType,
    ValueRange extra, llvm::function_ref<Value(OpBuilder &)> trailing,
    llvm::function_ref<Value(OpBuilder &)> trailingAtWait) {
  Value receive;
  Type element = resultType.getElementType();
  SmallVector<Value> arguments = getBufferArguments(
      place.start, loc, flat, resultType, extra, trailing, receive);
  Value handle = callWithSuffix(place.start, loc, module, name, element,
                                arguments, place.start.getI64Type())
                     .getResult(0);
  // The send buffer read again at the wait: bufferization keeps it from
  // being written in place before, and the deallocation from freeing it.
  SmallVector<Value> waitArguments{
      handle, toDynamic(place.wait, loc, toBuffer(place.wait, loc, flat))};
  if (trailingAtWait)
    waitArguments.push_back(trailingAtWait(place.wait));
  callWithSuffix(place.wait, loc, module, waitName, element, waitArguments, {});
  return receive;
}

Value mpt::toResultTensor(OpBuilder &b, Location loc, Value buffer,
                          RankedTensorType type) {
  return bufferization::ToTensorOp::create(b, loc, type, buffer,
                                           /*restrict=*/true,
                                           /*writable=*/true);
}

Value mpt::getSliceOffset(OpBuilder &b, Location loc, Value rank,
                          int64_t size) {
  Value sizeValue = arith::ConstantIndexOp::create(b, loc, size);
  return arith::MulIOp::create(b, loc, rank, sizeValue);
}

/// `value` divided elementwise by the f32 scalar `ranks`: an elementwise
/// generic reading the scalar from above (a splat tensor would be
/// materialized, a whole buffer written and read for nothing).
static Value divide(OpBuilder &b, Location loc, Value value, Value ranks) {
  auto type = cast<RankedTensorType>(value.getType());
  Value divisor = ranks;
  if (type.getElementType() != ranks.getType())
    divisor = arith::ExtFOp::create(b, loc, type.getElementType(), ranks);
  AffineMap identity = b.getMultiDimIdentityMap(type.getRank());
  Value init =
      tensor::EmptyOp::create(b, loc, type.getShape(), type.getElementType());
  SmallVector<utils::IteratorType> parallel(type.getRank(),
                                            utils::IteratorType::parallel);
  auto generic = linalg::GenericOp::create(
      b, loc, type, ValueRange{value}, ValueRange{init},
      ArrayRef<AffineMap>{identity, identity}, parallel,
      [&](OpBuilder &nested, Location nestedLoc, ValueRange arguments) {
        Value quotient =
            arith::DivFOp::create(nested, nestedLoc, arguments[0], divisor);
        linalg::YieldOp::create(nested, nestedLoc, quotient);
      });
  return generic.getResult(0);
}

/// `value` mapped elementwise by `map` into a tensor of `to` elements.
static Value
mapElements(OpBuilder &b, Location loc, Value value, Type to,
            llvm::function_ref<Value(OpBuilder &, Location, Value)> map) {
  auto type = cast<RankedTensorType>(value.getType());
  AffineMap identity = b.getMultiDimIdentityMap(type.getRank());
  Value init = tensor::EmptyOp::create(b, loc, type.getShape(), to);
  auto generic = linalg::GenericOp::create(
      b, loc, type.clone(to), ValueRange{value}, ValueRange{init},
      ArrayRef<AffineMap>{identity, identity},
      SmallVector<utils::IteratorType>(type.getRank(),
                                       utils::IteratorType::parallel),
      [&](OpBuilder &nested, Location l, ValueRange arguments) {
        linalg::YieldOp::create(nested, l, map(nested, l, arguments[0]));
      });
  return generic.getResult(0);
}

/// Flags as f32 failures: 1 where a flag is false. The max over the ranks
/// is 0 only where every rank's flag is true.
static Value flagsToFailures(OpBuilder &b, Location loc, Value flags) {
  return mapElements(
      b, loc, flags, b.getF32Type(),
      [](OpBuilder &nested, Location l, Value flag) -> Value {
        Value zero =
            arith::ConstantOp::create(nested, l, nested.getF32FloatAttr(0));
        Value one =
            arith::ConstantOp::create(nested, l, nested.getF32FloatAttr(1));
        return arith::SelectOp::create(nested, l, flag, zero, one);
      });
}

/// The flags the combined failures leave: true where they are 0.
static Value failuresToFlags(OpBuilder &b, Location loc, Value failures) {
  return mapElements(b, loc, failures, b.getI1Type(),
                     [](OpBuilder &nested, Location l, Value failure) -> Value {
                       Value zero = arith::ConstantOp::create(
                           nested, l, nested.getF32FloatAttr(0));
                       return arith::CmpFOp::create(
                           nested, l, arith::CmpFPredicate::OEQ, failure, zero);
                     });
}

static void lower(AllReduceOp op, Value ranks, CollectiveBackend &backend,
                  CollectivePlace place) {
  OpBuilder &b = place.start;
  OpBuilder &after = place.wait;
  Location loc = op.getLoc();
  auto type = cast<RankedTensorType>(op.getType());
  CollectiveReduction kind = op.getKind();
  if (kind == CollectiveReduction::All) {
    Value failures = flagsToFailures(b, loc, op.getInput());
    Value any = backend.allReduce(place, loc, flatten(b, loc, failures),
                                  CollectiveReduction::Max);
    Value all = failuresToFlags(
        after, loc, unflatten(after, loc, any, type.clone(b.getF32Type())));
    op.replaceAllUsesWith(all);
    op.erase();
    return;
  }
  auto element = cast<FloatType>(type.getElementType());
  FloatType wire = op.getWireElementType();
  bool narrowWire = wire.getWidth() < element.getWidth();

  Value value = op.getInput();
  // A narrower wire: divide first, so the narrow sum stays in range.
  if (kind == CollectiveReduction::Average && narrowWire)
    value = divide(b, loc, value, ranks);
  value = flatten(b, loc, convertElements(b, loc, value, wire));
  value = backend.allReduce(place, loc, value,
                            kind == CollectiveReduction::Max
                                ? CollectiveReduction::Max
                                : CollectiveReduction::Sum);
  Value result =
      unflatten(after, loc, convertElements(after, loc, value, element), type);
  if (kind == CollectiveReduction::Average && !narrowWire)
    result = divide(after, loc, result, ranks);
  op.replaceAllUsesWith(result);
  op.erase();
}

/// As an all-reduce, but each rank receives only its slice of the result.
static void lower(ReduceScatterOp op, Value ranks, CollectiveBackend &backend,
                  CollectivePlace place) {
  OpBuilder &b = place.start;
  OpBuilder &after = place.wait;
  Location loc = op.getLoc();
  RankedTensorType type = op.getType();
  auto element = cast<FloatType>(type.getElementType());
  FloatType wire = op.getWireElementType();
  bool narrowWire = wire.getWidth() < element.getWidth();
  CollectiveReduction kind = op.getKind();

  Value value = op.getInput();
  if (kind == CollectiveReduction::Average && narrowWire)
    value = divide(b, loc, value, ranks);
  value = convertElements(b, loc, value, wire);
  value = backend.reduceScatter(place, loc, value, type.clone(wire),
                                kind == CollectiveReduction::Max
                                    ? CollectiveReduction::Max
                                    : CollectiveReduction::Sum);
  Value result = convertElements(after, loc, value, element);
  if (kind == CollectiveReduction::Average && !narrowWire)
    result = divide(after, loc, result, ranks);
  op.replaceAllUsesWith(result);
  op.erase();
}

static void lower(LocalShardOp op, Value rank) {
  OpBuilder b(op);
  Location loc = op.getLoc();
  int64_t size = op.getType().getDimSize(0);
  Value slice = tensor::ExtractSliceOp::create(
      b, loc, op.getType(), op.getInput(),
      ArrayRef<OpFoldResult>{getSliceOffset(b, loc, rank, size)},
      ArrayRef<OpFoldResult>{b.getIndexAttr(size)},
      ArrayRef<OpFoldResult>{b.getIndexAttr(1)});
  op.replaceAllUsesWith(slice);
  op.erase();
}

/// The operation of `op`'s block before which its result is first read:
/// the block's terminator if nothing in the block reads it.
static Operation *getFirstReader(Operation *op) {
  Block *block = op->getBlock();
  Operation *first = block->getTerminator();
  for (Operation *user : op->getUsers())
    if (Operation *ancestor = block->findAncestorOpInBlock(*user))
      if (ancestor->isBeforeInBlock(first))
        first = ancestor;
  return first;
}

/// Whether `value` is available before `point`, after moving the
/// operations of `point`'s block that compute it there if needed: a few
/// levels of side-effect-free operations without regions, such as a cast or
/// reshape of an argument. (Not a bufferization.to_tensor: the buffer it
/// reads may be a collective's, complete only at its wait.)
static bool makeAvailableBefore(Value value, Operation *point,
                                DominanceInfo &dominance, int depth = 4) {
  if (dominance.properlyDominates(value, point))
    return true;
  Operation *def = value.getDefiningOp();
  if (!def || def->getBlock() != point->getBlock() || depth == 0 ||
      def->getNumRegions() != 0 || !isMemoryEffectFree(def) ||
      isa<bufferization::BufferizationDialect>(def->getDialect()))
    return false;
  for (Value operand : def->getOperands())
    if (!makeAvailableBefore(operand, point, dominance, depth - 1))
      return false;
  def->moveBefore(point);
  return true;
}

bool mpt::lowerCollectives(ModuleOp module, CollectiveBackend &backend,
                           bool overlap) {
  SmallVector<Operation *> collectives;
  module.walk([&](Operation *op) {
    if (isa<AllReduceOp, ReduceScatterOp, AllGatherOp, LocalShardOp>(op))
      collectives.push_back(op);
  });
  // The number of ranks and this rank, once per function that needs them.
  DenseMap<Operation *, Value> rankCounts, ranks;
  auto atEntry = [](Operation *op) {
    auto fn = op->getParentOfType<FunctionOpInterface>();
    return OpBuilder::atBlockBegin(&fn.getFunctionBody().front());
  };
  auto getRankCount = [&](Operation *op, CollectiveReduction kind) {
    auto fn = op->getParentOfType<FunctionOpInterface>();
    Value &count = rankCounts[fn];
    if (!count && kind == CollectiveReduction::Average) {
      OpBuilder b = atEntry(op);
      count = backend.buildRanks(b, fn.getLoc());
    }
    return count;
  };
  // Per block: where the last overlapped all-gather waits, so that the next
  // one starts there.
  DenseMap<Block *, Operation *> lastGatherWait;
  DominanceInfo dominance(module);
  for (Operation *op : collectives) {
    auto fn = op->getParentOfType<FunctionOpInterface>();
    if (isa<LocalShardOp>(op)) {
      Value &rank = ranks[fn];
      if (!rank) {
        OpBuilder b = atEntry(op);
        rank = backend.buildRank(b, fn.getLoc());
      }
      lower(cast<LocalShardOp>(op), rank);
      continue;
    }
    // The flags are one value each and read at once: not worth overlapping.
    auto allReduce = dyn_cast<AllReduceOp>(op);
    bool overlapped = overlap && !(allReduce && allReduce.getKind() ==
                                                    CollectiveReduction::All);
    OpBuilder start(op);
    OpBuilder wait(overlapped ? getFirstReader(op) : op);
    auto gather = dyn_cast<AllGatherOp>(op);
    if (gather && overlapped) {
      Operation *&previous = lastGatherWait[op->getBlock()];
      // Only earlier than where it stands (the gather before it may wait
      // later, at the block's end).
      if (previous && previous->isBeforeInBlock(op) &&
          makeAvailableBefore(gather.getInput(), previous, dominance))
        start.setInsertionPoint(previous);
    }
    CollectivePlace place{start, wait, overlapped};
    if (allReduce) {
      lower(allReduce, getRankCount(op, allReduce.getKind()), backend, place);
      continue;
    }
    if (auto reduceScatter = dyn_cast<ReduceScatterOp>(op)) {
      lower(reduceScatter, getRankCount(op, reduceScatter.getKind()), backend,
            place);
      continue;
    }
    Operation *beforeWait = wait.getInsertionPoint()->getPrevNode();
    Value result = backend.allGather(place, gather.getLoc(), gather.getInput(),
                                     gather.getType());
    if (overlapped)
      lastGatherWait[op->getBlock()] =
          beforeWait ? beforeWait->getNextNode() : &op->getBlock()->front();
    gather.replaceAllUsesWith(result);
    gather.erase();
  }
  return !collectives.empty();
}
