//===- LowerCollectivesToMPI.cpp - mpt.all_reduce as MPI_Allreduce --------===//

#include "mpt/Conversion/Passes.h"
#include "mpt/Dialect/Mpt/IR/MptOps.h"

#include "mlir/Dialect/Bufferization/IR/Bufferization.h"
#include "mlir/Dialect/DLTI/DLTI.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/MPI/IR/MPI.h"
#include "mlir/IR/Builders.h"

namespace mlir::mpt {
#define GEN_PASS_DEF_LOWERCOLLECTIVESTOMPI
#include "mpt/Conversion/Passes.h.inc"
} // namespace mlir::mpt

using namespace mlir;
using namespace mlir::mpt;

namespace {

constexpr StringLiteral kImplementationKey = "MPI:Implementation";

/// A flat tensor of `value`'s elements.
Value flatten(OpBuilder &b, Location loc, Value value) {
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
Value unflatten(OpBuilder &b, Location loc, Value flat, RankedTensorType type) {
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

/// `value` converted elementwise to `element` (rounded or widened).
Value convert(OpBuilder &b, Location loc, Value value, FloatType element) {
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

/// MPI_Allreduce of a flat tensor into a new one.
Value allReduce(OpBuilder &b, Location loc, Value flat,
                mpi::MPI_ReductionOpEnum op, Value comm) {
  auto type = cast<RankedTensorType>(flat.getType());
  auto memref = MemRefType::get(type.getShape(), type.getElementType());
  Value send = bufferization::ToBufferOp::create(b, loc, memref, flat,
                                                 /*readOnly=*/true);
  Value receive = memref::AllocOp::create(b, loc, memref);
  mpi::AllReduceOp::create(
      b, loc, TypeRange{}, send, receive,
      mpi::MPI_ReductionOpEnumAttr::get(b.getContext(), op), comm);
  return bufferization::ToTensorOp::create(b, loc, type, receive,
                                           /*restrict=*/true,
                                           /*writable=*/true);
}

struct LowerCollectivesToMPIPass
    : mpt::impl::LowerCollectivesToMPIBase<LowerCollectivesToMPIPass> {
  void runOnOperation() override {
    ModuleOp module = getOperation();
    SmallVector<Operation *> collectives;
    module.walk([&](Operation *op) {
      if (isa<AllReduceOp, AllGatherOp, LocalShardOp>(op))
        collectives.push_back(op);
    });
    if (collectives.empty())
      return;
    if (failed(nameImplementation(module)))
      return signalPassFailure();
    // The number of ranks and this rank, once per function that needs them.
    DenseMap<Operation *, Value> worldSizes, ranks;
    for (Operation *op : collectives) {
      auto fn = op->getParentOfType<FunctionOpInterface>();
      if (auto allReduce = dyn_cast<AllReduceOp>(op)) {
        Value &size = worldSizes[fn];
        if (!size && allReduce.getKind() == CollectiveReduction::Average)
          size = buildWorldSize(fn);
        lower(allReduce, size);
        continue;
      }
      Value &rank = ranks[fn];
      if (!rank)
        rank = buildRank(fn);
      if (auto gather = dyn_cast<AllGatherOp>(op))
        lower(gather, rank);
      else
        lower(cast<LocalShardOp>(op), rank);
    }
  }

  /// This rank (an index), computed at the top of `fn`.
  Value buildRank(FunctionOpInterface fn) {
    OpBuilder b = OpBuilder::atBlockBegin(&fn.getFunctionBody().front());
    Location loc = fn.getLoc();
    Value comm =
        mpi::CommWorldOp::create(b, loc, mpi::CommType::get(b.getContext()));
    Value rank =
        mpi::CommRankOp::create(b, loc, TypeRange{b.getI32Type()}, comm)
            .getRank();
    return arith::IndexCastOp::create(b, loc, b.getIndexType(), rank);
  }

  /// The offset of this rank's slice of `size` elements.
  static OpFoldResult sliceOffset(OpBuilder &b, Location loc, Value rank,
                                  int64_t size) {
    Value sizeValue = arith::ConstantIndexOp::create(b, loc, size);
    return arith::MulIOp::create(b, loc, rank, sizeValue).getResult();
  }

  void lower(LocalShardOp op, Value rank) {
    OpBuilder b(op);
    Location loc = op.getLoc();
    int64_t size = op.getType().getDimSize(0);
    Value slice = tensor::ExtractSliceOp::create(
        b, loc, op.getType(), op.getInput(),
        ArrayRef<OpFoldResult>{sliceOffset(b, loc, rank, size)},
        ArrayRef<OpFoldResult>{b.getIndexAttr(size)},
        ArrayRef<OpFoldResult>{b.getIndexAttr(1)});
    op.replaceAllUsesWith(slice);
    op.erase();
  }

  /// MLIR 22's mpi dialect has no all-gather: each rank writes its slice
  /// into zeros and the ranks sum the buffers' bits as integers, which
  /// copies every slice exactly (x + 0 = x; a float sum would turn -0 into
  /// +0). It sends what an all-reduce of the whole buffer sends, twice an
  /// all-gather's bytes.
  void lower(AllGatherOp op, Value rank) {
    OpBuilder b(op);
    Location loc = op.getLoc();
    RankedTensorType type = op.getType();
    auto bitsType = type.clone(
        b.getIntegerType(type.getElementType().getIntOrFloatBitWidth()));
    int64_t size = op.getInput().getType().getDimSize(0);
    Value zeros = arith::ConstantOp::create(
        b, loc,
        DenseElementsAttr::get(bitsType,
                               b.getZeroAttr(bitsType.getElementType())));
    Value bits = arith::BitcastOp::create(
        b, loc, op.getInput().getType().clone(bitsType.getElementType()),
        op.getInput());
    Value placed = tensor::InsertSliceOp::create(
        b, loc, bits, zeros,
        ArrayRef<OpFoldResult>{sliceOffset(b, loc, rank, size)},
        ArrayRef<OpFoldResult>{b.getIndexAttr(size)},
        ArrayRef<OpFoldResult>{b.getIndexAttr(1)});
    Value comm =
        mpi::CommWorldOp::create(b, loc, mpi::CommType::get(b.getContext()));
    Value gathered =
        allReduce(b, loc, placed, mpi::MPI_ReductionOpEnum::MPI_SUM, comm);
    Value result = arith::BitcastOp::create(b, loc, type, gathered);
    op.replaceAllUsesWith(result);
    op.erase();
  }

  /// Upstream picks the ABI's constants by the module's implementation.
  LogicalResult nameImplementation(ModuleOp module) {
    MLIRContext *context = &getContext();
    auto key = StringAttr::get(context, kImplementationKey);
    auto map = module->getAttrOfType<MapAttr>(DLTIDialect::kMapAttrName);
    if (map && succeeded(map.query(key)))
      return success();
    if (map)
      return module.emitError("mpt-lower-collectives-to-mpi: the module's ")
             << DLTIDialect::kMapAttrName << " has no " << kImplementationKey
             << " entry; add one (MPICH or OpenMPI)";
    DataLayoutEntryInterface entry =
        DataLayoutEntryAttr::get(key, StringAttr::get(context, "MPICH"));
    module->setAttr(DLTIDialect::kMapAttrName, MapAttr::get(context, entry));
    return success();
  }

  /// The number of ranks as an f32 scalar, computed at the top of `fn`.
  /// MLIR 22 lowers no `mpi.comm_size`: every rank contributes a 1 to an
  /// all-reduce instead.
  Value buildWorldSize(FunctionOpInterface fn) {
    OpBuilder b = OpBuilder::atBlockBegin(&fn.getFunctionBody().front());
    Location loc = fn.getLoc();
    auto buffer = MemRefType::get({1}, b.getI32Type());
    Value zero = arith::ConstantIndexOp::create(b, loc, 0);
    Value one = arith::ConstantIntOp::create(b, loc, 1, 32);
    Value send = memref::AllocaOp::create(b, loc, buffer);
    Value receive = memref::AllocaOp::create(b, loc, buffer);
    memref::StoreOp::create(b, loc, one, send, ValueRange{zero});
    Value comm =
        mpi::CommWorldOp::create(b, loc, mpi::CommType::get(b.getContext()));
    mpi::AllReduceOp::create(
        b, loc, TypeRange{}, send, receive,
        mpi::MPI_ReductionOpEnumAttr::get(b.getContext(),
                                          mpi::MPI_ReductionOpEnum::MPI_SUM),
        comm);
    Value ranks = memref::LoadOp::create(b, loc, receive, ValueRange{zero});
    return arith::SIToFPOp::create(b, loc, b.getF32Type(), ranks);
  }

  /// `value` divided elementwise by the scalar `ranks` (f32).
  /// An elementwise generic reading the scalar from above: a splat tensor
  /// would be materialized, a whole buffer written and read for nothing.
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

  void lower(AllReduceOp op, Value ranks) {
    OpBuilder b(op);
    Location loc = op.getLoc();
    auto type = cast<RankedTensorType>(op.getType());
    auto element = cast<FloatType>(type.getElementType());
    FloatType wire = op.getWireElementType();
    bool narrowWire = wire.getWidth() < element.getWidth();
    CollectiveReduction kind = op.getKind();

    Value value = op.getInput();
    // A narrower wire: divide first, so the narrow sum stays in range.
    if (kind == CollectiveReduction::Average && narrowWire)
      value = divide(b, loc, value, ranks);
    value = flatten(b, loc, convert(b, loc, value, wire));
    // f16/bf16 travel as f32 (see the pass description); the sum of
    // values of the narrow type is rounded to it once.
    FloatType call = wire.getWidth() < 32 ? b.getF32Type() : wire;
    value = convert(b, loc, value, call);
    Value comm =
        mpi::CommWorldOp::create(b, loc, mpi::CommType::get(b.getContext()));
    Value reduced = allReduce(b, loc, value,
                              kind == CollectiveReduction::Max
                                  ? mpi::MPI_ReductionOpEnum::MPI_MAX
                                  : mpi::MPI_ReductionOpEnum::MPI_SUM,
                              comm);
    reduced = convert(b, loc, convert(b, loc, reduced, wire), element);
    Value result = unflatten(b, loc, reduced, type);
    if (kind == CollectiveReduction::Average && !narrowWire)
      result = divide(b, loc, result, ranks);
    op.replaceAllUsesWith(result);
    op.erase();
  }
};

} // namespace
