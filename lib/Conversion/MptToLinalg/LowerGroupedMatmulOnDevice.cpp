//===- LowerGroupedMatmulOnDevice.cpp - The MoE GEMMs on a device ---------===//
//
// mpt.grouped_matmul and mpt.grouped_matmul_weight_grad under a
// #mpt.gpu_target. The CPU lowering (LowerGroupedMatmul.cpp) sorts the rows
// with scalar loops, which the GPU pipeline would run on the host over
// device buffers, and gives each tile its group's matrix by a slice at a
// data-dependent offset. Here every step is a linalg op, so every step is a
// kernel and no host code reads device data:
//
//   counts[g]      rows of each group (a reduction over the rows);
//   firstTile[g]   the tiles of the groups before g (a reduction over G);
//   rank[r]        rows of r's group before r (a reduction over the rows);
//   position[r]    firstTile[g] * T + rank[r], -1 outside every group;
//   source[p]      the row at each position, -1 for padding;
//   tileGroup[t]   the group owning each tile, -1 for an unused one;
//
// then the rows are gathered into [tiles, T, K], each tile's matrix into
// [tiles, K, N] (zeros for an unused tile), one linalg.batch_matmul
// multiplies them - a contraction the tensor-core kernels take in bf16 and
// f16 - and the rows are gathered back. The weight cotangent multiplies
// each tile's rows the same way and sums each group's tiles.
//
// The rank and source reductions compare every row with every row (R^2
// and P x R work), and the tiles' matrices take tiles x K x N memory
// (tiles <= R / T + G, with T from chooseTileRows): the price of static
// shapes without a sort kernel.
//
//===----------------------------------------------------------------------===//

#include "GroupedRows.h"
#include "LoweringPatterns.h"
#include "LoweringUtils.h"
#include "mpt/Dialect/Mpt/IR/MptAttributes.h"
#include "mpt/Dialect/Mpt/IR/MptOps.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/PatternMatch.h"

using namespace mlir;
using namespace mlir::mpt;
using namespace mlir::mpt::lowering;
using utils::IteratorType;

namespace {
/// Index arithmetic in a generic's body.
struct IndexMath {
  OpBuilder &b;
  Location loc;

  Value constant(int64_t value) {
    return arith::ConstantIndexOp::create(b, loc, value);
  }
  Value add(Value lhs, Value rhs) {
    return arith::AddIOp::create(b, loc, lhs, rhs);
  }
  Value mul(Value lhs, Value rhs) {
    return arith::MulIOp::create(b, loc, lhs, rhs);
  }
  Value compare(arith::CmpIPredicate predicate, Value lhs, Value rhs) {
    return arith::CmpIOp::create(b, loc, predicate, lhs, rhs);
  }
  Value both(Value lhs, Value rhs) {
    return arith::AndIOp::create(b, loc, lhs, rhs);
  }
  Value select(Value condition, Value yes, Value no) {
    return arith::SelectOp::create(b, loc, condition, yes, no);
  }
  Value loopIndex(int64_t dim) { return linalg::IndexOp::create(b, loc, dim); }
  /// A group id (any integer type) as an index, and whether it is one of
  /// `count` groups.
  std::pair<Value, Value> group(Value id, int64_t count) {
    Value index = arith::IndexCastOp::create(b, loc, b.getIndexType(), id);
    return {index,
            both(compare(arith::CmpIPredicate::sge, index, constant(0)),
                 compare(arith::CmpIPredicate::slt, index, constant(count)))};
  }
};

/// Builds the layout's index tensors and products at one location.
struct DeviceLayoutBuilder {
  OpBuilder &b;
  Location loc;
  int64_t rows, groupCount, tileRows, tiles;

  DeviceLayoutBuilder(OpBuilder &b, Location loc, int64_t rows,
                      int64_t groupCount)
      : b(b), loc(loc), rows(rows), groupCount(groupCount),
        tileRows(chooseTileRows(rows, groupCount)),
        // Whole tiles per group: sum ceil(count / T) <= (R + G (T - 1)) / T.
        tiles((rows + groupCount * (tileRows - 1)) / tileRows) {}

  RankedTensorType indexVector(int64_t size) {
    return RankedTensorType::get({size}, b.getIndexType());
  }

  /// A generic over `loopCount` loops, the last `reductions` of them
  /// reductions, reading `inputs` with `maps` (the output's last) into
  /// `init`.
  Value generic(ValueRange inputs, Value init, unsigned loopCount,
                unsigned reductions,
                ArrayRef<SmallVector<AffineExpr>> mapResults,
                function_ref<Value(IndexMath &, ValueRange)> body) {
    MLIRContext *context = b.getContext();
    SmallVector<AffineMap> maps;
    for (ArrayRef<AffineExpr> results : mapResults)
      maps.push_back(AffineMap::get(loopCount, 0, results, context));
    SmallVector<IteratorType> iterators(loopCount - reductions,
                                        IteratorType::parallel);
    iterators.append(reductions, IteratorType::reduction);
    return linalg::GenericOp::create(
               b, loc, init.getType(), inputs, ValueRange{init}, maps,
               iterators,
               [&](OpBuilder &nb, Location l, ValueRange args) {
                 IndexMath math{nb, l};
                 linalg::YieldOp::create(nb, l, ValueRange{body(math, args)});
               })
        .getResult(0);
  }

  /// An index tensor of `size` filled with `value`.
  Value filled(int64_t size, int64_t value) {
    return arith::ConstantOp::create(
        b, loc,
        DenseElementsAttr::get(indexVector(size), b.getIndexAttr(value)));
  }

  AffineExpr dim(unsigned position) {
    return getAffineDimExpr(position, b.getContext());
  }

  /// counts[g] = rows whose group is g, over (g, r).
  Value buildCounts(Value groups) {
    return generic(
        groups, filled(groupCount, 0), 2, 1, {{dim(1)}, {dim(0)}},
        [&](IndexMath &m, ValueRange args) {
          auto [group, valid] = m.group(args[0], groupCount);
          Value own = m.both(valid, m.compare(arith::CmpIPredicate::eq, group,
                                              m.loopIndex(0)));
          return m.add(args[1], m.select(own, m.constant(1), m.constant(0)));
        });
  }

  /// Tiles of `count` rows.
  Value tilesOf(IndexMath &m, Value count) {
    return arith::CeilDivUIOp::create(m.b, m.loc, count, m.constant(tileRows));
  }

  /// firstTile[g] = the tiles of the groups before g, over (g, g').
  Value buildFirstTiles(Value counts) {
    return generic(counts, filled(groupCount, 0), 2, 1, {{dim(1)}, {dim(0)}},
                   [&](IndexMath &m, ValueRange args) {
                     Value before = m.compare(arith::CmpIPredicate::slt,
                                              m.loopIndex(1), m.loopIndex(0));
                     return m.add(args[1], m.select(before, tilesOf(m, args[0]),
                                                    m.constant(0)));
                   });
  }

  /// position[r] = firstTile[g] * T + the rows of g before r, -1 outside
  /// every group: the rank over (r, r'), then the start added.
  Value buildPositions(Value groups, Value firstTiles) {
    Value ranks = generic(
        ValueRange{groups, groups}, filled(rows, 0), 2, 1,
        {{dim(0)}, {dim(1)}, {dim(0)}}, [&](IndexMath &m, ValueRange args) {
          Value same = arith::CmpIOp::create(
              m.b, m.loc, arith::CmpIPredicate::eq, args[0], args[1]);
          Value earlier = m.compare(arith::CmpIPredicate::slt, m.loopIndex(1),
                                    m.loopIndex(0));
          return m.add(args[2], m.select(m.both(same, earlier), m.constant(1),
                                         m.constant(0)));
        });
    return generic(
        ValueRange{groups, ranks}, filled(rows, 0), 1, 0,
        {{dim(0)}, {dim(0)}, {dim(0)}}, [&](IndexMath &m, ValueRange args) {
          auto [group, valid] = m.group(args[0], groupCount);
          Value safeGroup = m.select(valid, group, m.constant(0));
          Value firstTile =
              tensor::ExtractOp::create(m.b, m.loc, firstTiles, safeGroup);
          Value position =
              m.add(m.mul(firstTile, m.constant(tileRows)), args[1]);
          return m.select(valid, position, m.constant(-1));
        });
  }

  /// source[p] = the row at position p, -1 for padding, over (p, r).
  Value buildSources(Value positions) {
    return generic(positions, filled(tiles * tileRows, -1), 2, 1,
                   {{dim(1)}, {dim(0)}}, [&](IndexMath &m, ValueRange args) {
                     Value here = m.compare(arith::CmpIPredicate::eq, args[0],
                                            m.loopIndex(0));
                     // -1 + (r + 1) where the row lands here.
                     Value row = m.add(m.loopIndex(1), m.constant(1));
                     return m.add(args[1], m.select(here, row, m.constant(0)));
                   });
  }

  /// tileGroup[t] = the group owning tile t, -1 for an unused one, over
  /// (t, g).
  Value buildTileGroups(Value counts, Value firstTiles) {
    return generic(
        ValueRange{counts, firstTiles}, filled(tiles, -1), 2, 1,
        {{dim(1)}, {dim(1)}, {dim(0)}}, [&](IndexMath &m, ValueRange args) {
          Value tile = m.loopIndex(0);
          Value end = m.add(args[1], tilesOf(m, args[0]));
          Value owns =
              m.both(m.compare(arith::CmpIPredicate::sge, tile, args[1]),
                     m.compare(arith::CmpIPredicate::slt, tile, end));
          Value group = m.add(m.loopIndex(1), m.constant(1));
          return m.add(args[2], m.select(owns, group, m.constant(0)));
        });
  }

  /// Where each row goes (positions), the row at each position (sources)
  /// and each tile's group (tileGroups), for `groups`.
  struct Layout {
    Value positions, sources, tileGroups;
  };
  Layout build(Value groups) {
    Value counts = buildCounts(groups);
    Value firstTiles = buildFirstTiles(counts);
    Value positions = buildPositions(groups, firstTiles);
    Value tileGroups = buildTileGroups(counts, firstTiles);
    return {positions, buildSources(positions), tileGroups};
  }

  /// `sorted` [tiles x T, C] as [tiles, T, C].
  Value asTiles(Value sorted) {
    auto type = cast<RankedTensorType>(sorted.getType());
    auto tiled = RankedTensorType::get({tiles, tileRows, type.getDimSize(1)},
                                       type.getElementType());
    return tensor::ExpandShapeOp::create(
        b, loc, tiled, sorted, ArrayRef<ReassociationIndices>{{0, 1}, {2}});
  }

  /// `tiled` [tiles, T, C] as [tiles x T, C].
  Value asRows(Value tiled) {
    auto type = cast<RankedTensorType>(tiled.getType());
    auto rowsType = RankedTensorType::get(
        {type.getDimSize(0) * type.getDimSize(1), type.getDimSize(2)},
        type.getElementType());
    return tensor::CollapseShapeOp::create(
        b, loc, rowsType, tiled, ArrayRef<ReassociationIndices>{{0, 1}, {2}});
  }

  /// Each tile's matrix of `weights` [G, A, B], [tiles, A, B]: zeros for an
  /// unused tile.
  Value gatherTileMatrices(Value weights, Value tileGroups) {
    auto type = cast<RankedTensorType>(weights.getType());
    auto tiledType = RankedTensorType::get(
        {tiles, type.getDimSize(1), type.getDimSize(2)}, type.getElementType());
    Value init = tensor::EmptyOp::create(b, loc, tiledType.getShape(),
                                         tiledType.getElementType());
    return generic(tileGroups, init, 3, 0, {{dim(0)}, {dim(0), dim(1), dim(2)}},
                   [&](IndexMath &m, ValueRange args) {
                     Value used = m.compare(arith::CmpIPredicate::sge, args[0],
                                            m.constant(0));
                     Value safeGroup = m.select(used, args[0], m.constant(0));
                     Value element = tensor::ExtractOp::create(
                         m.b, m.loc, weights,
                         ValueRange{safeGroup, m.loopIndex(1), m.loopIndex(2)});
                     Value zero = scalarConstant(
                         m.b, m.loc, tiledType.getElementType(), 0.0);
                     return m.select(used, element, zero);
                   });
  }

  /// result[g, a, b] = the sum of the tiles of group g of `perTile`
  /// [tiles, A, B], over (g, a, b, t).
  Value sumTilesByGroup(Value perTile, Value tileGroups,
                        RankedTensorType resultType) {
    return generic(
        ValueRange{tileGroups, perTile}, filledTensor(b, loc, resultType, 0.0),
        4, 1, {{dim(3)}, {dim(3), dim(1), dim(2)}, {dim(0), dim(1), dim(2)}},
        [&](IndexMath &m, ValueRange args) {
          Value own =
              m.compare(arith::CmpIPredicate::eq, args[0], m.loopIndex(0));
          Value zero =
              scalarConstant(m.b, m.loc, resultType.getElementType(), 0.0);
          return Value(arith::AddFOp::create(m.b, m.loc, args[2],
                                             m.select(own, args[1], zero)));
        });
  }
};
} // namespace

namespace {
struct LowerGroupedMatmulOnDevice : OpRewritePattern<GroupedMatmulOp> {
  using OpRewritePattern::OpRewritePattern;
  LogicalResult matchAndRewrite(GroupedMatmulOp op,
                                PatternRewriter &rewriter) const override {
    if (!GpuTargetAttr::lookup(op))
      return rewriter.notifyMatchFailure(op, "the CPU lowering sorts rows");
    Location loc = op.getLoc();
    RankedTensorType weights = op.getWeight().getType();
    RankedTensorType resultType = op.getType();
    DeviceLayoutBuilder layout(rewriter, loc,
                               op.getInput().getType().getDimSize(0),
                               weights.getDimSize(0));
    DeviceLayoutBuilder::Layout rows = layout.build(op.getGroups());
    Value sortedInput =
        layout.asTiles(gatherRows(rewriter, loc, op.getInput(), rows.sources));
    Value matrices = layout.gatherTileMatrices(op.getWeight(), rows.tileGroups);
    auto tiledResult = RankedTensorType::get(
        {layout.tiles, layout.tileRows, resultType.getDimSize(1)},
        resultType.getElementType());
    Value products =
        tileMatmul(rewriter, loc, sortedInput, matrices,
                   filledTensor(rewriter, loc, tiledResult, 0.0),
                   /*transposeLhs=*/false, op.getTransposeWeight());
    rewriter.replaceOp(
        op, gatherRows(rewriter, loc, layout.asRows(products), rows.positions));
    return success();
  }
};

struct LowerGroupedMatmulWeightGradOnDevice
    : OpRewritePattern<GroupedMatmulWeightGradOp> {
  using OpRewritePattern::OpRewritePattern;
  LogicalResult matchAndRewrite(GroupedMatmulWeightGradOp op,
                                PatternRewriter &rewriter) const override {
    if (!GpuTargetAttr::lookup(op))
      return rewriter.notifyMatchFailure(op, "the CPU lowering sorts rows");
    Location loc = op.getLoc();
    RankedTensorType resultType = op.getType();
    DeviceLayoutBuilder layout(rewriter, loc,
                               op.getInput().getType().getDimSize(0),
                               resultType.getDimSize(0));
    DeviceLayoutBuilder::Layout rows = layout.build(op.getGroups());
    Value input =
        layout.asTiles(gatherRows(rewriter, loc, op.getInput(), rows.sources));
    Value grad =
        layout.asTiles(gatherRows(rewriter, loc, op.getGrad(), rows.sources));
    // Per tile [K, N] = input^T grad, or [N, K] = grad^T input: the tile's
    // rows are the contraction.
    auto perTileType = RankedTensorType::get(
        {layout.tiles, resultType.getDimSize(1), resultType.getDimSize(2)},
        resultType.getElementType());
    Value init = filledTensor(rewriter, loc, perTileType, 0.0);
    Value perTile =
        op.getTransposeWeight()
            ? tileMatmul(rewriter, loc, grad, input, init,
                         /*transposeLhs=*/true, /*transposeRhs=*/false)
            : tileMatmul(rewriter, loc, input, grad, init,
                         /*transposeLhs=*/true, /*transposeRhs=*/false);
    rewriter.replaceOp(
        op, layout.sumTilesByGroup(perTile, rows.tileGroups, resultType));
    return success();
  }
};
} // namespace

void lowering::populateGroupedMatmulOnDeviceLoweringPatterns(
    RewritePatternSet &patterns) {
  patterns
      .add<LowerGroupedMatmulOnDevice, LowerGroupedMatmulWeightGradOnDevice>(
          patterns.getContext());
}
