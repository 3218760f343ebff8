//===- OutlineKernels.cpp - mpt-outline-kernels ---------------------------===//
//
// Each structured op on buffers moves into a private function; equal ops
// share one, so repeated layers are compiled once.
//
//===----------------------------------------------------------------------===//

#include "mpt/Transforms/Passes.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/IR/IRMapping.h"
#include "mlir/IR/OperationSupport.h"
#include "mlir/IR/SymbolTable.h"
#include "mlir/Transforms/RegionUtils.h"
#include "llvm/ADT/DenseSet.h"
#include "llvm/ADT/SetVector.h"

namespace mlir::mpt {
#define GEN_PASS_DEF_OUTLINEKERNELS
#include "mpt/Transforms/Passes.h.inc"
} // namespace mlir::mpt

using namespace mlir;

namespace {
/// Functions equal in type and body, locations aside.
struct KernelEquivalence : DenseMapInfo<func::FuncOp> {
  static unsigned getHashValue(func::FuncOp fn) {
    if (fn == getEmptyKey() || fn == getTombstoneKey())
      return DenseMapInfo<func::FuncOp>::getHashValue(fn);
    llvm::hash_code hash = hash_value(fn.getFunctionType());
    fn.getBody().walk([&](Operation *op) {
      hash = llvm::hash_combine(hash,
                                OperationEquivalence::computeHash(
                                    op, OperationEquivalence::ignoreHashValue,
                                    OperationEquivalence::ignoreHashValue,
                                    OperationEquivalence::IgnoreLocations));
    });
    return hash;
  }
  static bool isEqual(func::FuncOp lhs, func::FuncOp rhs) {
    if (lhs == rhs)
      return true;
    if (lhs == getEmptyKey() || lhs == getTombstoneKey() ||
        rhs == getEmptyKey() || rhs == getTombstoneKey())
      return false;
    return lhs.getFunctionType() == rhs.getFunctionType() &&
           OperationEquivalence::isRegionEquivalentTo(
               &lhs.getBody(), &rhs.getBody(),
               OperationEquivalence::IgnoreLocations);
  }
};
} // namespace

/// Whether `op` is all of its function but constants and the return: an
/// outlined kernel, or a function as small as one.
static bool isWholeFunction(linalg::LinalgOp op) {
  auto fn = dyn_cast<func::FuncOp>(op->getParentOp());
  if (!fn)
    return false;
  return llvm::all_of(fn.getBody().front(), [&](Operation &other) {
    return &other == op.getOperation() ||
           other.hasTrait<OpTrait::ConstantLike>() ||
           isa<func::ReturnOp>(other);
  });
}

static bool isConstant(Value value) {
  Operation *def = value.getDefiningOp();
  return def && def->hasTrait<OpTrait::ConstantLike>();
}

/// A private function holding a clone of `op`: `arguments` become its
/// arguments and the constants `op` reads are cloned in, in the order they
/// are read (so equal ops give equal functions).
static func::FuncOp buildKernel(OpBuilder &builder, Location loc,
                                StringRef name, linalg::LinalgOp op,
                                ArrayRef<Value> arguments,
                                ArrayRef<Value> constants) {
  auto type = builder.getFunctionType(ValueRange(arguments).getTypes(), {});
  auto fn = func::FuncOp::create(builder, loc, name, type);
  fn.setPrivate();
  Block *body = fn.addEntryBlock();
  OpBuilder inside = OpBuilder::atBlockBegin(body);
  IRMapping mapping;
  mapping.map(arguments, body->getArguments());
  for (Value constant : constants)
    mapping.map(constant,
                inside.clone(*constant.getDefiningOp(), mapping)->getResult(0));
  inside.clone(*op, mapping);
  func::ReturnOp::create(inside, loc);
  return fn;
}

namespace {
struct OutlineKernelsPass : mpt::impl::OutlineKernelsBase<OutlineKernelsPass> {
  void runOnOperation() override {
    ModuleOp module = getOperation();
    SmallVector<linalg::LinalgOp> ops;
    for (auto fn : module.getOps<func::FuncOp>())
      fn.walk([&](linalg::LinalgOp op) {
        if (op.hasPureBufferSemantics() && !isWholeFunction(op))
          ops.push_back(op);
      });
    SymbolTable symbols(module);
    DenseSet<func::FuncOp, KernelEquivalence> kernels;
    DenseMap<StringRef, unsigned> namesUsed;
    for (linalg::LinalgOp op : ops) {
      llvm::SetVector<Value> read(op->operand_begin(), op->operand_end());
      getUsedValuesDefinedAbove(op->getRegions(), read);
      SmallVector<Value> arguments, constants;
      for (Value value : read)
        (isConstant(value) ? constants : arguments).push_back(value);

      auto parent = op->getParentOfType<func::FuncOp>();
      StringRef opName = op->getName().stripDialect();
      std::string name = (parent.getSymName() + "__" + opName + "_" +
                          Twine(namesUsed[opName]++))
                             .str();
      // At the module's end, in the order the ops come.
      OpBuilder builder = OpBuilder::atBlockEnd(module.getBody());
      func::FuncOp kernel =
          buildKernel(builder, op.getLoc(), name, op, arguments, constants);
      auto [existing, inserted] = kernels.insert(kernel);
      if (inserted) {
        symbols.insert(kernel);
        ++numKernels;
      } else {
        kernel.erase();
        kernel = *existing;
      }
      builder.setInsertionPoint(op);
      func::CallOp::create(builder, op.getLoc(), kernel, arguments);
      op->erase();
      ++numOutlined;
    }
  }
};
} // namespace
