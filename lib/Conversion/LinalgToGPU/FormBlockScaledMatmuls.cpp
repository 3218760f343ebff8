//===- FormBlockScaledMatmuls.cpp - mpt-form-block-scaled-matmuls ---------===//

#include "BlockScaledMatmul.h"
#include "MatmulKernelFamily.h"
#include "mpt/Conversion/Passes.h"
#include "mpt/Dialect/Mpt/IR/MptAttributes.h"
#include "mpt/Dialect/Mpt/IR/MptDialect.h"
#include "mpt/Dialect/Mpt/IR/MptOps.h"

#include "mlir/IR/Remarks.h"

namespace mlir::mpt {
#define GEN_PASS_DEF_FORMBLOCKSCALEDMATMULS
#include "mpt/Conversion/Passes.h.inc"
} // namespace mlir::mpt

using namespace mlir;
using namespace mlir::mpt;

/// `x` [R, C] transposed to [C, R].
static Value transposed(OpBuilder &b, Location loc, Value x) {
  auto type = cast<RankedTensorType>(x.getType());
  Value empty = tensor::EmptyOp::create(
      b, loc, {type.getDimSize(1), type.getDimSize(0)}, type.getElementType());
  return linalg::TransposeOp::create(b, loc, x, empty, {1, 0}).getResult()[0];
}

/// The shape of `operand`'s blocks with the operand K-major: as given when
/// it is stored that way (`kMajor`), else transposed.
static SmallVector<int64_t> getKMajorBlock(DequantizeBlocksOp operand,
                                           bool kMajor) {
  ArrayRef<int64_t> block = operand.getBlock();
  return kMajor ? SmallVector<int64_t>{block[0], block[1]}
                : SmallVector<int64_t>{block[1], block[0]};
}

/// `operand`'s FP8 or E2M1 values and scales, K-major: as stored, or
/// transposed.
static std::pair<Value, Value> getKMajorOperand(OpBuilder &b, Location loc,
                                                DequantizeBlocksOp operand,
                                                bool kMajor) {
  if (kMajor)
    return {operand.getInput(), operand.getScales()};
  return {transposed(b, loc, operand.getInput()),
          transposed(b, loc, operand.getScales())};
}

/// Why `op` (a product of two dequantized operands) cannot be formed, or
/// "" when it can, with its operands' `scaling`.
static std::string
whyNotFormed(MatmulOp op,
             ArrayRef<std::unique_ptr<MatmulKernelFamily>> families,
             BlockScaling &scaling) {
  auto lhs = op.getLhs().getDefiningOp<DequantizeBlocksOp>();
  auto rhs = op.getRhs().getDefiningOp<DequantizeBlocksOp>();
  if (op.getType().getRank() != 2 || !op.getType().getElementType().isF32())
    return "not a 2-D product into f32";
  bool fp4 = isa<Float4E2M1FNType>(lhs.getInput().getType().getElementType());
  if (fp4 != isa<Float4E2M1FNType>(rhs.getInput().getType().getElementType()))
    return "one operand is E2M1 (FP4) and the other FP8";
  // The kernels apply block scales only; NVFP4's tensor scales are applied
  // to the product after it.
  if (lhs.getAmax() || rhs.getAmax())
    return "an operand is dequantized with its tensor amax (NVFP4's full "
           "value), not its block part";
  // E8M0 scales make q * scale exact in bf16 as in f32 (FP8's 3 or 2
  // mantissa bits, or E2M1's 1, times a power of two), short of bf16's
  // range ends: the kernel's FP32 products differ from bf16 copies only
  // where a copy would overflow (|q * scale| >= 2^128) or lose subnormal
  // bits (< 2^-126). E2M1 times an E4M3 scale has at most 6 significant
  // bits and lies within [2^-10, 2688]: always exact in bf16.
  auto scaleType = [](DequantizeBlocksOp operand) {
    return operand.getScales().getType().getElementType();
  };
  bool mxA = isa<Float8E8M0FNUType>(scaleType(lhs));
  bool mxB = isa<Float8E8M0FNUType>(scaleType(rhs));
  bool nvA = isa<Float8E4M3FNType>(scaleType(lhs));
  bool nvB = isa<Float8E4M3FNType>(scaleType(rhs));
  SmallVector<int64_t> blockA = getKMajorBlock(lhs, !op.getTransposeLhs());
  SmallVector<int64_t> blockB = getKMajorBlock(rhs, op.getTransposeRhs());
  if (mxA || mxB) {
    SmallVector<int64_t> row{1, kMxBlockDepth};
    if (!mxA || !mxB)
      return "one operand has E8M0 scales and the other does not";
    if (blockA != row || blockB != row)
      return "E8M0 (MX) blocks are not 1x32 along K";
    scaling = BlockScaling::Mx32;
  } else if (nvA || nvB) {
    SmallVector<int64_t> row{1, kNvBlockDepth},
        square{kNvBlockDepth, kNvBlockDepth};
    if (!nvA || !nvB)
      return "one operand has E4M3 scales and the other does not";
    if (blockA != row)
      return "A's E4M3 (NVFP4) blocks are not 1x16 along K";
    if (blockB != row && blockB != square)
      return "B's E4M3 (NVFP4) blocks are not 1x16 along K or 16x16";
    scaling = blockB == square ? BlockScaling::Nv16Squares : BlockScaling::Nv16;
  } else if (fp4) {
    return "E2M1 operands with FP32 scales";
  } else if (!lhs.getType().getElementType().isF32() ||
             !rhs.getType().getElementType().isF32()) {
    // With FP32 scales only an FP32 copy holds q * scale exactly: the
    // kernel would skip a narrower copy's rounding.
    return "FP32-scaled operands dequantized to a type narrower than f32";
  } else {
    SmallVector<int64_t> row{1, kScaleBlockDepth},
        square{kScaleBlockDepth, kScaleBlockDepth};
    if (blockA != row)
      return "A's blocks are not 1x128 along K";
    if (blockB != row && blockB != square)
      return "B's blocks are not 1x128 along K or 128x128";
    scaling =
        blockB == square ? BlockScaling::Squares128 : BlockScaling::Rows128;
  }
  // The kernel families decide the rest (TMA's strides, registers, which
  // scales their MMAs take); the reason given is the most preferred one's
  // (tcgen05 or wgmma: the families that apply block scales).
  TensorCoreMatmul matmul = describeBlockScaledMatmul(
      op.getType().getDimSize(0), op.getType().getDimSize(1),
      op.getLhs().getType().getDimSize(op.getTransposeLhs() ? 0 : 1),
      lhs.getInput().getType().getElementType(),
      rhs.getInput().getType().getElementType(), scaling);
  std::string firstWhyNot;
  for (const std::unique_ptr<MatmulKernelFamily> &family : families) {
    std::string whyNot;
    if (succeeded(family->canTake(matmul, whyNot)))
      return "";
    if (firstWhyNot.empty())
      firstWhyNot = whyNot;
  }
  return firstWhyNot;
}

namespace {
struct FormBlockScaledMatmulsPass
    : public mpt::impl::FormBlockScaledMatmulsBase<FormBlockScaledMatmulsPass> {
  using Base::Base;

  void runOnOperation() override {
    ModuleOp module = getOperation();
    GpuTargetAttr target = GpuTargetAttr::lookup(module);
    if (!target) {
      module.emitError() << "mpt-form-block-scaled-matmuls needs the module's "
                         << GpuTargetAttr::kAttrName
                         << ": run mpt-set-gpu-target first "
                         << "(mpt-lower-to-nvptx does)";
      return signalPassFailure();
    }
    // Only the wgmma (sm_90a) and tcgen05 (sm_100a) kernels apply block
    // scales.
    GpuTarget chip = target.getTarget();
    if (!chip.hasWarpgroupMma() && !chip.hasTcgen05Mma())
      return;
    SmallVector<std::unique_ptr<MatmulKernelFamily>> families =
        getMatmulKernelFamilies(target);
    SmallVector<MatmulOp> candidates;
    module.walk([&](MatmulOp op) {
      if (op.getLhs().getDefiningOp<DequantizeBlocksOp>() &&
          op.getRhs().getDefiningOp<DequantizeBlocksOp>())
        candidates.push_back(op);
    });
    OpBuilder b(&getContext());
    for (MatmulOp op : candidates) {
      BlockScaling scaling;
      std::string whyNot = whyNotFormed(op, families, scaling);
      if (!whyNot.empty()) {
        if (auto remark = remark::missed(
                op.getLoc(), remark::RemarkOpts::name("block-scaled-mma")
                                 .category(getArgument())))
          remark << ("kept on dequantized copies: " + whyNot);
        continue;
      }
      form(b, op, scaling);
      ++numFormed;
    }
  }

  void form(OpBuilder &b, MatmulOp op, BlockScaling scaling) {
    Location loc = op.getLoc();
    b.setInsertionPoint(op);
    auto lhs = op.getLhs().getDefiningOp<DequantizeBlocksOp>();
    auto rhs = op.getRhs().getDefiningOp<DequantizeBlocksOp>();
    auto [a, scaleA] = getKMajorOperand(b, loc, lhs, !op.getTransposeLhs());
    auto [bValues, scaleB] =
        getKMajorOperand(b, loc, rhs, op.getTransposeRhs());
    RankedTensorType type = op.getType();
    Value zero = arith::ConstantOp::create(b, loc, b.getF32FloatAttr(0.0));
    Value init = linalg::FillOp::create(
                     b, loc, zero,
                     ValueRange{tensor::EmptyOp::create(b, loc, type.getShape(),
                                                        type.getElementType())})
                     .getResult(0);
    op.replaceAllUsesWith(buildBlockScaledMatmul(b, loc, a, scaleA, bValues,
                                                 scaleB, scaling, init));
    op.erase();
    if (lhs->use_empty())
      lhs.erase();
    if (rhs != lhs && rhs->use_empty())
      rhs.erase();
  }
};
} // namespace
