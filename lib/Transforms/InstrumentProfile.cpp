//===- InstrumentProfile.cpp - mpt-instrument-profile ---------------------===//
//
// Brackets the buffer-writing operations of public functions with calls to
// a profiler, and records what each region is in a module attribute that
// the runtime reads back after lowering.
//
//===----------------------------------------------------------------------===//

#include "SourceLocation.h"
#include "mpt/Dialect/Mpt/IR/MptDialect.h"
#include "mpt/Transforms/Passes.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Interfaces/CallInterfaces.h"
#include "mlir/Interfaces/ControlFlowInterfaces.h"
#include "mlir/Interfaces/LoopLikeInterface.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"
#include "llvm/ADT/SetVector.h"

namespace mlir::mpt {
#define GEN_PASS_DEF_INSTRUMENTPROFILE
#include "mpt/Transforms/Passes.h.inc"
} // namespace mlir::mpt

using namespace mlir;
using namespace mlir::mpt;

static constexpr StringLiteral kBegin = "mpt_profile_begin";
static constexpr StringLiteral kEnd = "mpt_profile_end";
static constexpr StringLiteral kRegionsAttr =
    MptDialect::kProfileRegionsAttrName;

/// Whether `op` is a call of the profiler (the pass may run twice).
static bool isProfilerCall(Operation *op) {
  auto call = dyn_cast<func::CallOp>(op);
  return call && (call.getCallee() == kBegin || call.getCallee() == kEnd);
}

/// Whether `op` itself is timed: it calls something or may write memory
/// (an op without the effects interface may do anything). Scalar code and
/// allocations are not regions; their time is the step's unattributed rest.
static bool isWork(Operation *op) {
  if (isProfilerCall(op) || op->hasTrait<OpTrait::IsTerminator>())
    return false;
  if (isa<CallOpInterface>(op))
    return true;
  if (auto effects = dyn_cast<MemoryEffectOpInterface>(op))
    return effects.hasEffect<MemoryEffects::Write>();
  if (!op->hasTrait<OpTrait::HasRecursiveMemoryEffects>())
    return true;
  for (Region &region : op->getRegions())
    for (Operation &nested : region.getOps())
      if (isWork(&nested))
        return true;
  return false;
}

/// Whether `op` holds operations that are timed one by one: a loop or a
/// conditional around linalg ops or calls. A loop of scalar code is timed
/// whole, never per store.
static bool isEnteredContainer(Operation *op) {
  if (op->getNumRegions() == 0 ||
      !isa<LoopLikeOpInterface, RegionBranchOpInterface>(op) ||
      isa<linalg::LinalgOp>(op))
    return false;
  WalkResult found = op->walk([](Operation *nested) {
    return isa<linalg::LinalgOp, CallOpInterface>(nested) &&
                   !isProfilerCall(nested)
               ? WalkResult::interrupt()
               : WalkResult::advance();
  });
  return found.wasInterrupted();
}

/// The op's name; a generic's with the distinct ops of its payload.
static std::string getRegionName(Operation *op) {
  std::string name = op->getName().getStringRef().str();
  if (auto call = dyn_cast<CallOpInterface>(op))
    if (auto callee =
            dyn_cast_if_present<SymbolRefAttr>(call.getCallableForCallee()))
      return name + " @" + callee.getLeafReference().str();
  auto generic = dyn_cast<linalg::GenericOp>(op);
  if (!generic)
    return name;
  llvm::SetVector<StringRef> payload;
  for (Operation &nested : generic.getBody()->without_terminator())
    payload.insert(nested.getName().stripDialect());
  if (payload.empty())
    return name;
  constexpr size_t kShown = 4;
  std::string list;
  for (auto [i, op] : llvm::enumerate(payload)) {
    if (i == kShown) {
      list += ", ...";
      break;
    }
    list += (i ? ", " : "") + op.str();
  }
  return name + "(" + list + ")";
}

/// The loop ranges of a structured op (`2x12x128x64`), else the shape of
/// the first buffer it writes or reads.
static std::string getIterationSpace(Operation *op) {
  auto join = [](ArrayRef<int64_t> sizes) {
    std::string text;
    for (auto [i, size] : llvm::enumerate(sizes))
      text +=
          (i ? "x" : "") + (ShapedType::isDynamic(size) ? std::string("?")
                                                        : std::to_string(size));
    return text;
  };
  if (auto linalg = dyn_cast<linalg::LinalgOp>(op))
    return join(linalg.getStaticLoopRanges());
  for (Value operand : op->getOperands())
    if (auto shaped = dyn_cast<ShapedType>(operand.getType());
        shaped && shaped.hasRank())
      return join(shaped.getShape());
  return "";
}

/// For a contraction with static shapes (linalg's contraction interface: a
/// matmul, a batch matmul, linalg.contract, a generic multiply-add, the
/// bf16 kernels' pair layout), its extents as `BxMxNxK`, each the product
/// of the loops linalg infers for that role; else "".
static std::string getContractionShape(Operation *op) {
  auto linalgOp = dyn_cast<linalg::LinalgOp>(op);
  if (!linalgOp || linalgOp.hasDynamicShape() ||
      !linalg::isaContractionOpInterface(linalgOp))
    return "";
  FailureOr<linalg::ContractionDimensions> dims =
      linalg::inferContractionDims(linalgOp);
  if (failed(dims))
    return "";
  SmallVector<int64_t> ranges = linalgOp.getStaticLoopRanges();
  auto extent = [&](ArrayRef<unsigned> loops) {
    int64_t size = 1;
    for (unsigned loop : loops)
      size *= ranges[loop];
    return std::to_string(size);
  };
  return extent(dims->batch) + "x" + extent(dims->m) + "x" + extent(dims->n) +
         "x" + extent(dims->k);
}

namespace {
struct InstrumentProfilePass
    : mpt::impl::InstrumentProfileBase<InstrumentProfilePass> {
  void runOnOperation() override {
    ModuleOp module = getOperation();
    MLIRContext *context = &getContext();
    // Instrumented already: its regions' ids are in use.
    if (module->hasAttr(kRegionsAttr))
      return;
    auto builder = OpBuilder::atBlockBegin(module.getBody());
    FunctionType markerType =
        builder.getFunctionType({builder.getI64Type()}, {});
    for (StringRef name : {kBegin, kEnd}) {
      if (auto existing = module.lookupSymbol<func::FuncOp>(name)) {
        if (existing.getFunctionType() != markerType) {
          existing.emitError("mpt-instrument-profile: @")
              << name << " is declared with type " << existing.getFunctionType()
              << "; the profiler's is " << markerType;
          return signalPassFailure();
        }
        continue;
      }
      if (Operation *other = module.lookupSymbol(name)) {
        other->emitError("mpt-instrument-profile: the symbol @")
            << name << " is taken by a '" << other->getName()
            << "'; the profiler needs it for its function";
        return signalPassFailure();
      }
      auto declaration =
          func::FuncOp::create(builder, module.getLoc(), name, markerType);
      declaration.setPrivate();
    }

    SmallVector<Attribute> regions;
    for (auto fn : module.getOps<func::FuncOp>()) {
      if (fn.isPrivate() || fn.isExternal())
        continue;
      SmallVector<Operation *> timed;
      collect(fn.getFunctionBody(), timed);
      for (Operation *op : timed) {
        Location loc = op->getLoc();
        std::string full;
        llvm::raw_string_ostream(full) << loc;
        SmallVector<NamedAttribute> fields = {
            builder.getNamedAttr("op",
                                 builder.getStringAttr(getRegionName(op))),
            builder.getNamedAttr("space",
                                 builder.getStringAttr(getIterationSpace(op))),
            builder.getNamedAttr("function", fn.getSymNameAttr()),
            builder.getNamedAttr(
                "location", builder.getStringAttr(getCompactLocation(loc))),
            builder.getNamedAttr("loc", builder.getStringAttr(full))};
        if (std::string shape = getContractionShape(op); !shape.empty())
          fields.push_back(builder.getNamedAttr("contraction",
                                                builder.getStringAttr(shape)));
        regions.push_back(DictionaryAttr::get(context, fields));
        Value id;
        builder.setInsertionPoint(op);
        id = arith::ConstantIntOp::create(builder, loc, regions.size() - 1, 64);
        func::CallOp::create(builder, loc, kBegin, TypeRange{}, id);
        builder.setInsertionPointAfter(op);
        func::CallOp::create(builder, loc, kEnd, TypeRange{}, id);
      }
    }
    module->setAttr(kRegionsAttr, ArrayAttr::get(context, regions));
  }

  /// The operations of `region` to time, in program order.
  void collect(Region &region, SmallVectorImpl<Operation *> &timed) {
    for (Block &block : region)
      for (Operation &op : block) {
        if (isEnteredContainer(&op)) {
          for (Region &nested : op.getRegions())
            collect(nested, timed);
          continue;
        }
        if (isWork(&op))
          timed.push_back(&op);
      }
  }
};
} // namespace
