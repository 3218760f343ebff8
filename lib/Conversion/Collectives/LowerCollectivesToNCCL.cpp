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

  /// A stream for one call, made right before it: `mpt-run-on-caller-stream`
  /// makes it the step's, which drops the wait and the destruction built
  /// after the call.
  struct CallStream {
    NcclBackend &backend;
    Location loc;
    Value stream;

    Value make(OpBuilder &b) {
      auto type = LLVM::LLVMPointerType::get(b.getContext());
      func::FuncOp create =
          backend.declare("mgpuStreamCreate", b.getFunctionType({}, {type}));
      stream = func::CallOp::create(b, loc, create, ValueRange{}).getResult(0);
      return stream;
    }
    void release(OpBuilder &b) {
      auto type = LLVM::LLVMPointerType::get(b.getContext());
      func::FuncOp synchronize = backend.declare("mgpuStreamSynchronize",
                                                 b.getFunctionType({type}, {}));
      func::FuncOp destroy =
          backend.declare("mgpuStreamDestroy", b.getFunctionType({type}, {}));
      func::CallOp::create(b, loc, synchronize, ValueRange{stream});
      func::CallOp::create(b, loc, destroy, ValueRange{stream});
    }
  };

  /// Calls `name` with `flat`'s buffer, a new buffer of `resultType` and
  /// `extra` arguments, then the stream; returns the new buffer's tensor
  /// (built at `place.wait`). Overlapped, `Start` + name starts it and
  /// mptNcclWait makes the stream wait for it at `place.wait`.
  Value call(CollectivePlace place, Location loc, StringRef name, Value flat,
             RankedTensorType resultType, ValueRange extra) {
    CallStream atStart{*this, loc, {}}, atWait{*this, loc, {}};
    auto makeAtStart = [&](OpBuilder &b) { return atStart.make(b); };
    Value receive;
    if (place.overlapped) {
      receive =
          startOnBuffers(place, loc, module, ("mptNcclStart" + name).str(),
                         "mptNcclWait", flat, resultType, extra, makeAtStart,
                         [&](OpBuilder &b) { return atWait.make(b); });
      atWait.release(place.wait);
    } else {
      receive =
          callOnBuffers(place.start, loc, module, ("mptNccl" + name).str(),
                        flat, resultType, extra, makeAtStart);
    }
    atStart.release(place.start);
    return toResultTensor(place.wait, loc, receive, resultType);
  }

  Value allReduce(CollectivePlace place, Location loc, Value flat,
                  CollectiveReduction kind) override {
    return call(place, loc, "AllReduce", flat,
                cast<RankedTensorType>(flat.getType()),
                getReduction(place.start, loc, kind));
  }

  Value reduceScatter(CollectivePlace place, Location loc, Value flat,
                      RankedTensorType slice,
                      CollectiveReduction kind) override {
    return call(place, loc, "ReduceScatter", flat, slice,
                getReduction(place.start, loc, kind));
  }

  Value allGather(CollectivePlace place, Location loc, Value slice,
                  RankedTensorType whole) override {
    return call(place, loc, "AllGather", slice, whole, ValueRange{});
  }

  static Value getReduction(OpBuilder &b, Location loc,
                            CollectiveReduction kind) {
    return arith::ConstantIntOp::create(
        b, loc, kind == CollectiveReduction::Max ? 1 : 0, 32);
  }

  ModuleOp module;
};

struct LowerCollectivesToNCCLPass
    : mpt::impl::LowerCollectivesToNCCLBase<LowerCollectivesToNCCLPass> {
  using Base::Base;
  void runOnOperation() override {
    NcclBackend backend(getOperation());
    lowerCollectives(getOperation(), backend, overlap);
  }
};

} // namespace
