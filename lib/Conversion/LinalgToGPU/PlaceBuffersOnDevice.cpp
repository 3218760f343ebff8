//===- PlaceBuffersOnDevice.cpp - mpt-place-buffers-on-device -------------===//

#include "DeviceCode.h"
#include "mpt/Conversion/Passes.h"

#include "mlir/IR/SymbolTable.h"
#include "mlir/Interfaces/ViewLikeInterface.h"

namespace mlir::mpt {
#define GEN_PASS_DEF_PLACEBUFFERSONDEVICE
#include "mpt/Conversion/Passes.h.inc"
} // namespace mlir::mpt

using namespace mlir;
using mlir::mpt::isDeviceCode;

/// The buffer `value` views, through view-like ops.
static Value getRootBuffer(Value value) {
  while (true) {
    if (auto meta = value.getDefiningOp<memref::ExtractStridedMetadataOp>()) {
      value = meta.getSource();
      continue;
    }
    auto view = value.getDefiningOp<ViewLikeOpInterface>();
    if (!view || view.getViewSource() == value)
      return value;
    value = view.getViewSource();
  }
}

namespace {
/// Which buffers only host code touches. Public functions' arguments are
/// device buffers (the caller's contract); a private function's argument is
/// a host buffer when every caller passes one.
class HostBufferAnalysis {
public:
  explicit HostBufferAnalysis(ModuleOp module) : module(module) {}

  /// Whether every use of `buffer`, its views and the callee arguments it is
  /// passed to is a host load, store, size query or free.
  bool usesAreHostOnly(Value buffer) {
    auto [it, inserted] = usesCache.try_emplace(buffer, true);
    if (!inserted)
      return it->second; // true while being computed: recursion is optimistic
    bool hostOnly = llvm::all_of(
        buffer.getUses(), [&](OpOperand &use) { return isHostOnlyUse(use); });
    usesCache[buffer] = hostOnly;
    return hostOnly;
  }

  /// Whether `value` is (a view of) a buffer only the host touches.
  bool isHostBuffer(Value value) {
    Value root = getRootBuffer(value);
    if (Operation *def = root.getDefiningOp()) {
      if (isa<memref::AllocOp, memref::AllocaOp>(def))
        return usesAreHostOnly(root);
      return false;
    }
    auto arg = cast<BlockArgument>(root);
    auto func = dyn_cast<func::FuncOp>(arg.getOwner()->getParentOp());
    if (!func || !func.isPrivate() || arg.getOwner() != &func.front())
      return false;
    auto [it, inserted] = argCache.try_emplace(arg, true);
    if (!inserted)
      return it->second;
    bool host = true;
    std::optional<SymbolTable::UseRange> uses =
        SymbolTable::getSymbolUses(func, module);
    if (!uses)
      host = false;
    else
      for (const SymbolTable::SymbolUse &use : *uses) {
        auto call = dyn_cast<func::CallOp>(use.getUser());
        if (!call || !isHostBuffer(call.getOperand(arg.getArgNumber()))) {
          host = false;
          break;
        }
      }
    argCache[arg] = host;
    return host;
  }

private:
  bool isHostOnlyUse(OpOperand &use) {
    Operation *user = use.getOwner();
    if (isDeviceCode(user))
      return false;
    if (isa<memref::LoadOp, memref::StoreOp, memref::DimOp, memref::DeallocOp,
            memref::ExtractAlignedPointerAsIndexOp>(user))
      return true;
    if (auto meta = dyn_cast<memref::ExtractStridedMetadataOp>(user))
      return usesAreHostOnly(meta.getBaseBuffer());
    if (auto view = dyn_cast<ViewLikeOpInterface>(user))
      return view.getViewSource() == use.get() &&
             llvm::all_of(user->getResults(),
                          [&](Value r) { return usesAreHostOnly(r); });
    if (auto call = dyn_cast<func::CallOp>(user)) {
      auto callee = SymbolTable::lookupNearestSymbolFrom<func::FuncOp>(
          call, call.getCalleeAttr());
      if (!callee || callee.isExternal())
        return false;
      return usesAreHostOnly(callee.getArgument(use.getOperandNumber()));
    }
    return false;
  }

  ModuleOp module;
  DenseMap<Value, bool> usesCache;
  DenseMap<BlockArgument, bool> argCache;
};

/// A host copy of the element of `buffer` at `indices`: `memref.alloca`
/// with the 1-element shape, and the view of `buffer` it pairs with.
std::pair<Value, Value> makeHostElementCopy(OpBuilder &b, Location loc,
                                            Value buffer, ValueRange indices) {
  auto type = cast<MemRefType>(buffer.getType());
  if (type.getRank() == 0) {
    Value host = memref::AllocaOp::create(
        b, loc, MemRefType::get({}, type.getElementType()));
    return {host, buffer};
  }
  SmallVector<OpFoldResult> offsets(indices.begin(), indices.end());
  SmallVector<OpFoldResult> ones(type.getRank(), b.getIndexAttr(1));
  Value view = memref::SubViewOp::create(b, loc, buffer, offsets, ones, ones);
  Value host = memref::AllocaOp::create(
      b, loc,
      MemRefType::get(SmallVector<int64_t>(type.getRank(), 1),
                      type.getElementType()));
  return {host, view};
}

/// Moves a constant global that only kernels read into their module: each
/// kernel takes it with its own memref.get_global, instead of an argument
/// the host would copy to the device on every call. Done when every use of
/// `global` is a launch operand of a kernel launched only there.
static bool sinkConstantIntoKernels(memref::GetGlobalOp global,
                                    SymbolTableCollection &symbols,
                                    SymbolUserMap &users) {
  auto definition = symbols.lookupNearestSymbolFrom<memref::GlobalOp>(
      global, global.getNameAttr());
  if (!definition || !definition.getConstant() || !definition.getInitialValue())
    return false;
  SmallVector<std::pair<gpu::LaunchFuncOp, gpu::GPUFuncOp>> launches;
  for (Operation *user : global->getUsers()) {
    auto launch = dyn_cast<gpu::LaunchFuncOp>(user);
    if (!launch)
      return false;
    auto kernel = symbols.lookupNearestSymbolFrom<gpu::GPUFuncOp>(
        launch, launch.getKernel());
    if (!kernel || kernel.isExternal() ||
        !llvm::hasSingleElement(users.getUsers(kernel)) ||
        llvm::any_of(launches, [&](auto pair) { return pair.first == launch; }))
      return false;
    launches.push_back({launch, kernel});
  }
  for (auto [launch, kernel] : launches) {
    auto kernelModule = kernel->getParentOfType<gpu::GPUModuleOp>();
    SymbolTable &table = symbols.getSymbolTable(kernelModule);
    if (!table.lookup(definition.getSymName()))
      table.insert(definition->clone(), kernelModule.getBody()->begin());
    OpBuilder b = OpBuilder::atBlockBegin(&kernel.getBody().front());
    Value inKernel = memref::GetGlobalOp::create(
        b, global.getLoc(), global.getType(), global.getName());
    // A launch may pass the global more than once.
    for (int i = launch.getKernelOperands().size() - 1; i >= 0; --i) {
      if (launch.getKernelOperands()[i] != global.getResult())
        continue;
      kernel.getArgument(i).replaceAllUsesWith(inKernel);
      if (failed(kernel.eraseArgument(i)))
        return false;
      launch.getKernelOperandsMutable().erase(i);
    }
  }
  global.erase();
  // The host's copy goes when nothing on the host reads it any more.
  if (definition.isPrivate() &&
      SymbolTable::symbolKnownUseEmpty(definition, definition->getParentOp()))
    definition.erase();
  return true;
}

struct PlaceBuffersOnDevicePass
    : public mpt::impl::PlaceBuffersOnDeviceBase<PlaceBuffersOnDevicePass> {
  void runOnOperation() override {
    ModuleOp module = getOperation();
    HostBufferAnalysis analysis(module);
    SmallVector<memref::AllocOp> allocs;
    SmallVector<memref::GetGlobalOp> globals;
    SmallVector<memref::DeallocOp> deallocs;
    SmallVector<Operation *> accesses;
    for (auto func : module.getOps<func::FuncOp>())
      func.walk([&](Operation *op) {
        if (isDeviceCode(op))
          return;
        if (auto global = dyn_cast<memref::GetGlobalOp>(op)) {
          if (!analysis.usesAreHostOnly(global))
            globals.push_back(global);
        } else if (auto alloc = dyn_cast<memref::AllocOp>(op)) {
          if (!analysis.usesAreHostOnly(alloc))
            allocs.push_back(alloc);
        } else if (auto dealloc = dyn_cast<memref::DeallocOp>(op)) {
          if (!analysis.isHostBuffer(dealloc.getMemref()))
            deallocs.push_back(dealloc);
        } else if (auto load = dyn_cast<memref::LoadOp>(op)) {
          if (!analysis.isHostBuffer(load.getMemref()))
            accesses.push_back(op);
        } else if (auto store = dyn_cast<memref::StoreOp>(op)) {
          if (!analysis.isHostBuffer(store.getMemref()))
            accesses.push_back(op);
        }
      });

    // Constants only kernels read go into their modules, loaded once with
    // them; other globals are copied per call (below).
    SymbolTableCollection symbols;
    SymbolUserMap users(symbols, module);
    llvm::erase_if(globals, [&](memref::GetGlobalOp global) {
      if (!sinkConstantIntoKernels(global, symbols, users))
        return false;
      ++numSunkConstants;
      return true;
    });

    OpBuilder b(&getContext());
    for (memref::AllocOp alloc : allocs) {
      b.setInsertionPoint(alloc);
      auto deviceAlloc = gpu::AllocOp::create(
          b, alloc.getLoc(), alloc.getType(), /*asyncToken=*/Type(),
          ValueRange(), alloc.getDynamicSizes(), alloc.getSymbolOperands(),
          /*hostShared=*/UnitAttr());
      alloc.replaceAllUsesWith(deviceAlloc.getMemref());
      alloc.erase();
      ++numDeviceAllocs;
    }
    // A global lives in host memory: kernels read a device copy of it, made
    // where it is taken and freed at the end of that block.
    for (memref::GetGlobalOp global : globals) {
      Location loc = global.getLoc();
      b.setInsertionPointAfter(global);
      Value copy =
          gpu::AllocOp::create(b, loc, global.getType(), Type(), ValueRange(),
                               ValueRange(), ValueRange(), UnitAttr())
              .getMemref();
      global.getResult().replaceAllUsesWith(copy);
      gpu::MemcpyOp::create(b, loc, Type(), ValueRange(), copy, global);
      Operation *terminator = global->getBlock()->getTerminator();
      if (llvm::is_contained(terminator->getOperands(), copy))
        continue; // returned: the caller owns it
      b.setInsertionPoint(terminator);
      gpu::DeallocOp::create(b, loc, Type(), ValueRange(), copy);
      ++numDeviceAllocs;
    }
    for (memref::DeallocOp dealloc : deallocs) {
      b.setInsertionPoint(dealloc);
      gpu::DeallocOp::create(b, dealloc.getLoc(), /*asyncToken=*/Type(),
                             ValueRange(), dealloc.getMemref());
      dealloc.erase();
    }
    for (Operation *op : accesses) {
      b.setInsertionPoint(op);
      Location loc = op->getLoc();
      SmallVector<Value> zeros;
      if (auto load = dyn_cast<memref::LoadOp>(op)) {
        auto [host, view] =
            makeHostElementCopy(b, loc, load.getMemref(), load.getIndices());
        zeros.assign(load.getIndices().size(),
                     arith::ConstantIndexOp::create(b, loc, 0));
        gpu::MemcpyOp::create(b, loc, Type(), ValueRange(), host, view);
        Value value = memref::LoadOp::create(b, loc, host, zeros);
        load.replaceAllUsesWith(value);
      } else {
        auto store = cast<memref::StoreOp>(op);
        auto [host, view] =
            makeHostElementCopy(b, loc, store.getMemref(), store.getIndices());
        zeros.assign(store.getIndices().size(),
                     arith::ConstantIndexOp::create(b, loc, 0));
        memref::StoreOp::create(b, loc, store.getValue(), host, zeros);
        gpu::MemcpyOp::create(b, loc, Type(), ValueRange(), view, host);
      }
      op->erase();
      ++numStagedAccesses;
    }
  }
};
} // namespace
