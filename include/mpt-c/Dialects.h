/*===-- mpt-c/Dialects.h - The mpt dialect for MLIR's C API -------*- C -*-===*\
|*                                                                            *|
|* Upstream's conventions (mlir-c/Dialect/): a dialect handle for         *|
|* mlirDialectHandleRegisterDialect / LoadDialect, and a registry hook that  *|
|* also attaches the precision policy and VJP rules mpt gives upstream       *|
|* linalg, arith, math and tensor ops. Link libMPTCAPI and MLIR's C API.    *|
|*                                                                            *|
\*===----------------------------------------------------------------------===*/

#ifndef MPT_C_DIALECTS_H
#define MPT_C_DIALECTS_H

#include "mlir-c/IR.h"

#ifdef __cplusplus
extern "C" {
#endif

MLIR_DECLARE_CAPI_DIALECT_REGISTRATION(Mpt, mpt);

/* Adds the mpt dialect and mpt's models of upstream ops (attached when
 * those dialects load) to `registry`. */
MLIR_CAPI_EXPORTED void mptRegisterDialects(MlirDialectRegistry registry);

#ifdef __cplusplus
}
#endif

#endif /* MPT_C_DIALECTS_H */
