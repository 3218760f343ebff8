//===- TmaTensorMaps.cpp - Host code encoding TMA tensor maps -------------===//

#include "TmaTensorMaps.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Interfaces/FunctionInterfaces.h"
#include "llvm/Support/raw_ostream.h"

using namespace mlir;
using namespace mlir::mpt;

static constexpr StringLiteral kEncodeFunction = "mgpuTensorMapEncodeTiled";

/// A private constant global holding `values`, shared by every launch that
/// needs the same ones.
static Value getConstantArray(OpBuilder &builder, Location loc, ModuleOp module,
                              StringRef prefix, ArrayRef<int64_t> values,
                              Type element) {
  std::string name;
  llvm::raw_string_ostream os(name);
  os << prefix;
  for (int64_t value : values)
    os << "_" << value;
  auto type = MemRefType::get({static_cast<int64_t>(values.size())}, element);
  if (!module.lookupSymbol(name)) {
    OpBuilder::InsertionGuard guard(builder);
    builder.setInsertionPointToStart(module.getBody());
    SmallVector<Attribute> attrs;
    for (int64_t value : values)
      attrs.push_back(builder.getIntegerAttr(element, value));
    auto tensorType =
        RankedTensorType::get(type.getShape(), type.getElementType());
    memref::GlobalOp::create(
        builder, loc, name, builder.getStringAttr("private"), type,
        DenseElementsAttr::get(tensorType, attrs), /*constant=*/true,
        /*alignment=*/builder.getI64IntegerAttr(8));
  }
  return memref::GetGlobalOp::create(builder, loc, type, name);
}

/// The address of `buffer`'s first element plus `offset` bytes.
static Value getAddress(OpBuilder &builder, Location loc, Value buffer,
                        int64_t offset = 0) {
  Value address =
      memref::ExtractAlignedPointerAsIndexOp::create(builder, loc, buffer);
  if (offset)
    address = arith::AddIOp::create(
        builder, loc, address,
        arith::ConstantIndexOp::create(builder, loc, offset));
  Value integer =
      arith::IndexCastOp::create(builder, loc, builder.getI64Type(), address);
  return LLVM::IntToPtrOp::create(
      builder, loc, LLVM::LLVMPointerType::get(builder.getContext()), integer);
}

static func::FuncOp getEncodeFunction(OpBuilder &builder, ModuleOp module) {
  if (auto existing = module.lookupSymbol<func::FuncOp>(kEncodeFunction))
    return existing;
  MLIRContext *ctx = builder.getContext();
  Type ptr = LLVM::LLVMPointerType::get(ctx);
  Type i32 = builder.getI32Type();
  // CUtensorMap *, data type, rank, address, dims, strides, box, element
  // strides, interleave, swizzle, L2 promotion, OOB fill.
  auto type = builder.getFunctionType(
      {ptr, i32, i32, ptr, ptr, ptr, ptr, ptr, i32, i32, i32, i32}, {});
  OpBuilder::InsertionGuard guard(builder);
  builder.setInsertionPointToStart(module.getBody());
  auto func =
      func::FuncOp::create(builder, module.getLoc(), kEncodeFunction, type);
  func.setPrivate();
  return func;
}

Value mlir::mpt::createTensorMap(OpBuilder &builder, Location loc,
                                 ModuleOp module, Value buffer, int64_t boxRows,
                                 int64_t boxCols) {
  auto type = cast<MemRefType>(buffer.getType());
  int64_t rows = type.getDimSize(0), cols = type.getDimSize(1);
  Type i32 = builder.getI32Type(), i64 = builder.getI64Type();
  // CUtensorMap enums (cuda.h).
  constexpr int64_t kUInt8 = 0, kFloat16 = 6, kBFloat16 = 9,
                    kInterleaveNone = 0, kSwizzle128B = 3, kL2Promotion256B = 3,
                    kOobZero = 0;
  Type element = type.getElementType();
  // TMA moves FP8 as bytes.
  int64_t dataType = element.isF16()    ? kFloat16
                     : element.isBF16() ? kBFloat16
                                        : kUInt8;
  auto constant = [&](int64_t value) -> Value {
    return arith::ConstantIntOp::create(builder, loc, i32, value);
  };

  // Sizes innermost first, then the row stride in bytes; box, then element
  // strides.
  Value sizes = getConstantArray(
      builder, loc, module, "__mpt_tma_sizes",
      {cols, rows, cols * element.getIntOrFloatBitWidth() / 8}, i64);
  Value box = getConstantArray(builder, loc, module, "__mpt_tma_box",
                               {boxCols, boxRows, 1, 1}, i32);
  auto mapType = MemRefType::get({16}, i64);
  Value hostMap;
  {
    // CUtensorMap is 64-byte aligned; one per launch site, in the frame.
    OpBuilder::InsertionGuard guard(builder);
    // The region's own op included: a launch site directly in the
    // function's body finds that function.
    auto func = builder.getInsertionBlock()
                    ->getParent()
                    ->getParentOfType<FunctionOpInterface>();
    if (func)
      builder.setInsertionPointToStart(&func.getFunctionBody().front());
    hostMap = memref::AllocaOp::create(builder, loc, mapType,
                                       builder.getI64IntegerAttr(64));
  }
  func::CallOp::create(
      builder, loc, getEncodeFunction(builder, module),
      ValueRange{
          getAddress(builder, loc, hostMap), constant(dataType), constant(2),
          getAddress(builder, loc, buffer), getAddress(builder, loc, sizes),
          getAddress(builder, loc, sizes, 16), getAddress(builder, loc, box),
          getAddress(builder, loc, box, 8), constant(kInterleaveNone),
          constant(kSwizzle128B), constant(kL2Promotion256B),
          constant(kOobZero)});
  Value deviceMap =
      gpu::AllocOp::create(builder, loc, mapType, /*asyncToken=*/Type(),
                           ValueRange(), ValueRange(), ValueRange(),
                           /*hostShared=*/UnitAttr())
          .getMemref();
  gpu::MemcpyOp::create(builder, loc, Type(), ValueRange(), deviceMap, hostMap);
  return deviceMap;
}

Value mlir::mpt::getTensorMapPointer(OpBuilder &builder, Location loc,
                                     Value buffer) {
  Value address =
      memref::ExtractAlignedPointerAsIndexOp::create(builder, loc, buffer);
  Value integer =
      arith::IndexCastOp::create(builder, loc, builder.getI64Type(), address);
  return LLVM::IntToPtrOp::create(
      builder, loc, LLVM::LLVMPointerType::get(builder.getContext()), integer);
}
