// The accuracy of glibc's libmvec variants that mpt-run's CPU steps call
// (--vector-math=auto): expf, logf, tanhf and erff, AVX2 (8 lanes) and
// AVX-512 (16 lanes), against the double-precision libm result rounded
// nowhere, over every STRIDE-th finite float (default 61: 70 million
// inputs), next to libm's float functions, which --vector-math=none calls.
//
//   cc -O2 -mavx512f benchmarks/vector_math_accuracy.c -lmvec -lm -o acc
//   ./acc [STRIDE]
//
// An error is in units in the last place of the float result (subnormal
// results: of the smallest subnormal). Prints the worst per function and
// variant, and where; a result that should be NaN, infinite or zero and
// is not counts as a mismatch.
#include <immintrin.h>
#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

__m256 _ZGVdN8v_expf(__m256), _ZGVdN8v_logf(__m256), _ZGVdN8v_tanhf(__m256),
    _ZGVdN8v_erff(__m256);
__m512 _ZGVeN16v_expf(__m512), _ZGVeN16v_logf(__m512),
    _ZGVeN16v_tanhf(__m512), _ZGVeN16v_erff(__m512);

static double ulpOf(double x) {
  int exponent;
  frexp(fabs(x), &exponent);
  double ulp = ldexp(1.0, exponent - 24);
  return ulp < 0x1p-149 ? 0x1p-149 : ulp;
}

enum { kFunctions = 4, kImplementations = 3 };
static const char *kNames[kFunctions] = {"expf", "logf", "tanhf", "erff"};
static const char *kImplementationNames[kImplementations] = {
    "libm", "libmvec AVX2", "libmvec AVX-512"};

int main(int argc, char **argv) {
  uint64_t stride = argc > 1 ? strtoull(argv[1], 0, 10) : 61;
  double worst[kFunctions][kImplementations] = {{0}};
  float worstAt[kFunctions][kImplementations] = {{0}};
  long mismatches[kFunctions][kImplementations] = {{0}};
  for (uint64_t bits = 0; bits < 0x100000000ull; bits += stride) {
    uint32_t word = (uint32_t)bits;
    float x;
    memcpy(&x, &word, sizeof x);
    if (!isfinite(x))
      continue;
    __m256 x8 = _mm256_set1_ps(x);
    __m512 x16 = _mm512_set1_ps(x);
    double reference[kFunctions] = {exp(x), log(x), tanh(x), erf(x)};
    float got[kFunctions][kImplementations] = {
        {expf(x), _mm256_cvtss_f32(_ZGVdN8v_expf(x8)),
         _mm512_cvtss_f32(_ZGVeN16v_expf(x16))},
        {logf(x), _mm256_cvtss_f32(_ZGVdN8v_logf(x8)),
         _mm512_cvtss_f32(_ZGVeN16v_logf(x16))},
        {tanhf(x), _mm256_cvtss_f32(_ZGVdN8v_tanhf(x8)),
         _mm512_cvtss_f32(_ZGVeN16v_tanhf(x16))},
        {erff(x), _mm256_cvtss_f32(_ZGVdN8v_erff(x8)),
         _mm512_cvtss_f32(_ZGVeN16v_erff(x16))}};
    for (int f = 0; f < kFunctions; ++f) {
      double want = reference[f];
      float rounded = (float)want;
      for (int i = 0; i < kImplementations; ++i) {
        float value = got[f][i];
        if (isnan(want) || isinf(rounded)) {
          // NaN must stay NaN; an overflow must be infinite.
          if (!(isnan(want) ? isnan(value) : value == rounded))
            ++mismatches[f][i];
          continue;
        }
        if (!isfinite(value)) {
          ++mismatches[f][i];
          continue;
        }
        double error = fabs((double)value - want) / ulpOf(want);
        if (error > worst[f][i]) {
          worst[f][i] = error;
          worstAt[f][i] = x;
        }
      }
    }
  }
  for (int f = 0; f < kFunctions; ++f)
    for (int i = 0; i < kImplementations; ++i)
      printf("%-6s %-16s worst %.3f ulp (x = %a), %ld mismatched "
             "non-finite results\n",
             kNames[f], kImplementationNames[i], worst[f][i], worstAt[f][i],
             mismatches[f][i]);
  return 0;
}
