//===- LoweringPatterns.h - The mpt lowering, by op family ------*- C++ -*-===//

#ifndef MPT_LIB_CONVERSION_MPTTOLINALG_LOWERINGPATTERNS_H
#define MPT_LIB_CONVERSION_MPTTOLINALG_LOWERINGPATTERNS_H

namespace mlir {
class RewritePatternSet;
namespace mpt::lowering {

/// Matmul, elementwise, broadcast, reductions, transpose, reshape, cast.
void populateComputeLoweringPatterns(RewritePatternSet &patterns);
/// Softmax, layer norm and the losses.
void populateNormalizationLoweringPatterns(RewritePatternSet &patterns);
/// Loss scaling, norms, clipping and the optimizers.
void populateTrainingLoweringPatterns(RewritePatternSet &patterns);
/// Amax, FP8 quantization and the FP8 scale update.
void populateFp8LoweringPatterns(RewritePatternSet &patterns);
/// The mixture-of-experts GEMMs, as contractions over tiles of sorted rows
/// (for the CPU).
void populateGroupedMatmulLoweringPatterns(RewritePatternSet &patterns);
/// The mixture-of-experts GEMMs as linalg ops only, the sort included, and
/// one batched matmul over the tiles (under a #mpt.gpu_target).
void populateGroupedMatmulOnDeviceLoweringPatterns(RewritePatternSet &patterns);

} // namespace mpt::lowering
} // namespace mlir

#endif // MPT_LIB_CONVERSION_MPTTOLINALG_LOWERINGPATTERNS_H
