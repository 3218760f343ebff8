//===- MptAttributes.td - Attributes of the mpt dialect ----*- tablegen -*-===//

#ifndef MPT_DIALECT_MPT_IR_MPTATTRIBUTES_TD
#define MPT_DIALECT_MPT_IR_MPTATTRIBUTES_TD

include "mpt/Dialect/Mpt/IR/MptDialect.td"
include "mlir/IR/AttrTypeBase.td"

def Mpt_GpuTargetAttr : AttrDef<Mpt_Dialect, "GpuTarget"> {
  let mnemonic = "gpu_target";
  let summary = "The NVIDIA chip a step is compiled for, and its kernel tiles";
  let description = [{
    Set once on the module (as `mpt.gpu_target`) by `mpt-set-gpu-target`,
    which `mpt-lower-to-nvptx` runs first; every GPU pass reads the chip,
    PTX features and tile choices from here. The tiles are resolved: the
    chip's defaults (GpuTarget.cpp's table) unless overridden.
    `warpgroup_tiles` is present exactly when the chip has wgmma.

    Example:

    ```mlir
    module attributes {mpt.gpu_target = #mpt.gpu_target<chip = "sm_90a",
        features = "+ptx80", matmul_tiles = "128x64x32,2x2,3",
        warpgroup_tiles = "128x128x64,2,4">} { ... }
    ```
  }];
  let parameters = (ins
    StringRefParameter<"chip, e.g. sm_90a">:$chip,
    StringRefParameter<"PTX features, e.g. +ptx80">:$features,
    StringRefParameter<"mma.sync kernel tiles BMxBNxBK,WMxWN,STAGES">
        :$matmul_tiles,
    StringRefParameter<"wgmma kernel tiles BMxBNxBK,CONSUMERS,STAGES",
                       [{""}]>:$warpgroup_tiles
  );
  let assemblyFormat = "`<` struct(params) `>`";
  let genVerifyDecl = 1;
  let extraClassDeclaration = [{
    /// The name of the module attribute that holds the target.
    static constexpr ::llvm::StringLiteral kAttrName = "mpt.gpu_target";

    /// The target of the module enclosing `op` (or `op` itself); null if
    /// none is set.
    static GpuTargetAttr lookup(::mlir::Operation *op);

    /// The chip and PTX version (valid: the verifier checked them).
    ::mlir::mpt::GpuTarget getTarget() const;
    /// The tiles of the mma.sync kernel.
    ::mlir::mpt::MatmulTileConfig getMatmulTileConfig() const;
    /// The tiles of the wgmma kernel; none where the chip has no wgmma.
    std::optional<::mlir::mpt::WarpgroupTileConfig>
    getWarpgroupTileConfig() const;
  }];
}

#endif // MPT_DIALECT_MPT_IR_MPTATTRIBUTES_TD
