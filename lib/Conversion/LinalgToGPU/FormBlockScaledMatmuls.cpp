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

namespace {
/// One operand as the kernel takes it: FP8 values K-major, scales, blocks.
struct BlockQuantized {
  Value values, scales;
  SmallVector<int64_t> block;
};
} // namespace

/// `x` [R, C] transposed to [C, R].
static Value transposed(OpBuilder &b, Location loc, Value x) {
  auto type = cast<RankedTensorType>(x.getType());
  Value empty = tensor::EmptyOp::create(
      b, loc, {type.getDimSize(1), type.getDimSize(0)}, type.getElementType());
  return linalg::TransposeOp::create(b, loc, x, empty, {1, 0}).getResult()[0];
}

/// The dequantized operand behind `value`, K-major (`kMajor`: as stored;
/// else transposed with its scales and blocks).
static std::optional<BlockQuantized>
getBlockQuantized(OpBuilder &b, Location loc, Value value, bool kMajor) {
  auto dequantize = value.getDefiningOp<DequantizeBlocksOp>();
  if (!dequantize)
    return std::nullopt;
  BlockQuantized operand{dequantize.getInput(), dequantize.getScales(),
                         SmallVector<int64_t>(dequantize.getBlock())};
  if (!kMajor) {
    operand.values = transposed(b, loc, operand.values);
    operand.scales = transposed(b, loc, operand.scales);
    std::reverse(operand.block.begin(), operand.block.end());
  }
  return operand;
}

/// Why `op` cannot be formed, or "" when it can.
static std::string
whyNotFormed(MatmulOp op,
             ArrayRef<std::unique_ptr<MatmulKernelFamily>> families) {
  auto lhs = op.getLhs().getDefiningOp<DequantizeBlocksOp>();
  auto rhs = op.getRhs().getDefiningOp<DequantizeBlocksOp>();
  if (op.getType().getRank() != 2 || !op.getType().getElementType().isF32())
    return "not a 2-D product into f32";
  for (DequantizeBlocksOp operand : {lhs, rhs})
    if (!operand.getScales().getType().getElementType().isF32())
      return "E8M0 scales (MXFP8) have no sm_90a kernel";
  // Blocks along K, with A [M, K] and B [N, K].
  auto blockAlongK = [](DequantizeBlocksOp operand, bool kMajor) {
    ArrayRef<int64_t> block = operand.getBlock();
    return kMajor ? SmallVector<int64_t>{block[0], block[1]}
                  : SmallVector<int64_t>{block[1], block[0]};
  };
  SmallVector<int64_t> row{1, kScaleBlockDepth},
      square{kScaleBlockDepth, kScaleBlockDepth};
  if (blockAlongK(lhs, !op.getTransposeLhs()) != row)
    return "A's blocks are not 1x128 along K";
  SmallVector<int64_t> blockB = blockAlongK(rhs, op.getTransposeRhs());
  if (blockB != row && blockB != square)
    return "B's blocks are not 1x128 along K or 128x128";
  // The kernel families decide the rest (TMA's strides, registers).
  TensorCoreMatmul matmul;
  matmul.m = op.getType().getDimSize(0);
  matmul.n = op.getType().getDimSize(1);
  matmul.k = op.getLhs().getType().getDimSize(op.getTransposeLhs() ? 0 : 1);
  matmul.transposeB = true;
  matmul.blockScaled = true;
  matmul.squareScalesB = blockB == square;
  matmul.operandType = lhs.getInput().getType().getElementType();
  matmul.bOperandType = rhs.getInput().getType().getElementType();
  // The reason of the most preferred family (wgmma, the one that applies
  // block scales).
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
    // Only the wgmma kernel applies block scales.
    if (!target.getWarpgroupTileConfig())
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
      std::string whyNot = whyNotFormed(op, families);
      if (!whyNot.empty()) {
        if (auto remark = remark::missed(
                op.getLoc(), remark::RemarkOpts::name("block-scaled-wgmma")
                                 .category(getArgument())))
          remark << ("kept on dequantized copies: " + whyNot);
        continue;
      }
      form(b, op);
      ++numFormed;
    }
  }

  void form(OpBuilder &b, MatmulOp op) {
    Location loc = op.getLoc();
    b.setInsertionPoint(op);
    auto lhs = op.getLhs().getDefiningOp<DequantizeBlocksOp>();
    auto rhs = op.getRhs().getDefiningOp<DequantizeBlocksOp>();
    BlockQuantized a =
        *getBlockQuantized(b, loc, op.getLhs(), !op.getTransposeLhs());
    BlockQuantized bOperand =
        *getBlockQuantized(b, loc, op.getRhs(), op.getTransposeRhs());
    bool squareB = bOperand.block[0] == kScaleBlockDepth;
    RankedTensorType type = op.getType();
    Value zero = arith::ConstantOp::create(b, loc, b.getF32FloatAttr(0.0));
    Value init = linalg::FillOp::create(
                     b, loc, zero,
                     ValueRange{tensor::EmptyOp::create(b, loc, type.getShape(),
                                                        type.getElementType())})
                     .getResult(0);
    Value product =
        buildBlockScaledMatmul(b, loc, a.values, a.scales, bOperand.values,
                               bOperand.scales, squareB, init);
    op.replaceAllUsesWith(product);
    op.erase();
    if (lhs->use_empty())
      lhs.erase();
    if (rhs != lhs && rhs->use_empty())
      rhs.erase();
  }
};
} // namespace
