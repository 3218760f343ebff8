//===- RunOnCallerStream.cpp - mpt-run-on-caller-stream -------------------===//
//
// Host code after gpu-to-llvm makes a stream per function and waits for it
// before returning. Here the stream becomes a trailing argument, so a loop
// queues step after step on one stream and waits only when it reads.
//
//===----------------------------------------------------------------------===//

#include "mpt/Conversion/Passes.h"
#include "mpt/Dialect/Mpt/IR/MptDialect.h"
#include "mpt/Runtime/MgpuRuntime.h"
#include "mpt/Runtime/NcclCollectives.h"

#include "mlir/Dialect/LLVMIR/FunctionCallUtils.h"
#include "mlir/IR/SymbolTable.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"
#include "llvm/ADT/SetVector.h"

namespace mlir::mpt {
#define GEN_PASS_DEF_RUNONCALLERSTREAM
#include "mpt/Conversion/Passes.h.inc"
} // namespace mlir::mpt

using namespace mlir;

// The names of functions the runtime header declares (a misspelt one does
// not compile).
#define MPT_NAME(function)                                                     \
  (sizeof(&function) ? StringLiteral(#function) : StringLiteral(""))
static constexpr StringLiteral kStreamCreate = MPT_NAME(mgpuStreamCreate);
static constexpr StringLiteral kStreamSynchronize =
    MPT_NAME(mgpuStreamSynchronize);
static constexpr StringLiteral kStreamDestroy = MPT_NAME(mgpuStreamDestroy);
#undef MPT_NAME

static StringRef getCalleeName(LLVM::CallOp call) {
  std::optional<StringRef> callee = call.getCallee();
  return callee ? *callee : StringRef();
}

/// Runtime calls that only queue work on a stream, make or drop streams and
/// events, allocate host memory nobody has written, or encode a TMA tensor
/// map (host memory only; the tensor's device address is not read): the
/// host need not have waited for earlier work before making them.
static bool onlyQueuesWork(StringRef callee) {
#define MPT_NAME(function) #function,
  return llvm::is_contained(
      {MPT_MGPU_STREAM_ORDERED_FUNCTIONS(MPT_NAME)
           MPT_NCCL_STREAM_ORDERED_FUNCTIONS(MPT_NAME) "malloc"},
      callee);
#undef MPT_NAME
}

/// Whether `fn` is defined here and calls nothing.
static bool isLeafFunction(LLVM::LLVMFuncOp fn) {
  return fn && !fn.isExternal() && !fn.walk([](LLVM::CallOp) {
                                        return WalkResult::interrupt();
                                      }).wasInterrupted();
}

/// Whether `value` (a pointer) is host memory no device work touches: a
/// `malloc` result, or an address in one, used only to load from and store
/// to, to free, and to pass to functions that call nothing. Buffer
/// deallocation keeps its ownership flags in such memory.
static bool isHostOnlyMemory(Value value) {
  while (auto gep = value.getDefiningOp<LLVM::GEPOp>())
    value = gep.getBase();
  auto malloc = value.getDefiningOp<LLVM::CallOp>();
  if (!malloc || getCalleeName(malloc) != "malloc")
    return false;
  SmallVector<Value> pointers = {value};
  while (!pointers.empty()) {
    for (OpOperand &use : pointers.pop_back_val().getUses()) {
      Operation *user = use.getOwner();
      if (auto gep = dyn_cast<LLVM::GEPOp>(user)) {
        pointers.push_back(gep.getResult());
        continue;
      }
      if (isa<LLVM::LoadOp>(user) ||
          (isa<LLVM::StoreOp>(user) && use.getOperandNumber() == 1))
        continue;
      auto call = dyn_cast<LLVM::CallOp>(user);
      if (call && (getCalleeName(call) == "free" ||
                   isLeafFunction(
                       SymbolTable::lookupNearestSymbolFrom<LLVM::LLVMFuncOp>(
                           call, call.getCalleeAttr()))))
        continue;
      return false;
    }
  }
  return true;
}

/// Whether the host may observe memory the device writes by running `op`:
/// anything that touches memory, except calls that only queue more work
/// and accesses to (and frees of) host-only memory.
static bool mayObserveDeviceWork(Operation *op) {
  // A stack slot (a tensor map's host copy) is fresh memory.
  if (isa<gpu::LaunchFuncOp, LLVM::AllocaOp>(op))
    return false;
  if (auto call = dyn_cast<LLVM::CallOp>(op)) {
    if (onlyQueuesWork(getCalleeName(call)))
      return false;
    // Frees of host-only memory, and host functions (buffer
    // deallocation's helper) that see only host-only memory.
    bool hostOnlyOperands =
        llvm::all_of(call.getArgOperands(), [](Value operand) {
          return !isa<LLVM::LLVMPointerType>(operand.getType()) ||
                 isHostOnlyMemory(operand);
        });
    if (getCalleeName(call) == "free")
      return !hostOnlyOperands;
    return !hostOnlyOperands ||
           !isLeafFunction(
               SymbolTable::lookupNearestSymbolFrom<LLVM::LLVMFuncOp>(
                   call, call.getCalleeAttr()));
  }
  if (auto load = dyn_cast<LLVM::LoadOp>(op))
    return !isHostOnlyMemory(load.getAddr());
  if (auto store = dyn_cast<LLVM::StoreOp>(op))
    return !isHostOnlyMemory(store.getAddr());
  return !isMemoryEffectFree(op);
}

/// Whether every path from `wait` to the function's exits runs nothing that
/// could observe the device's work, so the caller may do the waiting.
static bool isDeferrable(Operation *wait) {
  auto observes = [](Operation &op) { return mayObserveDeviceWork(&op); };
  Block *block = wait->getBlock();
  if (llvm::any_of(
          llvm::make_range(std::next(wait->getIterator()), block->end()),
          observes))
    return false;
  SmallVector<Block *> worklist(block->getSuccessors());
  llvm::SmallPtrSet<Block *, 8> visited;
  while (!worklist.empty()) {
    Block *next = worklist.pop_back_val();
    // The wait's own block, reached again through a loop, runs from its
    // start: everything before the wait is then after it too.
    if (!visited.insert(next).second)
      continue;
    if (llvm::any_of(*next, observes))
      return false;
    llvm::append_range(worklist, next->getSuccessors());
  }
  return true;
}

/// `argAttrs` (one dictionary per argument, or null when none has any)
/// with an empty dictionary for one more, trailing argument.
static ArrayAttr withTrailingArgument(ArrayAttr argAttrs) {
  if (!argAttrs)
    return argAttrs;
  SmallVector<Attribute> attrs(argAttrs.getValue());
  attrs.push_back(DictionaryAttr::get(argAttrs.getContext()));
  return ArrayAttr::get(argAttrs.getContext(), attrs);
}

/// Passes `stream` as the last argument of `call`.
static void passStream(LLVM::CallOp call, Value stream) {
  call.getCalleeOperandsMutable().append(stream);
  call.setArgAttrsAttr(withTrailingArgument(call.getArgAttrsAttr()));
}

namespace {
struct RunOnCallerStreamPass
    : public mpt::impl::RunOnCallerStreamBase<RunOnCallerStreamPass> {
  void runOnOperation() override {
    ModuleOp module = getOperation();
    SymbolTableCollection symbols;
    SymbolUserMap users(symbols, module);

    // Functions that make a stream, then (to a fixed point) their callers.
    llvm::SetVector<LLVM::LLVMFuncOp> converted;
    auto keepsOwnStream = [&](LLVM::LLVMFuncOp fn) {
      return fn.isExternal() || fn.isVarArg() ||
             llvm::any_of(users.getUsers(fn), [](Operation *user) {
               return !isa<LLVM::CallOp>(user);
             });
    };
    for (auto fn : module.getOps<LLVM::LLVMFuncOp>()) {
      bool makesStream = false;
      fn.walk([&](LLVM::CallOp call) {
        makesStream |= getCalleeName(call) == kStreamCreate;
      });
      if (makesStream && !keepsOwnStream(fn))
        converted.insert(fn);
    }
    for (unsigned i = 0; i < converted.size(); ++i)
      for (Operation *user : users.getUsers(converted[i]))
        if (auto caller = user->getParentOfType<LLVM::LLVMFuncOp>())
          if (!keepsOwnStream(caller))
            converted.insert(caller);

    auto pointer = LLVM::LLVMPointerType::get(&getContext());
    for (LLVM::LLVMFuncOp fn : converted) {
      LLVM::LLVMFunctionType type = fn.getFunctionType();
      SmallVector<Type> params(type.getParams());
      params.push_back(pointer);
      fn.setFunctionType(
          LLVM::LLVMFunctionType::get(type.getReturnType(), params, false));
      fn.getBody().front().addArgument(pointer, fn.getLoc());
      fn.setArgAttrsAttr(withTrailingArgument(fn.getArgAttrsAttr()));
      fn->setAttr(mpt::MptDialect::kStreamArgumentAttrName,
                  UnitAttr::get(&getContext()));
    }
    for (LLVM::LLVMFuncOp fn : converted)
      useStreamArgument(fn, converted);
    // A caller that keeps its own ABI (variadic, address taken) calls with
    // a stream of its own and waits for it, as the callee used to.
    for (LLVM::LLVMFuncOp fn : converted)
      for (Operation *user : users.getUsers(fn))
        if (auto call = dyn_cast<LLVM::CallOp>(user))
          if (auto caller = call->getParentOfType<LLVM::LLVMFuncOp>();
              caller && !converted.contains(caller))
            if (failed(callWithOwnStream(call, module)))
              return signalPassFailure();
    numFunctions += converted.size();
  }

  LogicalResult callWithOwnStream(LLVM::CallOp call, ModuleOp module) {
    OpBuilder b(call);
    auto pointer = LLVM::LLVMPointerType::get(&getContext());
    auto voidType = LLVM::LLVMVoidType::get(&getContext());
    auto create = LLVM::lookupOrCreateFn(b, module, kStreamCreate, {}, pointer);
    auto wait = LLVM::lookupOrCreateFn(b, module, kStreamSynchronize, {pointer},
                                       voidType);
    auto destroy =
        LLVM::lookupOrCreateFn(b, module, kStreamDestroy, {pointer}, voidType);
    if (failed(create) || failed(wait) || failed(destroy))
      return call.emitOpError("cannot declare the stream functions it needs");
    Value stream = LLVM::CallOp::create(b, call.getLoc(), *create, ValueRange())
                       .getResult();
    passStream(call, stream);
    b.setInsertionPointAfter(call);
    LLVM::CallOp::create(b, call.getLoc(), *wait, stream);
    LLVM::CallOp::create(b, call.getLoc(), *destroy, stream);
    return success();
  }

  void useStreamArgument(LLVM::LLVMFuncOp fn,
                         const llvm::SetVector<LLVM::LLVMFuncOp> &converted) {
    Value stream = fn.getBody().front().getArguments().back();
    SmallVector<LLVM::CallOp> calls;
    fn.walk([&](LLVM::CallOp call) { calls.push_back(call); });
    for (LLVM::CallOp call : calls) {
      StringRef callee = getCalleeName(call);
      if (callee == kStreamCreate) {
        call.getResult().replaceAllUsesWith(stream);
        call.erase();
        continue;
      }
      auto target = SymbolTable::lookupNearestSymbolFrom<LLVM::LLVMFuncOp>(
          call, call.getCalleeAttr());
      if (target && converted.contains(target))
        passStream(call, stream);
    }
    // Destroys and deferrable waits of the caller's stream go; the order
    // matters only in that a wait is judged with the destroys still there
    // (they are harmless either way).
    SmallVector<LLVM::CallOp> waits, destroys;
    fn.walk([&](LLVM::CallOp call) {
      if (call.getNumOperands() != 1 || call.getOperand(0) != stream)
        return;
      StringRef callee = getCalleeName(call);
      if (callee == kStreamSynchronize)
        waits.push_back(call);
      else if (callee == kStreamDestroy)
        destroys.push_back(call);
    });
    SmallVector<LLVM::CallOp> deferred;
    for (LLVM::CallOp wait : waits)
      if (isDeferrable(wait))
        deferred.push_back(wait);
    for (LLVM::CallOp wait : deferred)
      wait.erase();
    for (LLVM::CallOp destroy : destroys)
      destroy.erase();
    numWaitsRemoved += deferred.size();
  }
};
} // namespace
