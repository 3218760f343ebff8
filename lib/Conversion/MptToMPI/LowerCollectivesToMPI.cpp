//===- LowerCollectivesToMPI.cpp - mpt.all_reduce as MPI_Allreduce --------===//

#include "mpt/Conversion/Passes.h"
#include "mpt/Dialect/Mpt/IR/MptOps.h"

#include "mlir/Dialect/Bufferization/IR/Bufferization.h"
#include "mlir/Dialect/DLTI/DLTI.h"
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
    SmallVector<AllReduceOp> collectives;
    module.walk([&](AllReduceOp op) { collectives.push_back(op); });
    if (collectives.empty())
      return;
    if (failed(nameImplementation(module)))
      return signalPassFailure();
    // The number of ranks, once per function that needs it.
    DenseMap<Operation *, Value> worldSizes;
    for (AllReduceOp op : collectives) {
      auto fn = op->getParentOfType<FunctionOpInterface>();
      Value &size = worldSizes[fn];
      if (!size && op.getKind() == CollectiveReduction::Average)
        size = buildWorldSize(fn);
      lower(op, size);
    }
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
  static Value divide(OpBuilder &b, Location loc, Value value, Value ranks) {
    auto type = cast<RankedTensorType>(value.getType());
    Value divisor = ranks;
    if (type.getElementType() != ranks.getType())
      divisor = arith::ExtFOp::create(b, loc, type.getElementType(), ranks);
    Value splat = tensor::SplatOp::create(b, loc, type, divisor);
    return arith::DivFOp::create(b, loc, value, splat);
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
