//===- LowerCollectivesToNCCL.cpp - mpt's collectives as NCCL calls -------===//

#include "CollectiveLowering.h"

#include "mpt/Conversion/Passes.h"

#include "mlir/Dialect/Bufferization/IR/Bufferization.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/IR/SymbolTable.h"

namespace mlir::mpt {
#define GEN_PASS_DEF_LOWERCOLLECTIVESTONCCL
#include "mpt/Conversion/Passes.h.inc"
} // namespace mlir::mpt

using namespace mlir;
using namespace mlir::mpt;

namespace {

struct NcclBackend : CollectiveBackend {
  explicit NcclBackend(ModuleOp module) : module(module) {}

  func::FuncOp declare(StringRef name, FunctionType type) {
    return declareFunction(module, name, type);
  }

  Value callScalar(OpBuilder &b, Location loc, StringRef name) {
    func::FuncOp fn = declare(name, b.getFunctionType({}, {b.getI32Type()}));
    return func::CallOp::create(b, loc, fn, ValueRange{}).getResult(0);
  }

  Value buildRanks(OpBuilder &b, Location loc) override {
    return arith::SIToFPOp::create(b, loc, b.getF32Type(),
                                   callScalar(b, loc, "mptNcclRanks"));
  }

  Value buildRank(OpBuilder &b, Location loc) override {
    return arith::IndexCastOp::create(b, loc, b.getIndexType(),
                                      callScalar(b, loc, "mptNcclRank"));
  }

  /// Calls `name` with `flat`'s buffer, a new buffer of `resultType` and
  /// `extra` arguments, then the stream; returns the new buffer's tensor.
  Value call(OpBuilder &b, Location loc, StringRef name, Value flat,
             RankedTensorType resultType, ValueRange extra) {
    auto stream = LLVM::LLVMPointerType::get(b.getContext());
    func::FuncOp create =
        declare("mgpuStreamCreate", b.getFunctionType({}, {stream}));
    func::FuncOp synchronize =
        declare("mgpuStreamSynchronize", b.getFunctionType({stream}, {}));
    func::FuncOp destroy =
        declare("mgpuStreamDestroy", b.getFunctionType({stream}, {}));
    // The stream becomes the step's (mpt-run-on-caller-stream), which
    // drops the wait and the destruction.
    Value queue;
    Value receive = callOnBuffers(
        b, loc, module, name, flat, resultType, extra, [&](OpBuilder &nested) {
          queue = func::CallOp::create(nested, loc, create, ValueRange{})
                      .getResult(0);
          return queue;
        });
    func::CallOp::create(b, loc, synchronize, ValueRange{queue});
    func::CallOp::create(b, loc, destroy, ValueRange{queue});
    return toResultTensor(b, loc, receive, resultType);
  }

  Value allReduce(OpBuilder &b, Location loc, Value flat,
                  CollectiveReduction kind) override {
    Value reduction = arith::ConstantIntOp::create(
        b, loc, kind == CollectiveReduction::Max ? 1 : 0, 32);
    return call(b, loc, "mptNcclAllReduce", flat,
                cast<RankedTensorType>(flat.getType()), reduction);
  }

  Value reduceScatter(OpBuilder &b, Location loc, Value flat,
                      RankedTensorType slice,
                      CollectiveReduction kind) override {
    Value reduction = arith::ConstantIntOp::create(
        b, loc, kind == CollectiveReduction::Max ? 1 : 0, 32);
    return call(b, loc, "mptNcclReduceScatter", flat, slice, reduction);
  }

  Value allGather(OpBuilder &b, Location loc, Value slice,
                  RankedTensorType whole) override {
    return call(b, loc, "mptNcclAllGather", slice, whole, ValueRange{});
  }

  ModuleOp module;
};

struct LowerCollectivesToNCCLPass
    : mpt::impl::LowerCollectivesToNCCLBase<LowerCollectivesToNCCLPass> {
  void runOnOperation() override {
    NcclBackend backend(getOperation());
    lowerCollectives(getOperation(), backend);
  }
};

} // namespace
