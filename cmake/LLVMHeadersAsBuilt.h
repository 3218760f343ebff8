//===- LLVMHeadersAsBuilt.h - LLVM's headers as Debian built them -*- C++
//-*-===//
//
// Force-included into mpt's code in a sanitizer build (CMakeLists.txt).
// Debian's LLVM and MLIR are not built with AddressSanitizer, but LLVM's
// headers switch on -fsanitize=address by themselves: BumpPtrAllocator,
// Recycler and friends poison the memory they hold and unpoison what they
// hand out. Inlined into mpt's instrumented code, a slab the allocator grows
// there is poisoned whole, and allocations libMLIR's uninstrumented copy of
// the same code then makes from it are never unpoisoned: reading them (an
// attribute's string, say) is a false use-after-poison. So mpt's code sees
// the headers as the libraries were built: no poisoning.
//
//===----------------------------------------------------------------------===//

#ifndef MPT_CMAKE_LLVMHEADERSASBUILT_H
#define MPT_CMAKE_LLVMHEADERSASBUILT_H

#include "llvm/Support/Compiler.h"

#undef LLVM_ADDRESS_SANITIZER_BUILD
#define LLVM_ADDRESS_SANITIZER_BUILD 0
#undef __asan_poison_memory_region
#undef __asan_unpoison_memory_region
#define __asan_poison_memory_region(p, size) ((void)(p), (void)(size))
#define __asan_unpoison_memory_region(p, size) ((void)(p), (void)(size))

#endif // MPT_CMAKE_LLVMHEADERSASBUILT_H
