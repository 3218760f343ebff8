//===- LowerGroupedMatmul.cpp - Lower the mixture-of-experts GEMMs --------===//
//
// mpt.grouped_matmul and mpt.grouped_matmul_weight_grad become static-shape
// contractions over tiles of rows: the rows are sorted by group into a
// layout where each group's rows start on a tile boundary (a counting
// sort), every tile then belongs to one group and is one linalg.matmul with
// that group's matrix, and the results are gathered back by row. Only the
// group of a tile is data; every shape is static, so the tiles take the
// same CPU contraction kernels as any matmul. Under a #mpt.gpu_target the
// sort's scalar loops would run on the host over device buffers:
// LowerGroupedMatmulOnDevice.cpp lowers the ops there.
//
// Padding each group to whole tiles costs at most groups x (tile - 1) rows;
// the tile is chosen so that the expected padding stays near 1/8 of the
// rows (chooseTileRows).
//
//===----------------------------------------------------------------------===//

#include "GroupedRows.h"
#include "LoweringPatterns.h"
#include "LoweringUtils.h"
#include "mpt/Dialect/Mpt/IR/MptAttributes.h"
#include "mpt/Dialect/Mpt/IR/MptOps.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/PatternMatch.h"
#include "llvm/Support/MathExtras.h"

using namespace mlir;
using namespace mlir::mpt;
using namespace mlir::mpt::lowering;

int64_t lowering::chooseTileRows(int64_t rows, int64_t groups) {
  int64_t target =
      std::max<int64_t>(rows / (4 * std::max<int64_t>(groups, 1)), 1);
  return std::clamp<int64_t>(int64_t(1) << llvm::Log2_64(target), 8, 64);
}

namespace {
/// Where each row goes in the sorted, padded layout of `tiles` x `tileRows`
/// positions, and which group owns each tile.
struct GroupedLayout {
  int64_t tileRows, tiles;
  /// [tiles] index: the group of each tile, -1 for an unused one.
  Value tileGroup;
  /// [rows] index: each row's position, -1 for a row outside every group.
  Value slot;
  /// [tiles x tileRows] index: the row at each position, -1 for padding.
  Value source;
};

/// Builds index arithmetic and small tensor updates at one location.
struct LayoutBuilder {
  OpBuilder &b;
  Location loc;

  Value index(int64_t value) {
    return arith::ConstantIndexOp::create(b, loc, value);
  }
  Value filled(int64_t size, int64_t value) {
    auto type = RankedTensorType::get({size}, b.getIndexType());
    return arith::ConstantOp::create(
        b, loc, DenseElementsAttr::get(type, b.getIndexAttr(value)));
  }
  Value at(Value tensor, Value position) {
    return tensor::ExtractOp::create(b, loc, tensor, position);
  }
  Value set(Value tensor, Value position, Value value) {
    return tensor::InsertOp::create(b, loc, value, tensor, position);
  }
  Value add(Value lhs, Value rhs) {
    return arith::AddIOp::create(b, loc, lhs, rhs);
  }
  Value mul(Value lhs, Value rhs) {
    return arith::MulIOp::create(b, loc, lhs, rhs);
  }
  /// groups[row] as an index, and whether it names a group.
  std::pair<Value, Value> groupOf(Value groups, Value row, int64_t count) {
    Value group =
        arith::IndexCastOp::create(b, loc, b.getIndexType(), at(groups, row));
    Value atLeastZero = arith::CmpIOp::create(b, loc, arith::CmpIPredicate::sge,
                                              group, index(0));
    Value belowCount = arith::CmpIOp::create(b, loc, arith::CmpIPredicate::slt,
                                             group, index(count));
    return {group, arith::AndIOp::create(b, loc, atLeastZero, belowCount)};
  }
};
} // namespace

/// Yields `then()`'s values where `condition` holds, `otherwise` elsewhere.
static ValueRange ifElse(OpBuilder &b, Location loc, Value condition,
                         ValueRange otherwise,
                         function_ref<SmallVector<Value>(OpBuilder &)> then) {
  auto op = scf::IfOp::create(
      b, loc, condition,
      [&](OpBuilder &nested, Location) {
        scf::YieldOp::create(nested, loc, then(nested));
      },
      [&](OpBuilder &nested, Location) {
        scf::YieldOp::create(nested, loc, otherwise);
      });
  return op.getResults();
}

/// A loop over the rows in order carrying `inits`: for each row whose group
/// is in [0, groupCount), `body(builder, row, group, carried)` gives the
/// next carried values; other rows leave them as they are.
static SmallVector<Value> forEachGroupedRow(
    OpBuilder &b, Location loc, Value groups, int64_t groupCount,
    ValueRange inits,
    function_ref<SmallVector<Value>(LayoutBuilder &, Value, Value, ValueRange)>
        body) {
  LayoutBuilder l{b, loc};
  int64_t rows = cast<RankedTensorType>(groups.getType()).getDimSize(0);
  auto loop = scf::ForOp::create(
      b, loc, l.index(0), l.index(rows), l.index(1), inits,
      [&](OpBuilder &nb, Location, Value row, ValueRange args) {
        auto [group, valid] =
            LayoutBuilder{nb, loc}.groupOf(groups, row, groupCount);
        ValueRange next =
            ifElse(nb, loc, valid, args, [&, group = group](OpBuilder &ib) {
              LayoutBuilder i{ib, loc};
              return body(i, row, group, args);
            });
        scf::YieldOp::create(nb, loc, next);
      });
  return SmallVector<Value>(loop.getResults());
}

/// A counting sort of the rows by group, stable within a group.
static GroupedLayout buildLayout(OpBuilder &b, Location loc, Value groups,
                                 int64_t groupCount) {
  LayoutBuilder l{b, loc};
  int64_t rows = cast<RankedTensorType>(groups.getType()).getDimSize(0);
  GroupedLayout layout;
  layout.tileRows = chooseTileRows(rows, groupCount);
  // Whole tiles per group: sum ceil(count / T) <= (rows + groups (T - 1)) / T.
  layout.tiles = (rows + groupCount * (layout.tileRows - 1)) / layout.tileRows;
  Value zero = l.index(0), one = l.index(1),
        tileRows = l.index(layout.tileRows);

  Value counts =
      forEachGroupedRow(
          b, loc, groups, groupCount, ValueRange{l.filled(groupCount, 0)},
          [&](LayoutBuilder &i, Value, Value group, ValueRange args) {
            return SmallVector<Value>{
                i.set(args[0], group, i.add(i.at(args[0], group), i.index(1)))};
          })
          .front();

  // Each group's first position and the group of each of its tiles.
  auto starts = scf::ForOp::create(
      b, loc, zero, l.index(groupCount), one,
      ValueRange{l.filled(layout.tiles, -1), l.filled(groupCount, 0), zero},
      [&](OpBuilder &nb, Location, Value group, ValueRange args) {
        LayoutBuilder n{nb, loc};
        Value firstTile = args[2];
        Value count = n.at(counts, group);
        Value groupTiles = arith::CeilDivUIOp::create(nb, loc, count, tileRows);
        Value start = n.set(args[1], group, n.mul(firstTile, tileRows));
        Value endTile = n.add(firstTile, groupTiles);
        Value tileGroup =
            scf::ForOp::create(
                nb, loc, firstTile, endTile, n.index(1), ValueRange{args[0]},
                [&](OpBuilder &ib, Location, Value tile, ValueRange inner) {
                  scf::YieldOp::create(
                      ib, loc,
                      LayoutBuilder{ib, loc}.set(inner[0], tile, group));
                })
                .getResult(0);
        scf::YieldOp::create(nb, loc, ValueRange{tileGroup, start, endTile});
      });
  layout.tileGroup = starts.getResult(0);

  int64_t positions = layout.tiles * layout.tileRows;
  SmallVector<Value> placed = forEachGroupedRow(
      b, loc, groups, groupCount,
      ValueRange{l.filled(rows, -1), l.filled(positions, -1),
                 starts.getResult(1)},
      [&](LayoutBuilder &i, Value row, Value group, ValueRange args) {
        Value position = i.at(args[2], group);
        return SmallVector<Value>{
            i.set(args[0], row, position), i.set(args[1], position, row),
            i.set(args[2], group, i.add(position, i.index(1)))};
      });
  layout.slot = placed[0];
  layout.source = placed[1];
  return layout;
}

Value lowering::gatherRows(OpBuilder &b, Location loc, Value from,
                           Value source) {
  auto fromType = cast<RankedTensorType>(from.getType());
  int64_t positions = cast<RankedTensorType>(source.getType()).getDimSize(0);
  auto type = RankedTensorType::get({positions, fromType.getDimSize(1)},
                                    fromType.getElementType());
  MLIRContext *context = b.getContext();
  AffineMap rowOnly =
      AffineMap::get(2, 0, {getAffineDimExpr(0, context)}, context);
  AffineMap identity = AffineMap::getMultiDimIdentityMap(2, context);
  Value empty =
      tensor::EmptyOp::create(b, loc, type.getShape(), type.getElementType());
  return linalg::GenericOp::create(
             b, loc, type, ValueRange{source}, ValueRange{empty},
             ArrayRef<AffineMap>{rowOnly, identity},
             SmallVector<utils::IteratorType>(2, utils::IteratorType::parallel),
             [&](OpBuilder &nb, Location, ValueRange args) {
               LayoutBuilder n{nb, loc};
               Value row = args[0];
               Value present = arith::CmpIOp::create(
                   nb, loc, arith::CmpIPredicate::sge, row, n.index(0));
               Value safeRow =
                   arith::SelectOp::create(nb, loc, present, row, n.index(0));
               Value column = linalg::IndexOp::create(nb, loc, 1);
               Value value = tensor::ExtractOp::create(
                   nb, loc, from, ValueRange{safeRow, column});
               Value zero = scalarConstant(nb, loc, type.getElementType(), 0.0);
               linalg::YieldOp::create(nb, loc,
                                       Value(arith::SelectOp::create(
                                           nb, loc, present, value, zero)));
             })
      .getResult(0);
}

Value lowering::tileMatmul(OpBuilder &b, Location loc, Value lhs, Value rhs,
                           Value init, bool transposeLhs, bool transposeRhs) {
  MLIRContext *context = b.getContext();
  bool batched = cast<RankedTensorType>(init.getType()).getRank() == 3;
  unsigned dims = batched ? 4 : 3;
  // Loops (batch,) m, n, k.
  AffineExpr m = getAffineDimExpr(dims - 3, context),
             n = getAffineDimExpr(dims - 2, context),
             k = getAffineDimExpr(dims - 1, context);
  auto map = [&](AffineExpr x, AffineExpr y) {
    SmallVector<AffineExpr> results;
    if (batched)
      results.push_back(getAffineDimExpr(0, context));
    results.append({x, y});
    return AffineMapAttr::get(AffineMap::get(dims, 0, results, context));
  };
  ArrayAttr maps =
      b.getArrayAttr({transposeLhs ? map(k, m) : map(m, k),
                      transposeRhs ? map(n, k) : map(k, n), map(m, n)});
  NamedAttribute attribute(b.getStringAttr("indexing_maps"), maps);
  if (batched)
    return linalg::BatchMatmulOp::create(b, loc, init.getType(),
                                         ValueRange{lhs, rhs}, ValueRange{init},
                                         {attribute})
        ->getResult(0);
  return linalg::MatmulOp::create(b, loc, init.getType(), ValueRange{lhs, rhs},
                                  ValueRange{init}, {attribute})
      ->getResult(0);
}

namespace {
/// Rows [tile * T, tile * T + T) of a [P, C] tensor, as a slice.
struct TileSlice {
  SmallVector<OpFoldResult> offsets, sizes, strides;
  TileSlice(OpBuilder &b, Location loc, Value tile, int64_t tileRows,
            int64_t columns)
      : offsets{LayoutBuilder{b, loc}.mul(
                    tile, LayoutBuilder{b, loc}.index(tileRows)),
                b.getIndexAttr(0)},
        sizes{b.getIndexAttr(tileRows), b.getIndexAttr(columns)},
        strides(2, b.getIndexAttr(1)) {}
};
} // namespace

/// Rows [tile * T, tile * T + T) of `sorted` ([P, C]).
static Value tileOf(OpBuilder &b, Location loc, Value sorted, Value tile,
                    int64_t tileRows) {
  auto type = cast<RankedTensorType>(sorted.getType());
  TileSlice slice(b, loc, tile, tileRows, type.getDimSize(1));
  return tensor::ExtractSliceOp::create(b, loc, sorted, slice.offsets,
                                        slice.sizes, slice.strides);
}

namespace {
/// Group `group`'s matrix of a [G, A, B] tensor, as a slice.
struct GroupSlice {
  SmallVector<OpFoldResult> offsets, sizes, strides;
  GroupSlice(OpBuilder &b, Value group, RankedTensorType weights)
      : offsets{group, b.getIndexAttr(0), b.getIndexAttr(0)},
        sizes{b.getIndexAttr(1), b.getIndexAttr(weights.getDimSize(1)),
              b.getIndexAttr(weights.getDimSize(2))},
        strides(3, b.getIndexAttr(1)) {}
};
} // namespace

/// For every used tile: `body(tile, group, accumulator)` returns the next
/// accumulator.
static Value
forEachTile(OpBuilder &b, Location loc, const GroupedLayout &layout, Value init,
            function_ref<Value(OpBuilder &, Value, Value, Value)> body) {
  LayoutBuilder l{b, loc};
  return scf::ForOp::create(
             b, loc, l.index(0), l.index(layout.tiles), l.index(1),
             ValueRange{init},
             [&](OpBuilder &nb, Location, Value tile, ValueRange args) {
               LayoutBuilder n{nb, loc};
               Value group = n.at(layout.tileGroup, tile);
               Value used = arith::CmpIOp::create(
                   nb, loc, arith::CmpIPredicate::sge, group, n.index(0));
               ValueRange next =
                   ifElse(nb, loc, used, args, [&](OpBuilder &ib) {
                     return SmallVector<Value>{body(ib, tile, group, args[0])};
                   });
               scf::YieldOp::create(nb, loc, next);
             })
      .getResult(0);
}

static RankedTensorType rank2(RankedTensorType type, int64_t rows) {
  return RankedTensorType::get({rows, type.getDimSize(type.getRank() - 1)},
                               type.getElementType());
}

namespace {
struct LowerGroupedMatmul : OpRewritePattern<GroupedMatmulOp> {
  using OpRewritePattern::OpRewritePattern;
  LogicalResult matchAndRewrite(GroupedMatmulOp op,
                                PatternRewriter &rewriter) const override {
    if (GpuTargetAttr::lookup(op))
      return rewriter.notifyMatchFailure(op, "lowered by row on a device");
    Location loc = op.getLoc();
    RankedTensorType weights = op.getWeight().getType();
    RankedTensorType resultType = op.getType();
    bool transposed = op.getTransposeWeight();
    GroupedLayout layout =
        buildLayout(rewriter, loc, op.getGroups(), weights.getDimSize(0));
    Value sortedInput = gatherRows(rewriter, loc, op.getInput(), layout.source);
    int64_t positions = layout.tiles * layout.tileRows;
    Value init = filledTensor(rewriter, loc, rank2(resultType, positions), 0.0);
    auto tileType = rank2(resultType, layout.tileRows);
    Value sortedResult = forEachTile(
        rewriter, loc, layout, init,
        [&](OpBuilder &b, Value tile, Value group, Value accumulator) {
          Value lhs = tileOf(b, loc, sortedInput, tile, layout.tileRows);
          GroupSlice slice(b, group, weights);
          Value rhs = tensor::ExtractSliceOp::create(
              b, loc,
              RankedTensorType::get(
                  {weights.getDimSize(1), weights.getDimSize(2)},
                  weights.getElementType()),
              op.getWeight(), slice.offsets, slice.sizes, slice.strides);
          // The product is written into the tile's rows of the result.
          TileSlice rows(b, loc, tile, layout.tileRows,
                         resultType.getDimSize(1));
          Value target = tensor::ExtractSliceOp::create(
              b, loc, tileType, accumulator, rows.offsets, rows.sizes,
              rows.strides);
          Value zero = scalarConstant(b, loc, resultType.getElementType(), 0.0);
          Value zeroed =
              linalg::FillOp::create(b, loc, zero, target).getResult(0);
          Value product = tileMatmul(b, loc, lhs, rhs, zeroed,
                                     /*transposeLhs=*/false, transposed);
          return Value(tensor::InsertSliceOp::create(b, loc, product,
                                                     accumulator, rows.offsets,
                                                     rows.sizes, rows.strides));
        });
    rewriter.replaceOp(op,
                       gatherRows(rewriter, loc, sortedResult, layout.slot));
    return success();
  }
};

struct LowerGroupedMatmulWeightGrad
    : OpRewritePattern<GroupedMatmulWeightGradOp> {
  using OpRewritePattern::OpRewritePattern;
  LogicalResult matchAndRewrite(GroupedMatmulWeightGradOp op,
                                PatternRewriter &rewriter) const override {
    if (GpuTargetAttr::lookup(op))
      return rewriter.notifyMatchFailure(op, "lowered by row on a device");
    Location loc = op.getLoc();
    RankedTensorType resultType = op.getType();
    bool transposed = op.getTransposeWeight();
    GroupedLayout layout =
        buildLayout(rewriter, loc, op.getGroups(), resultType.getDimSize(0));
    Value sortedInput = gatherRows(rewriter, loc, op.getInput(), layout.source);
    Value sortedGrad = gatherRows(rewriter, loc, op.getGrad(), layout.source);
    auto matrixType = RankedTensorType::get(
        {resultType.getDimSize(1), resultType.getDimSize(2)},
        resultType.getElementType());
    Value init = filledTensor(rewriter, loc, resultType, 0.0);
    Value result = forEachTile(
        rewriter, loc, layout, init,
        [&](OpBuilder &b, Value tile, Value group, Value accumulator) {
          Value input = tileOf(b, loc, sortedInput, tile, layout.tileRows);
          Value grad = tileOf(b, loc, sortedGrad, tile, layout.tileRows);
          GroupSlice slice(b, group, resultType);
          Value current = tensor::ExtractSliceOp::create(
              b, loc, matrixType, accumulator, slice.offsets, slice.sizes,
              slice.strides);
          // [K, N] += input^T grad, or [N, K] += grad^T input: the tile's
          // rows are the contraction.
          Value updated = transposed ? tileMatmul(b, loc, grad, input, current,
                                                  /*transposeLhs=*/true,
                                                  /*transposeRhs=*/false)
                                     : tileMatmul(b, loc, input, grad, current,
                                                  /*transposeLhs=*/true,
                                                  /*transposeRhs=*/false);
          return Value(tensor::InsertSliceOp::create(
              b, loc, updated, accumulator, slice.offsets, slice.sizes,
              slice.strides));
        });
    rewriter.replaceOp(op, result);
    return success();
  }
};
} // namespace

void lowering::populateGroupedMatmulLoweringPatterns(
    RewritePatternSet &patterns) {
  patterns.add<LowerGroupedMatmul, LowerGroupedMatmulWeightGrad>(
      patterns.getContext());
}
