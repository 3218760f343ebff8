//===- PtxProgram.h - PTX text decoded for the interpreter ----------------===//
//
// A PTX module as the interpreter executes it: its variables (global,
// constant, shared) and its functions, each a flat list of decoded
// instructions whose registers are slots of a per-thread register file and
// whose branch targets are instruction indices. Decoding happens once per
// module load (PtxParser.cpp); anything the interpreter does not implement
// is rejected there or when executed, with the PTX line, never skipped.
//
//===----------------------------------------------------------------------===//

#ifndef MPT_TEST_PTXEMULATOR_PTXPROGRAM_H
#define MPT_TEST_PTXEMULATOR_PTXPROGRAM_H

#include <cstdint>
#include <map>
#include <memory>
#include <string>
#include <vector>

namespace mpt::ptx {

enum class Type : uint8_t {
  None,
  Pred,
  B8,
  B16,
  B32,
  B64,
  B128,
  U8,
  U16,
  U32,
  U64,
  S8,
  S16,
  S32,
  S64,
  F16,
  F16x2,
  BF16,
  BF16x2,
  F32,
  F64,
  TF32,
  E4M3,
  E5M2,
  E4M3x2,
  E5M2x2
};

/// Bits a value of `type` occupies (0 for None; 1 for Pred).
unsigned bitWidth(Type type);
bool isSigned(Type type);
bool isFloat(Type type);
const char *typeName(Type type);

enum class Space : uint8_t { Generic, Global, Shared, Local, Param, Const };

/// CUDA's system call for a failed device-side assert: `__assertfail(message,
/// file, line, function, charSize)`, the strings as generic addresses.
inline constexpr const char *kAssertFail = "__assertfail";

enum class Op : uint8_t {
  Mov,
  Ld,
  St,
  Cvta,
  CvtaTo,
  Add,
  Sub,
  Mul,
  Mad,
  Fma,
  Div,
  Rem,
  Abs,
  Neg,
  Min,
  Max,
  And,
  Or,
  Xor,
  Not,
  Cnot,
  Shl,
  Shr,
  /// shf.{l,r}.{wrap,clamp}.b32: a funnel shift of the pair b:a.
  Shf,
  Selp,
  Setp,
  Cvt,
  Rcp,
  Sqrt,
  Rsqrt,
  Ex2,
  Lg2,
  Sin,
  Cos,
  Tanh,
  Bfe,
  Bfi,
  Prmt,
  Popc,
  Clz,
  Brev,
  Copysign,
  Testp,
  Bra,
  Ret,
  Exit,
  Call,
  BarSync,
  Fence,
  Atom,
  Red,
  Shfl,
  Vote,
  Ldmatrix,
  Stmatrix,
  Mma,
  CpAsync,
  CpAsyncCommit,
  CpAsyncWait,
  CpAsyncWaitAll,
  Activemask,
  Trap,
  Redux,
  Elect,
  Nanosleep,
  MbarrierInit,
  MbarrierArrive,
  MbarrierArriveExpectTx,
  MbarrierTryWait,
  MbarrierExpectTx,
  CpAsyncBulkTensor,
  WgmmaFence,
  WgmmaCommit,
  WgmmaWait,
  WgmmaMma,
  FenceProxyAsync,
  PrefetchTensormap,
  SetMaxNReg,
  // sm_100a's 5th-generation tensor cores (PtxTensorMemory.cpp).
  Tcgen05Alloc,
  Tcgen05Dealloc,
  Tcgen05Relinquish,
  Tcgen05Ld,
  Tcgen05St,
  Tcgen05Wait,
  Tcgen05Fence,
  Tcgen05Mma,
  Tcgen05Commit
};

enum class Rounding : uint8_t { None, Rn, Rz, Rm, Rp, Rni, Rzi, Rmi, Rpi };
enum class Compare : uint8_t {
  None,
  Eq,
  Ne,
  Lt,
  Le,
  Gt,
  Ge,
  Lo,
  Ls,
  Hi,
  Hs,
  Equ,
  Neu,
  Ltu,
  Leu,
  Gtu,
  Geu,
  Num,
  Nan,
  Finite,
  Infinite,
  Normal,
  Subnormal
};
enum class BoolOp : uint8_t { None, And, Or, Xor };
enum class ShflMode : uint8_t { None, Up, Down, Bfly, Idx };
enum class VoteMode : uint8_t { None, All, Any, Uni, Ballot };
enum class AtomOp : uint8_t {
  None,
  Add,
  Min,
  Max,
  Inc,
  Dec,
  And,
  Or,
  Xor,
  Exch,
  Cas
};
enum class Special : uint8_t {
  TidX,
  TidY,
  TidZ,
  NtidX,
  NtidY,
  NtidZ,
  CtaidX,
  CtaidY,
  CtaidZ,
  NctaidX,
  NctaidY,
  NctaidZ,
  LaneId,
  WarpId,
  NWarpId,
  Clock,
  Clock64,
  GlobalTimer,
  DynamicSmemSize,
  TotalSmemSize,
  LanemaskLt,
  LanemaskLe,
  LanemaskEq,
  LanemaskGe,
  LanemaskGt,
  SmId,
  NSmId,
  ClusterCtarank,
  ClusterNctarank
};

struct Operand {
  enum class Kind : uint8_t {
    None,
    Reg,
    Imm,
    Special,
    Symbol,
    Address,
    Vector,
    Label,
    Sink
  };
  Kind kind = Kind::None;
  /// `!%p` as a predicate operand (setp's combining predicate, selp's).
  bool negated = false;
  Special special = Special::TidX;
  /// Reg: its slot. Address: the base register's slot, or kNoRegister.
  uint32_t reg = 0;
  /// Imm: the bits. Address: the offset. Label: the target instruction.
  int64_t value = 0;
  /// Symbol, or an Address based on a symbol: its index in the module's
  /// symbol table (or the function's, for params and locals); else -1.
  int32_t symbol = -1;
  /// Vector: the elements (registers, immediates or sinks). Address of a
  /// tensor (`[map, {c0, c1}]`): the coordinates.
  std::vector<Operand> elements;
  /// Label: its name, until resolved.
  std::string name;
};

inline constexpr uint32_t kNoRegister = ~0u;

/// The common instructions the interpreter executes without its general
/// path (classified once, by classifyFastPath): integer arithmetic on
/// registers and immediates, moves, selects, integer compares, f32
/// arithmetic in round-to-nearest.
enum class FastPath : uint8_t {
  None,
  IntAdd,
  IntSub,
  IntMulLo,
  IntMulWideU,
  IntMulWideS,
  IntMadLo,
  IntMadWideU,
  IntMadWideS,
  And,
  Or,
  Xor,
  Shl,
  ShrU,
  ShrS,
  Mov,
  Selp,
  SetpInt,
  F32Add,
  F32Sub,
  F32Mul,
  F32Fma,
  CvtExtendU,
  CvtExtendS
};

/// tcgen05.mma's kind: which element types and scales its MMAs take.
enum class Tcgen05Kind : uint8_t {
  None,
  /// FP8 (and FP6/FP4 in 8-bit containers), E8M0 scales; K = 32.
  Mxf8f6f4,
  /// E2M1 packed two to a byte, E8M0 scales of 32 elements; K = 64.
  Mxf4,
  /// E2M1 packed two to a byte, E8M0 scales of 32 or E4M3 ones of 16
  /// elements; K = 64.
  Mxf4Nvf4,
};

struct Instruction {
  Op op;
  FastPath fast = FastPath::None;
  /// bitWidth(type), once.
  uint8_t bits = 0;
  Type type = Type::None;
  /// cvt: the source type; mma: A's type; others: a second type qualifier.
  Type type2 = Type::None;
  /// mma: B's and C's types (type is D's).
  Type type3 = Type::None, type4 = Type::None;
  Space space = Space::Generic;
  Rounding rounding = Rounding::None;
  Compare compare = Compare::None;
  BoolOp boolOp = BoolOp::None;
  ShflMode shfl = ShflMode::None;
  VoteMode vote = VoteMode::None;
  AtomOp atom = AtomOp::None;
  bool ftz = false, saturate = false, approx = false, relu = false,
       satfinite = false, transpose = false, hi = false, wide = false,
       uniform = false, propagateNaN = false, aligned = false, full = false,
       parity = false;
  /// add/sub/mad: `addc`, `subc`, `madc` read the carry flag (CC.CF);
  /// `.cc` writes it.
  bool carryIn = false, carryOut = false;
  /// shf: left (else right); the amount clamped to 32 (else taken mod 32).
  bool shiftLeft = false, clampShift = false;
  /// ld/st vector width; ldmatrix's matrix count; wgmma's wait depth;
  /// tcgen05.mma's scales per row (1, 2 or 4: .block32 or .block16).
  uint8_t vectorWidth = 1;
  Tcgen05Kind tcgen05Kind = Tcgen05Kind::None;
  /// mma/wgmma shape.
  uint16_t m = 0, n = 0, k = 0;
  /// mma: A row-major, B column-major (the only layouts implemented).
  bool rowA = true, colB = true;
  /// `@%p` / `@!%p` guard: its slot, or kNoRegister.
  uint32_t guard = kNoRegister;
  bool guardNegated = false;
  std::vector<Operand> operands;
  /// call: the callee's name (resolved to `calleeFunction` once read; null
  /// for the system call kAssertFail).
  std::string callee;
  const struct Function *calleeFunction = nullptr;
  /// The PTX source line (1-based) and text, for errors.
  int line = 0;
  std::string text;
};

struct Symbol {
  std::string name;
  Space space;
  uint64_t size = 0;
  uint32_t alignment = 1;
  /// Dynamic shared memory (`.extern .shared ... name[]`).
  bool dynamicShared = false;
  std::vector<uint8_t> initializer;
  /// Params: byte offset in the parameter buffer. Shared variables: offset
  /// in the CTA's static shared memory. Locals: offset in the thread's
  /// local memory.
  uint64_t offset = 0;
};

struct Function {
  std::string name;
  bool isKernel = false;
  /// Params of an entry (space Param), and .local variables, by index.
  std::vector<Symbol> symbols;
  std::vector<int> paramSymbols;
  std::vector<Symbol> returnSymbols;
  uint64_t paramBytes = 0;
  uint64_t localBytes = 0;
  uint32_t registerCount = 0;
  std::vector<Instruction> instructions;
};

struct Module {
  std::string target;
  /// Global, constant and shared variables at module scope. Function
  /// symbols refer to them by index with an offset of kModuleSymbolBias.
  std::vector<Symbol> symbols;
  uint64_t staticSharedBytes = 0;
  /// Where dynamic shared memory (`.extern .shared`) begins.
  uint64_t dynamicSharedOffset = 0;
  std::vector<std::unique_ptr<Function>> functions;
  std::map<std::string, Function *> functionsByName;

  const Function *lookup(const std::string &name) const {
    auto it = functionsByName.find(name);
    return it == functionsByName.end() ? nullptr : it->second;
  }
};

/// Symbols of the module in an operand are numbered from here, those of
/// the function below it.
inline constexpr int32_t kModuleSymbolBias = 1 << 20;

/// Sets `fast` and `bits` of a decoded instruction.
void classifyFastPath(Instruction &instruction);

/// Decodes PTX text. On failure returns null and sets `error` to a message
/// with the line and what is unsupported.
std::unique_ptr<Module> parseModule(const std::string &text,
                                    std::string &error);

} // namespace mpt::ptx

#endif // MPT_TEST_PTXEMULATOR_PTXPROGRAM_H
