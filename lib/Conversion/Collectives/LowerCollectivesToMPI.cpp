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
  Value allReduce(CollectivePlace place, Location loc, Value flat,
                  CollectiveReduction kind) override {
    auto wire = cast<FloatType>(
        cast<RankedTensorType>(flat.getType()).getElementType());
    FloatType call = wire.getWidth() < 32 ? place.start.getF32Type() : wire;
    Value wide = convertElements(place.start, loc, flat, call);
    Value reduced;
    if (place.overlapped) {
      reduced = startReduction(place, loc, "mptMpiStartAllReduce", wide,
                               cast<RankedTensorType>(wide.getType()), kind);
    } else {
      reduced = callAllReduce(place.start, loc, wide,
                              kind == CollectiveReduction::Max
                                  ? mpi::MPI_ReductionOpEnum::MPI_MAX
                                  : mpi::MPI_ReductionOpEnum::MPI_SUM);
    }
    return convertElements(place.wait, loc, reduced, wire);
  }

  /// MLIR 22's mpi dialect has neither reduce-scatter nor all-gather (nor
  /// any nonblocking collective): these are calls of libmpt_mpi_collectives
  /// (include/mpt/Runtime/MpiCollectives.h). f16/bf16 travel as f32, as for
  /// the all-reduce.
  Value reduceScatter(CollectivePlace place, Location loc, Value flat,
                      RankedTensorType slice,
                      CollectiveReduction kind) override {
    auto wire = cast<FloatType>(slice.getElementType());
    FloatType call = wire.getWidth() < 32 ? place.start.getF32Type() : wire;
    RankedTensorType callSlice = slice.clone(call);
    Value wide = convertElements(place.start, loc, flat, call);
    Value reduced;
    if (place.overlapped) {
      reduced = startReduction(place, loc, "mptMpiStartReduceScatter", wide,
                               callSlice, kind);
    } else {
      reduced = toResultTensor(
          place.start, loc,
          callOnBuffers(place.start, loc, module, "mptMpiReduceScatter", wide,
                        callSlice, getReduction(place.start, loc, kind)),
          callSlice);
    }
    return convertElements(place.wait, loc, reduced, wire);
  }

  Value allGather(CollectivePlace place, Location loc, Value slice,
                  RankedTensorType whole) override {
    Value receive =
        place.overlapped
            ? startOnBuffers(place, loc, module, "mptMpiStartAllGather",
                             "mptMpiWait", slice, whole, {})
            : callOnBuffers(place.start, loc, module, "mptMpiAllGather", slice,
                            whole, {});
    return toResultTensor(place.wait, loc, receive, whole);
  }

  static Value getReduction(OpBuilder &b, Location loc,
                            CollectiveReduction kind) {
    return arith::ConstantIntOp::create(
        b, loc, kind == CollectiveReduction::Max ? 1 : 0, 32);
  }

  /// A nonblocking reduction (`name`) of `flat` into a `result`-typed
  /// tensor, started at `place.start`, waited for at `place.wait`.
  Value startReduction(CollectivePlace place, Location loc, StringRef name,
                       Value flat, RankedTensorType result,
                       CollectiveReduction kind) {
    Value receive =
        startOnBuffers(place, loc, module, name, "mptMpiWait", flat, result,
                       getReduction(place.start, loc, kind));
    return toResultTensor(place.wait, loc, receive, result);
  }

  ModuleOp module;
};

struct LowerCollectivesToMPIPass
    : mpt::impl::LowerCollectivesToMPIBase<LowerCollectivesToMPIPass> {
  using Base::Base;
  void runOnOperation() override {
    ModuleOp module = getOperation();
    MpiBackend backend(module);
    if (!lowerCollectives(module, backend, overlap))
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
