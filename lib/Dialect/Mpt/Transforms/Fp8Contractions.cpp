//===- Fp8Contractions.cpp - FP8 operands for low contractions ------------===//
//
// Each low contraction's operands are replaced by FP8 copies: one per
// (tensor, format), quantized from the FP32 value behind the BF16 operand
// where there is one - through its cast and layout ops (transposes,
// reshapes), which are then applied to the copy - so it is rounded once,
// and scaled so that the tensor's amax lands at the format's largest value.
// The FP32 accumulator is then divided by the product of the two scales.
// Block recipes quantize each operand in blocks along the dimension the
// contraction reduces (a weight in 128x128 squares for the blockwise
// recipes, 16x16 for NVFP4) and give the contraction the dequantized copy;
// NVFP4's copies leave out the tensors' FP32 scales, which multiply the
// result.
//
//===----------------------------------------------------------------------===//

#include "mpt/Dialect/Mpt/Transforms/Fp8Contractions.h"
#include "Fp8GemmRoles.h"
#include "mpt/Dialect/Mpt/IR/MptDialect.h"
#include "mpt/Dialect/Mpt/IR/MptOps.h"
#include "mpt/Dialect/Mpt/IR/StepAttributes.h"
#include "mpt/Dialect/Mpt/Transforms/CastTraffic.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Linalg/IR/LinalgInterfaces.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/Matchers.h"

#include <map>

using namespace mlir;
using namespace mlir::mpt;

namespace {
/// A contraction that can take FP8 operands: two inputs multiplied into an
/// FP32 result that starts from zero, so dividing the result by the scales
/// undoes them.
struct Contraction {
  Operation *op;
  OpOperand *lhs, *rhs;
  Value result;
};

/// One FP8 copy and the scale it was made with.
struct Quantized {
  Value value;
  Value scale;
};

/// A block-quantized operand as its contraction reads it, and (NVFP4) the
/// amax of the tensor it was quantized from.
struct BlockCopy {
  Value dequantized;
  Value amax;
};

class Fp8Rewriter {
public:
  Fp8Rewriter(FunctionOpInterface fn, const Fp8Recipe &recipe, bool threadState)
      : fn(fn), recipe(recipe), threadState(threadState),
        builder(fn.getContext()) {}

  Fp8Summary run();

private:
  /// The contraction `op` is, or none with `whyNot` set when it runs low
  /// but cannot take FP8 operands.
  std::optional<Contraction> match(Operation *op, std::string &whyNot);
  /// The FP8 copy of contraction operand `operand`: made from the FP32
  /// value behind it where there is one (through a BF16 cast and layout
  /// ops, which are then applied to the copy).
  Quantized quantize(Value operand, FloatType format, Operation *user);
  /// The FP8 copy of `source` itself, with its scale (and state).
  Quantized quantizeValue(Value source, FloatType format, Operation *user);
  /// Multiplies the result of `contraction`, for its users, by the factor
  /// that undoes its operands' scaling, from `lhs` and `rhs` (0-d FP32):
  /// 1 / (lhs * rhs) for tensorwise scales, or for NVFP4's tensor amaxes
  /// Transformer Engine's alpha fl(fl(lhs * rhs) * fl(1 / 2688^2)).
  void descale(const Contraction &contraction, Value lhs, Value rhs,
               bool nvfp4Amaxes);
  /// The blocks `operand` is quantized in under `kind`: along the dimension
  /// the contraction reduces, squares for a weight of the blockwise recipes
  /// (128x128) and NVFP4 (16x16) (a partial block ends a dimension they do
  /// not divide); none, with `whyNot` set, when it reduces no single static
  /// dimension.
  std::optional<SmallVector<int64_t>>
  planBlocks(const Contraction &contraction, OpOperand *operand,
             Fp8RecipeKind kind, bool weight, std::string &whyNot);
  /// `operand` quantized in `block`s and dequantized again (bf16, or f32
  /// for FP32 scales), from the FP32 value behind it, placed before `user`;
  /// `stochastic`: rounded stochastically (E2M1), each such quantization
  /// drawing from its own stream under the step's seed; `hadamard`: through
  /// the random Hadamard transform along the blocks' dimension first.
  BlockCopy quantizeBlocks(Value operand, FloatType format,
                           ArrayRef<int64_t> block, Fp8RecipeKind kind,
                           bool stochastic, bool hadamard, Operation *user);
  /// The seed of stochastic rounding: a step's counter (state, advanced by
  /// each step), or 0 in a function with callers.
  Value getSeed();
  /// Gives `contraction` the dequantized operands `lhs` and `rhs`.
  void useDequantized(const Contraction &contraction, Value lhs, Value rhs);
  BlockArgument addState(RankedTensorType type, Attribute init);
  void threadStateResults();
  Value splat(Location loc, RankedTensorType type, double value);

  FunctionOpInterface fn;
  const Fp8Recipe &recipe;
  bool threadState;
  OpBuilder builder;
  Fp8Summary summary;
  llvm::DenseMap<std::pair<Value, Type>, Quantized> copies;
  /// Operands already given a copy, layout included.
  llvm::DenseMap<std::pair<Value, Type>, Quantized> operandCopies;
  /// Block quantizations by (operand, format, recipe and rounding, block).
  std::map<std::tuple<const void *, const void *, int, std::vector<int64_t>>,
           QuantizeBlocksOp>
      blockCopies;
  /// Stochastic rounding's seed (getSeed), and the streams handed out to
  /// the step's stochastically rounded quantizations so far.
  Value seed;
  int64_t numStreams = 0;
  /// (argument, new value) of the state the rewrite added.
  SmallVector<std::pair<BlockArgument, Value>> stateUpdates;
};
} // namespace

/// NVFP4's random Hadamard transform signs (Transformer Engine's).
static constexpr int64_t kHadamardSigns[16] = {1,  1,  1,  -1, 1,  -1, -1, -1,
                                               -1, -1, -1, 1,  -1, 1,  -1, -1};

static RankedTensorType scalarF32(MLIRContext *context) {
  return RankedTensorType::get({}, Float32Type::get(context));
}

static std::string describeType(Type type) {
  std::string text;
  llvm::raw_string_ostream os(text);
  os << type;
  return text;
}

/// A zero accumulator: a fill with 0, or a zero splat constant.
static bool startsFromZero(Value init) {
  if (auto fill = init.getDefiningOp<linalg::FillOp>())
    return matchPattern(fill.getInputs()[0], m_AnyZeroFloat());
  return matchPattern(init, m_AnyZeroFloat());
}

/// True when every use of a payload's block argument extends it, so the
/// argument may change to an FP8 type without touching the payload.
static bool onlyExtended(BlockArgument arg) {
  return llvm::all_of(arg.getUsers(),
                      [](Operation *user) { return isa<arith::ExtFOp>(user); });
}

std::optional<Contraction> Fp8Rewriter::match(Operation *op,
                                              std::string &whyNot) {
  // A pinned op keeps the precision it was pinned to.
  if (op->hasAttr(MptDialect::kPrecisionAttrName))
    return std::nullopt;
  Type bf16 = BFloat16Type::get(op->getContext());
  auto isLow = [&](Value v) { return getElementTypeOrSelf(v) == bf16; };
  if (auto matmul = dyn_cast<MatmulOp>(op)) {
    if (!isLow(matmul.getLhs()) || !isLow(matmul.getRhs()))
      return std::nullopt;
    if (!matmul.getType().getElementType().isF32()) {
      whyNot = "it accumulates in " +
               describeType(matmul.getType().getElementType());
      return std::nullopt;
    }
    return Contraction{op, &matmul.getLhsMutable(), &matmul.getRhsMutable(),
                       matmul.getResult()};
  }
  auto linalgOp = dyn_cast<linalg::LinalgOp>(op);
  if (!linalgOp || !linalg::isaContractionOpInterface(linalgOp) ||
      linalgOp.getNumDpsInputs() != 2 || linalgOp.getNumDpsInits() != 1 ||
      !linalgOp.hasPureTensorSemantics())
    return std::nullopt;
  OpOperand *lhs = linalgOp.getDpsInputOperand(0);
  OpOperand *rhs = linalgOp.getDpsInputOperand(1);
  if (!isLow(lhs->get()) || !isLow(rhs->get()))
    return std::nullopt;
  OpOperand *init = linalgOp.getDpsInitOperand(0);
  if (!getElementTypeOrSelf(init->get()).isF32()) {
    whyNot =
        "it accumulates in " + describeType(getElementTypeOrSelf(init->get()));
    return std::nullopt;
  }
  if (!startsFromZero(init->get())) {
    whyNot = "its accumulator does not start from zero, so dividing the "
             "result by the scales would scale the initial value too";
    return std::nullopt;
  }
  if (!onlyExtended(linalgOp.getMatchingBlockArgument(lhs)) ||
      !onlyExtended(linalgOp.getMatchingBlockArgument(rhs))) {
    whyNot = "its payload computes with an operand other than by extending "
             "it";
    return std::nullopt;
  }
  return Contraction{op, lhs, rhs, op->getResult(0)};
}

Value Fp8Rewriter::splat(Location loc, RankedTensorType type, double value) {
  return arith::ConstantOp::create(
      builder, loc,
      DenseElementsAttr::get(
          type, builder.getFloatAttr(type.getElementType(), value)));
}

BlockArgument Fp8Rewriter::addState(RankedTensorType type, Attribute init) {
  unsigned index = fn.getNumArguments();
  (void)fn.insertArgument(index, type, {}, fn.getLoc());
  setArgRole(fn, index, Role::Fp8Scale);
  fn.setArgAttr(index, MptDialect::kInitAttrName,
                DenseElementsAttr::get(type, init));
  return fn.getArgument(index);
}

/// Ops that only move elements: a copy can be quantized before them.
static bool isLayoutOnly(Operation *op) {
  return isa<TransposeOp, ReshapeOp, tensor::CollapseShapeOp,
             tensor::ExpandShapeOp, linalg::TransposeOp>(op) &&
         op->getNumResults() == 1 &&
         isa<RankedTensorType>(op->getResultTypes()[0]);
}

/// `op` (a layout-only op) applied to `input`, an FP8 version of its input.
static Value rebuildLayout(OpBuilder &builder, Operation *op, Value input) {
  auto type = cast<RankedTensorType>(op->getResult(0).getType())
                  .clone(getElementTypeOrSelf(input));
  if (auto transpose = dyn_cast<linalg::TransposeOp>(op)) {
    Value init = tensor::EmptyOp::create(builder, op->getLoc(), type.getShape(),
                                         type.getElementType());
    return linalg::TransposeOp::create(builder, op->getLoc(), input, init,
                                       transpose.getPermutation())
        ->getResult(0);
  }
  IRMapping mapping;
  mapping.map(op->getOperand(0), input);
  Operation *copy = builder.clone(*op, mapping);
  copy->getResult(0).setType(type);
  return copy->getResult(0);
}

/// The FP32 tensor a BF16 contraction operand reads, and the layout ops
/// between them (the operand's own first).
struct Fp32Source {
  Value value;
  SmallVector<Operation *> layout;
};

/// Back through layout ops to an FP32 value or the BF16 cast of one; none
/// for a value computed in bf16.
static std::optional<Fp32Source> findFp32Source(Value operand) {
  Fp32Source found;
  Value root = operand;
  while (Operation *producer = root.getDefiningOp()) {
    if (!isLayoutOnly(producer))
      break;
    found.layout.push_back(producer);
    root = producer->getOperand(0);
  }
  if (Operation *conversion = root.getDefiningOp();
      conversion && isFloatConversion(conversion))
    root = conversion->getOperand(0);
  if (!getElementTypeOrSelf(root).isF32())
    return std::nullopt;
  found.value = root;
  return found;
}

Quantized Fp8Rewriter::quantize(Value operand, FloatType format,
                                Operation *user) {
  auto operandKey = std::make_pair(operand, Type(format));
  if (auto it = operandCopies.find(operandKey); it != operandCopies.end())
    return it->second;
  // Quantizing the FP32 value behind the operand rounds once, and every
  // layout of one tensor (a weight read plain and transposed) shares one
  // copy and one scale; a value computed in bf16 gets its own copy, after
  // its layout ops.
  std::optional<Fp32Source> fp32 = findFp32Source(operand);
  SmallVector<Operation *> layout =
      fp32 ? fp32->layout : SmallVector<Operation *>();
  Value source = fp32 ? fp32->value : operand;
  Quantized copy = quantizeValue(source, format, user);
  if (!layout.empty()) {
    builder.setInsertionPointAfter(copy.value.getDefiningOp());
    std::optional<Phase> phase = getPhase(user);
    for (Operation *op : llvm::reverse(layout)) {
      copy.value = rebuildLayout(builder, op, copy.value);
      if (phase)
        setPhase(copy.value.getDefiningOp(), *phase);
    }
  }
  return operandCopies[operandKey] = copy;
}

Quantized Fp8Rewriter::quantizeValue(Value source, FloatType format,
                                     Operation *user) {
  auto key = std::make_pair(source, Type(format));
  if (auto it = copies.find(key); it != copies.end())
    return it->second;

  MLIRContext *context = fn.getContext();
  Location loc = source.getLoc();
  Block &entry = fn.getFunctionBody().front();
  // State arguments first: adding them renumbers nothing the builder holds.
  RankedTensorType scalar = scalarF32(context);
  BlockArgument scaleState, historyState;
  if (threadState) {
    scaleState = addState(scalar, builder.getF32FloatAttr(1.0));
    historyState = addState(RankedTensorType::get({recipe.historyLength},
                                                  Float32Type::get(context)),
                            builder.getF32FloatAttr(0.0));
  }
  if (Operation *producer = source.getDefiningOp())
    builder.setInsertionPointAfter(producer);
  else
    builder.setInsertionPointToStart(&entry);

  std::optional<Phase> phase = getPhase(user);
  auto tag = [&](Value value) {
    if (phase)
      setPhase(value.getDefiningOp(), *phase);
    return value;
  };
  Value amax = tag(AmaxOp::create(builder, loc, source));
  Value scale;
  if (threadState) {
    StringRef reduction =
        recipe.scaling == Fp8Scaling::Current
            ? stringifyAmaxReduction(AmaxReduction::MostRecent)
            : stringifyAmaxReduction(recipe.reduction);
    auto update = UpdateFp8ScaleOp::create(
        builder, loc, historyState.getType(), scalar, historyState, scaleState,
        amax, TypeAttr::get(format), builder.getI64IntegerAttr(recipe.margin),
        builder.getStringAttr(reduction));
    tag(update.getNewScale());
    stateUpdates.emplace_back(historyState, update.getNewHistory());
    stateUpdates.emplace_back(scaleState, update.getNewScale());
    // Delayed: this step uses the scale the earlier steps' amaxes chose.
    scale = recipe.scaling == Fp8Scaling::Current ? update.getNewScale()
                                                  : Value(scaleState);
    ++summary.numWithState;
  } else {
    // No state to keep: the scale comes from this tensor's own amax.
    auto history = RankedTensorType::get({1}, Float32Type::get(context));
    auto update = UpdateFp8ScaleOp::create(
        builder, loc, history, scalar, splat(loc, history, 0.0),
        splat(loc, scalar, 1.0), amax, TypeAttr::get(format),
        builder.getI64IntegerAttr(recipe.margin),
        builder.getStringAttr(
            stringifyAmaxReduction(AmaxReduction::MostRecent)));
    scale = tag(update.getNewScale());
  }
  auto type = cast<RankedTensorType>(source.getType()).clone(format);
  Value copy = tag(QuantizeOp::create(builder, loc, type, source, scale));
  ++summary.numQuantized;
  return copies[key] = Quantized{copy, scale};
}

void Fp8Rewriter::descale(const Contraction &contraction, Value lhs, Value rhs,
                          bool nvfp4Amaxes) {
  Location loc = contraction.op->getLoc();
  builder.setInsertionPointAfter(contraction.op);
  std::optional<Phase> phase = getPhase(contraction.op);
  SmallVector<Operation *> created;
  auto keep = [&](Value value) {
    created.push_back(value.getDefiningOp());
    if (phase)
      setPhase(value.getDefiningOp(), *phase);
    return value;
  };
  RankedTensorType scalar = scalarF32(fn.getContext());
  Value product = keep(MulOp::create(builder, loc, lhs, rhs));
  // 2688 = 448 * 6: E4M3's and E2M1's largest values.
  Value factor =
      nvfp4Amaxes
          ? keep(MulOp::create(builder, loc, product,
                               keep(splat(loc, scalar, 1.0f / 7225344.0f))))
          : keep(DivOp::create(builder, loc, keep(splat(loc, scalar, 1.0)),
                               product));
  auto type = cast<RankedTensorType>(contraction.result.getType());
  Value spread =
      keep(BroadcastOp::create(builder, loc, type, factor,
                               builder.getDenseI64ArrayAttr(llvm::to_vector(
                                   llvm::seq<int64_t>(0, type.getRank())))));
  Value descaled =
      keep(MulOp::create(builder, loc, contraction.result, spread));
  // BF16 output: rounded once; users that need FP32 read its exact
  // widening, which folds away under a user's own cast to bf16.
  if (recipe.bf16Output) {
    Value low = keep(CastOp::create(
        builder, loc, type.clone(builder.getBF16Type()), descaled));
    descaled = keep(CastOp::create(builder, loc, type, low));
  }
  SmallPtrSet<Operation *, 8> except(created.begin(), created.end());
  Value result = contraction.result;
  result.replaceUsesWithIf(descaled, [&](OpOperand &use) {
    return !except.contains(use.getOwner());
  });
}

void Fp8Rewriter::threadStateResults() {
  if (stateUpdates.empty())
    return;
  Block &entry = fn.getFunctionBody().front();
  Operation *returnOp = entry.getTerminator();
  builder.setInsertionPoint(returnOp);
  Location loc = fn.getLoc();
  // A step the all-finite check skips leaves the FP8 state as it was, like
  // the parameters.
  Value finite;
  for (auto check : entry.getOps<AllFiniteOp>())
    finite = tensor::ExtractOp::create(builder, loc, check.getFinite(),
                                       ValueRange{});
  for (auto [argument, next] : stateUpdates) {
    Value value = next;
    if (finite)
      value = arith::SelectOp::create(builder, loc, finite, next, argument);
    unsigned index = fn.getNumResults();
    (void)fn.insertResult(index, value.getType(), {});
    fn.setResultAttr(index, MptDialect::kUpdatesAttrName,
                     builder.getI64IntegerAttr(argument.getArgNumber()));
    returnOp->insertOperands(returnOp->getNumOperands(), value);
  }
}

/// The dimension of `operand` that `contraction` reduces, in the operand's
/// own layout; none unless there is exactly one.
static std::optional<int64_t> getReducedDim(const Contraction &contraction,
                                            OpOperand *operand) {
  int64_t rank = cast<RankedTensorType>(operand->get().getType()).getRank();
  if (auto matmul = dyn_cast<MatmulOp>(contraction.op)) {
    // lhs [..., M, K] or [..., K, M]; rhs [..., K, N] or [..., N, K].
    if (operand == contraction.lhs)
      return matmul.getTransposeLhs() ? rank - 2 : rank - 1;
    return matmul.getTransposeRhs() ? rank - 1 : rank - 2;
  }
  auto linalgOp = cast<linalg::LinalgOp>(contraction.op);
  AffineMap map = linalgOp.getMatchingIndexingMap(operand);
  SmallVector<utils::IteratorType> iterators = linalgOp.getIteratorTypesArray();
  std::optional<int64_t> reduced;
  for (auto [index, expr] : llvm::enumerate(map.getResults())) {
    auto dim = dyn_cast<AffineDimExpr>(expr);
    if (!dim || iterators[dim.getPosition()] != utils::IteratorType::reduction)
      continue;
    if (reduced)
      return std::nullopt;
    reduced = index;
  }
  return reduced;
}

std::optional<SmallVector<int64_t>>
Fp8Rewriter::planBlocks(const Contraction &contraction, OpOperand *operand,
                        Fp8RecipeKind kind, bool weight, std::string &whyNot) {
  auto type = cast<RankedTensorType>(operand->get().getType());
  std::optional<int64_t> reduced = getReducedDim(contraction, operand);
  if (!reduced || !type.hasStaticShape()) {
    whyNot = "an operand does not reduce exactly one static dimension, "
             "which its blocks would run along";
    return std::nullopt;
  }
  bool mx = kind == Fp8RecipeKind::MXFP8 || kind == Fp8RecipeKind::MXFP4;
  int64_t length = mx ? 32 : kind == Fp8RecipeKind::NVFP4 ? 16 : 128;
  SmallVector<int64_t> block(type.getRank(), 1);
  block[*reduced] = length;
  // Weights in squares (DeepSeek-V3, Transformer Engine's blockwise FP8 and
  // NVFP4): one scale serves the weight and its transpose.
  if (weight && !mx && type.getRank() == 2 &&
      (kind != Fp8RecipeKind::NVFP4 || recipe.fp4WeightSquares))
    block[1 - *reduced] = length;
  return block;
}

static StringRef getBlockScaling(Fp8RecipeKind kind) {
  switch (kind) {
  case Fp8RecipeKind::Blockwise:
    return stringifyFp8BlockScale(Fp8BlockScale::F32);
  case Fp8RecipeKind::BlockwisePow2:
    return stringifyFp8BlockScale(Fp8BlockScale::Pow2);
  case Fp8RecipeKind::MXFP8:
  case Fp8RecipeKind::MXFP4:
    return stringifyFp8BlockScale(Fp8BlockScale::E8M0);
  case Fp8RecipeKind::NVFP4:
    return stringifyFp8BlockScale(Fp8BlockScale::NVFP4);
  case Fp8RecipeKind::Tensorwise:
    break;
  }
  llvm_unreachable("tensorwise scaling has no blocks");
}

Value Fp8Rewriter::getSeed() {
  if (seed)
    return seed;
  MLIRContext *context = fn.getContext();
  auto i64Scalar = RankedTensorType::get({}, IntegerType::get(context, 64));
  Block &entry = fn.getFunctionBody().front();
  OpBuilder::InsertionGuard guard(builder);
  if (!threadState) {
    builder.setInsertionPointToStart(&entry);
    return seed = arith::ConstantOp::create(
               builder, fn.getLoc(),
               DenseElementsAttr::get(i64Scalar, int64_t(0)));
  }
  unsigned index = fn.getNumArguments();
  (void)fn.insertArgument(index, i64Scalar, {}, fn.getLoc());
  setArgRole(fn, index, Role::Step);
  fn.setArgAttr(index, MptDialect::kInitAttrName,
                DenseElementsAttr::get(i64Scalar, int64_t(0)));
  seed = fn.getArgument(index);
  builder.setInsertionPoint(entry.getTerminator());
  Value one = arith::ConstantOp::create(
      builder, fn.getLoc(), DenseElementsAttr::get(i64Scalar, int64_t(1)));
  stateUpdates.emplace_back(
      cast<BlockArgument>(seed),
      arith::AddIOp::create(builder, fn.getLoc(), seed, one).getResult());
  return seed;
}

BlockCopy Fp8Rewriter::quantizeBlocks(Value operand, FloatType format,
                                      ArrayRef<int64_t> block,
                                      Fp8RecipeKind kind, bool stochastic,
                                      bool hadamard, Operation *user) {
  auto key =
      std::make_tuple(operand.getAsOpaquePointer(), format.getAsOpaquePointer(),
                      static_cast<int>(kind) * 4 + stochastic * 2 + hadamard,
                      std::vector<int64_t>(block.begin(), block.end()));
  std::optional<Phase> phase = getPhase(user);
  auto tag = [&](Operation *op) {
    if (phase)
      setPhase(op, *phase);
    return op;
  };
  // Each use dequantizes just before its contraction, so what lives on
  // between uses (a weight's forward and input-gradient products) is the
  // FP8 copy, not a bf16 or FP32 one.
  auto dequantize = [&](QuantizeBlocksOp quantized) {
    builder.setInsertionPoint(user);
    // FP32 scales make q * scale inexact in bf16: those contractions read
    // FP32. (NVFP4's block part, E2M1 x E4M3, is exact in bf16; the
    // tensor's part multiplies the result.)
    Type element = kind == Fp8RecipeKind::Blockwise
                       ? Type(builder.getF32Type())
                       : Type(builder.getBF16Type());
    auto dequantized = DequantizeBlocksOp::create(
        builder, operand.getLoc(),
        cast<RankedTensorType>(operand.getType()).clone(element),
        quantized.getResult(), quantized.getScales(), /*amax=*/Value(),
        builder.getDenseI64ArrayAttr(block));
    tag(dequantized);
    return BlockCopy{dequantized.getResult(), quantized.getAmax()};
  };
  // One quantization per (operand, blocks): reused by later contractions
  // of the same blocks.
  if (auto it = blockCopies.find(key); it != blockCopies.end()) {
    Operation *copy = it->second;
    if (copy->getBlock() == user->getBlock() && copy->isBeforeInBlock(user))
      return dequantize(it->second);
  }
  Location loc = operand.getLoc();
  // The FP32 value behind the BF16 operand, with the operand's layout ops
  // applied to it: each layout is quantized from FP32 in the blocks of its
  // own contraction, not transposed from another layout's FP8 copy.
  std::optional<Fp32Source> fp32 = findFp32Source(operand);
  Value base = fp32 ? fp32->value : operand;
  // A forward value that the backward multiplies is quantized in the
  // forward, where it is computed: the step keeps its FP8 copy for the
  // backward, not the FP32 value.
  Operation *producer = base.getDefiningOp();
  bool early = phase == Phase::Backward &&
               (!producer || getPhase(producer) != Phase::Backward);
  std::optional<Phase> quantizePhase = phase;
  if (early) {
    quantizePhase = Phase::Forward;
    if (producer)
      builder.setInsertionPointAfter(producer);
    else
      builder.setInsertionPointToStart(&fn.getFunctionBody().front());
  } else {
    builder.setInsertionPoint(user);
  }
  auto tagQuantization = [&](Operation *op) {
    if (quantizePhase)
      setPhase(op, *quantizePhase);
    return op;
  };
  Value source = base;
  if (fp32) {
    for (Operation *op : llvm::reverse(fp32->layout))
      source =
          tagQuantization(rebuildLayout(builder, op, source).getDefiningOp())
              ->getResult(0);
  }
  MLIRContext *context = fn.getContext();
  auto type = cast<RankedTensorType>(operand.getType());
  SmallVector<int64_t> scaleShape;
  for (auto [size, length] : llvm::zip(type.getShape(), block))
    scaleShape.push_back(llvm::divideCeil(size, length));
  Type scaleElement = Float32Type::get(context);
  if (kind == Fp8RecipeKind::MXFP8 || kind == Fp8RecipeKind::MXFP4)
    scaleElement = Float8E8M0FNUType::get(context);
  else if (kind == Fp8RecipeKind::NVFP4)
    scaleElement = Float8E4M3FNType::get(context);
  auto blockAttr = builder.getDenseI64ArrayAttr(block);
  if (hadamard) {
    // Along the blocks' (the reduced) dimension, rounded to bf16; the amax
    // is the transformed tensor's.
    int64_t dim = llvm::find_if(block, [](int64_t size) { return size > 1; }) -
                  block.begin();
    source = HadamardTransformOp::create(
        builder, loc, type.clone(builder.getBF16Type()), source,
        builder.getI64IntegerAttr(dim),
        builder.getDenseI64ArrayAttr(kHadamardSigns));
    tagQuantization(source.getDefiningOp());
  }
  Type amaxType =
      kind == Fp8RecipeKind::NVFP4 ? Type(scalarF32(context)) : Type();
  auto quantized = QuantizeBlocksOp::create(
      builder, loc, type.clone(format),
      RankedTensorType::get(scaleShape, scaleElement), amaxType, source,
      stochastic ? getSeed() : Value(), blockAttr,
      builder.getStringAttr(getBlockScaling(kind)),
      builder.getStringAttr(stochastic ? "stochastic" : "nearest"),
      builder.getI64IntegerAttr(stochastic ? numStreams++ : 0));
  tagQuantization(quantized);
  ++summary.numQuantized;
  blockCopies[key] = quantized;
  return dequantize(quantized);
}

void Fp8Rewriter::useDequantized(const Contraction &contraction, Value lhs,
                                 Value rhs) {
  contraction.lhs->set(lhs);
  contraction.rhs->set(rhs);
  auto linalgOp = dyn_cast<linalg::LinalgOp>(contraction.op);
  if (!linalgOp)
    return;
  // The payload extends its operands; FP32 ones need no extension.
  for (OpOperand *operand : {contraction.lhs, contraction.rhs}) {
    BlockArgument argument = linalgOp.getMatchingBlockArgument(operand);
    Type element = getElementTypeOrSelf(operand->get());
    argument.setType(element);
    for (Operation *user : llvm::make_early_inc_range(argument.getUsers()))
      if (user->getResult(0).getType() == element) {
        user->getResult(0).replaceAllUsesWith(argument);
        user->erase();
      }
  }
}

/// True if `operand` of backward contraction `op` is a gradient: computed
/// by the backward (not a forward value it recomputes).
static bool isGradientOperand(Operation *op, Value operand) {
  if (getPhase(op) != Phase::Backward)
    return false;
  Operation *producer = operand.getDefiningOp();
  if (producer && isFloatConversion(producer))
    producer = producer->getOperand(0).getDefiningOp();
  return producer && getPhase(producer) == Phase::Backward &&
         !producer->hasAttr(MptDialect::kRecomputedAttrName);
}

Fp8Summary Fp8Rewriter::run() {
  SmallVector<Contraction> contractions;
  auto keep = [&](Operation *op, const std::string &why) {
    if (summary.numKept++ == 0)
      summary.keptReason =
          "'" + op->getName().getStringRef().str() + "' stays in bf16: " + why;
  };
  fn.getFunctionBody().walk([&](Operation *op) {
    std::string whyNot;
    if (std::optional<Contraction> contraction = match(op, whyNot))
      contractions.push_back(*contraction);
    else if (!whyNot.empty())
      keep(op, whyNot);
  });

  // Roles and kept layers are read off the step before anything changes.
  SmallVector<std::pair<Operation *, std::pair<Value, Value>>> operands;
  for (const Contraction &contraction : contractions)
    operands.push_back(
        {contraction.op, {contraction.lhs->get(), contraction.rhs->get()}});
  Fp8GemmRoles roles(fn, operands);
  struct Planned {
    Contraction contraction;
    std::pair<bool, bool> gradient;
    Fp8GemmRole role;
    Fp8GemmSetting setting;
    SmallVector<int64_t> lhsBlock, rhsBlock;
  };
  SmallVector<Planned> planned;
  for (const Contraction &contraction : contractions) {
    Operation *op = contraction.op;
    std::pair<bool, bool> gradient{
        isGradientOperand(op, contraction.lhs->get()),
        isGradientOperand(op, contraction.rhs->get())};
    Fp8GemmRole role = roles.getRole(op, gradient);
    Fp8KeptLayer layer = roles.getKeptLayer(op, gradient);
    Fp8GemmSetting setting = recipe.getSetting(role);
    bool keepAttention =
        recipe.keepAttention.value_or(isFp4Recipe(setting.kind));
    if ((layer.lmHead && recipe.keepLmHead) ||
        (layer.routing && recipe.keepRouting) ||
        (layer.attention && keepAttention)) {
      ++summary.numKeptBySetting;
      keep(op, layer.routing && recipe.keepRouting
                   ? "it belongs to routing (fp8-keep-bf16)"
               : layer.lmHead && recipe.keepLmHead
                   ? "it belongs to the LM head (fp8-keep-bf16)"
                   : "it multiplies two activations: attention "
                     "(fp8-keep-bf16)");
      continue;
    }
    if (std::optional<int64_t> index = roles.getLinearIndex(op, gradient);
        index && (*index < recipe.keepFirstLinears ||
                  *index >= roles.getNumLinears() - recipe.keepLastLinears)) {
      ++summary.numKeptBySetting;
      keep(op, *index < recipe.keepFirstLinears
                   ? "it belongs to one of the first linear layers "
                     "(fp8-keep-bf16)"
                   : "it belongs to one of the last linear layers "
                     "(fp8-keep-bf16)");
      continue;
    }
    if (setting.keepBf16) {
      ++summary.numKeptBySetting;
      keep(op, "its role, " + stringifyFp8GemmRole(role).str() +
                   ", stays in bf16 (fp8-gemm)");
      continue;
    }
    Planned plan{contraction, gradient, role, setting, {}, {}};
    if (setting.kind != Fp8RecipeKind::Tensorwise) {
      std::string whyNot;
      std::optional<SmallVector<int64_t>> lhs =
          planBlocks(contraction, contraction.lhs, setting.kind,
                     roles.isWeight(contraction.lhs->get()), whyNot);
      std::optional<SmallVector<int64_t>> rhs =
          lhs ? planBlocks(contraction, contraction.rhs, setting.kind,
                           roles.isWeight(contraction.rhs->get()), whyNot)
              : std::nullopt;
      if (!rhs) {
        keep(op, whyNot);
        continue;
      }
      plan.lhsBlock = *lhs;
      plan.rhsBlock = *rhs;
    }
    planned.push_back(std::move(plan));
  }

  for (const Planned &plan : planned) {
    const Contraction &contraction = plan.contraction;
    // In the backward, gradients take the backward format and forward
    // values keep the forward one (the HYBRID recipe), also where the
    // backward recomputes them (mpt-rematerialize's clones).
    auto formatOf = [&](bool gradient) -> FloatType {
      if (isFp4Recipe(plan.setting.kind))
        return Float4E2M1FNType::get(fn.getContext());
      return gradient ? plan.setting.backwardFormat
                      : plan.setting.forwardFormat;
    };
    if (plan.setting.kind == Fp8RecipeKind::Tensorwise) {
      SmallVector<Value> scales;
      for (auto [operand, gradient] :
           {std::pair(contraction.lhs, plan.gradient.first),
            std::pair(contraction.rhs, plan.gradient.second)}) {
        Quantized copy =
            quantize(operand->get(), formatOf(gradient), contraction.op);
        operand->set(copy.value);
        scales.push_back(copy.scale);
        if (auto linalgOp = dyn_cast<linalg::LinalgOp>(contraction.op))
          linalgOp.getMatchingBlockArgument(operand).setType(
              getElementTypeOrSelf(copy.value));
      }
      descale(contraction, scales[0], scales[1], /*nvfp4Amaxes=*/false);
    } else {
      // FP4 gradients are rounded stochastically (fp4-stochastic-rounding).
      auto stochastic = [&](bool gradient) {
        return gradient && isFp4Recipe(plan.setting.kind) &&
               recipe.fp4StochasticRounding;
      };
      // NVFP4's weight gradients: both operands through the same Hadamard
      // transform along the dimension the product reduces, which keeps the
      // product's value (the transform is orthogonal); it needs whole
      // 16-blocks.
      bool hadamard = false;
      if (plan.setting.kind == Fp8RecipeKind::NVFP4 && recipe.fp4Hadamard &&
          plan.role == Fp8GemmRole::WeightGradient) {
        int64_t depth =
            llvm::max_element(plan.lhsBlock) - plan.lhsBlock.begin();
        hadamard = cast<RankedTensorType>(contraction.lhs->get().getType())
                           .getDimSize(depth) %
                       16 ==
                   0;
        ++(hadamard ? summary.numTransformed : summary.numNotTransformed);
      }
      BlockCopy lhs = quantizeBlocks(
          contraction.lhs->get(), formatOf(plan.gradient.first), plan.lhsBlock,
          plan.setting.kind, stochastic(plan.gradient.first), hadamard,
          contraction.op);
      BlockCopy rhs = quantizeBlocks(
          contraction.rhs->get(), formatOf(plan.gradient.second), plan.rhsBlock,
          plan.setting.kind, stochastic(plan.gradient.second), hadamard,
          contraction.op);
      useDequantized(contraction, lhs.dequantized, rhs.dequantized);
      if (plan.setting.kind == Fp8RecipeKind::NVFP4)
        descale(contraction, lhs.amax, rhs.amax, /*nvfp4Amaxes=*/true);
    }
    contraction.op->setAttr(
        MptDialect::kFp8GemmAttrName,
        builder.getDictionaryAttr(
            {builder.getNamedAttr(
                 "recipe", builder.getStringAttr(
                               stringifyFp8RecipeKind(plan.setting.kind))),
             builder.getNamedAttr(
                 "role",
                 builder.getStringAttr(stringifyFp8GemmRole(plan.role)))}));
    ++summary.numContractions;
    ++summary.numByRole[static_cast<unsigned>(plan.role)];
  }
  threadStateResults();
  return summary;
}

Fp8Summary mlir::mpt::convertContractionsToFp8(FunctionOpInterface fn,
                                               const Fp8Recipe &recipe,
                                               bool threadState) {
  return Fp8Rewriter(fn, recipe, threadState).run();
}
