//===- LowerCollectivesToMPI.cpp - mpt's collectives as MPI calls ---------===//

#include "CollectiveLowering.h"

#include "mpt/Conversion/Passes.h"

#include "mlir/Dialect/Bufferization/IR/Bufferization.h"
#include "mlir/Dialect/DLTI/DLTI.h"
#include "mlir/Dialect/MPI/IR/MPI.h"

namespace mlir::mpt {
#define GEN_PASS_DEF_LOWERCOLLECTIVESTOMPI
#include "mpt/Conversion/Passes.h.inc"
} // namespace mlir::mpt

using namespace mlir;
using namespace mlir::mpt;

namespace {

constexpr StringLiteral kImplementationKey = "MPI:Implementation";

Value getCommWorld(OpBuilder &b, Location loc) {
  return mpi::CommWorldOp::create(b, loc, mpi::CommType::get(b.getContext()));
}

/// MPI_Allreduce of a flat tensor into a new one.
Value callAllReduce(OpBuilder &b, Location loc, Value flat,
                    mpi::MPI_ReductionOpEnum op) {
  auto type = cast<RankedTensorType>(flat.getType());
  auto memref = MemRefType::get(type.getShape(), type.getElementType());
  Value send = bufferization::ToBufferOp::create(b, loc, memref, flat,
                                                 /*readOnly=*/true);
  Value receive = memref::AllocOp::create(b, loc, memref);
  mpi::AllReduceOp::create(
      b, loc, TypeRange{}, send, receive,
      mpi::MPI_ReductionOpEnumAttr::get(b.getContext(), op),
      getCommWorld(b, loc));
  return bufferization::ToTensorOp::create(b, loc, type, receive,
                                           /*restrict=*/true,
                                           /*writable=*/true);
}

struct MpiBackend : CollectiveBackend {
  explicit MpiBackend(ModuleOp module) : module(module) {}

  /// MLIR 22 lowers no `mpi.comm_size`: every rank contributes a 1 to an
  /// all-reduce instead.
  Value buildRanks(OpBuilder &b, Location loc) override {
    auto buffer = MemRefType::get({1}, b.getI32Type());
    Value zero = arith::ConstantIndexOp::create(b, loc, 0);
    Value one = arith::ConstantIntOp::create(b, loc, 1, 32);
    Value send = memref::AllocaOp::create(b, loc, buffer);
    Value receive = memref::AllocaOp::create(b, loc, buffer);
    memref::StoreOp::create(b, loc, one, send, ValueRange{zero});
    mpi::AllReduceOp::create(
        b, loc, TypeRange{}, send, receive,
        mpi::MPI_ReductionOpEnumAttr::get(b.getContext(),
                                          mpi::MPI_ReductionOpEnum::MPI_SUM),
        getCommWorld(b, loc));
    Value ranks = memref::LoadOp::create(b, loc, receive, ValueRange{zero});
    return arith::SIToFPOp::create(b, loc, b.getF32Type(), ranks);
  }

  Value buildRank(OpBuilder &b, Location loc) override {
    Value rank = mpi::CommRankOp::create(b, loc, TypeRange{b.getI32Type()},
                                         getCommWorld(b, loc))
                     .getRank();
    return arith::IndexCastOp::create(b, loc, b.getIndexType(), rank);
  }

  /// f16/bf16 travel as f32 (see the pass description); the sum of values
  /// of the narrow type is rounded to it once.
  Value allReduce(OpBuilder &b, Location loc, Value flat,
                  CollectiveReduction kind) override {
    auto wire = cast<FloatType>(
        cast<RankedTensorType>(flat.getType()).getElementType());
    FloatType call = wire.getWidth() < 32 ? b.getF32Type() : wire;
    Value reduced = callAllReduce(b, loc, convertElements(b, loc, flat, call),
                                  kind == CollectiveReduction::Max
                                      ? mpi::MPI_ReductionOpEnum::MPI_MAX
                                      : mpi::MPI_ReductionOpEnum::MPI_SUM);
    return convertElements(b, loc, reduced, wire);
  }

  /// MLIR 22's mpi dialect has neither reduce-scatter nor all-gather: both
  /// are calls of libmpt_mpi_collectives (include/mpt/Runtime/
  /// MpiCollectives.h). f16/bf16 travel as f32, as for the all-reduce.
  Value reduceScatter(OpBuilder &b, Location loc, Value flat,
                      RankedTensorType slice,
                      CollectiveReduction kind) override {
    auto wire = cast<FloatType>(slice.getElementType());
    FloatType call = wire.getWidth() < 32 ? b.getF32Type() : wire;
    Value reduction = arith::ConstantIntOp::create(
        b, loc, kind == CollectiveReduction::Max ? 1 : 0, 32);
    RankedTensorType callSlice = slice.clone(call);
    Value reduced =
        toResultTensor(b, loc,
                       callOnBuffers(b, loc, module, "mptMpiReduceScatter",
                                     convertElements(b, loc, flat, call),
                                     callSlice, reduction),
                       callSlice);
    return convertElements(b, loc, reduced, wire);
  }

  Value allGather(OpBuilder &b, Location loc, Value slice,
                  RankedTensorType whole) override {
    return toResultTensor(
        b, loc,
        callOnBuffers(b, loc, module, "mptMpiAllGather", slice, whole, {}),
        whole);
  }

  ModuleOp module;
};

struct LowerCollectivesToMPIPass
    : mpt::impl::LowerCollectivesToMPIBase<LowerCollectivesToMPIPass> {
  void runOnOperation() override {
    ModuleOp module = getOperation();
    MpiBackend backend(module);
    if (!lowerCollectives(module, backend))
      return;
    if (failed(nameImplementation(module)))
      return signalPassFailure();
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
};

} // namespace
