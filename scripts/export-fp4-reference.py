#!/usr/bin/env python3
"""Writes test/Integration/CPU/Inputs/fp4/reference.npz, the expected
results of FP4 (E2M1) on the CPU - arith.truncf/extf through
mpt-expand-fp8-conversions (test/Integration/CPU/fp4-conversions.mlir) and
mpt.quantize_blocks / mpt.dequantize_blocks with NVFP4 and MXFP4 scaling
(test/Integration/CPU/fp4-block-scaling.mlir) - computed with numpy and
ml_dtypes from the definitions, independently of mpt's lowering:

  inputs        uint32: FP32 bit patterns - every E2M1 value, the ties
                between neighbours and the FP32 values either side of
                each, subnormals, overflow, infinities, NaNs, zeros and
                20,000 random values across E2M1's range and beyond
  codes         uint8: their E2M1 codes under mpt's rule: ml_dtypes' round
                to nearest even of the value clipped to +-6 (saturation,
                infinities included); NaN gives +6 (code 7), as PTX's
                cvt.rn.satfinite does (ml_dtypes gives -0)
  rows, rows_finite, rows_inf, moderate, order, squares   float32 [64, 128] and
                [128, 256] inputs of the block cases: random values over
                2^-20..2^20 with edge rows (zeros, NaN, +-inf, subnormals,
                ties, a constant row, 1e37), without NaN and infinities,
                without NaN; over 2^-6..2^6; block amaxes where the order
                of NVFP4's products changes the scale (make_order_sensitive);
                multiples of 1/16
  <case>_codes, <case>_scales (uint8: E4M3 or E8M0 codes) and, for NVFP4,
  <case>_amax and <case>_decode (uint32: the tensor's amax and S_dec bits);
  for the stochastically rounded cases <case>_seed (uint64: seed, stream)

The block definitions (mpt.quantize_blocks in MptOps.td; NVFP4 is
Transformer Engine's NVFP4BlockScaling, MXFP4 the OCP MX v1.0 format):
  nvfp4   A = amax(x); S_enc = min(2688 / A, FLT_MAX), 1 where A is 0 or
          that is 0 or NaN; S_dec = 1 / S_enc; per block
          s = e4m3_satfinite(min(amax_b * (S_enc * fl(1/6)), FLT_MAX)), the
          NaN scale where amax_b is not finite;
          e = min(1 / (f32(s) * S_dec), FLT_MAX); q = e2m1(x * e); each
          operation rounded in FP32
  mxfp4   scale = 2^k, k = floor(log2(amax_b)) - 2 clamped to [-126, 127],
          the NaN scale (code 255) where amax_b is not finite;
          q = e2m1(x / scale)
  hadamard_*    the random Hadamard transform (mpt.hadamard_transform) of
                moderate along each dimension and of rows (NaN, inf) as f32
                or bf16 bits: each 16-block v as v diag(s) H16 / 4 in
                float32, butterflies 8, 4, 2, 1 apart, checked against the
                matrix
  stochastic rounding of the scaled value v (the _sr cases): with r the
          element's random byte (Philox4x32-10, checked against Random123's
          known answers), t = fma(r / 256, step(|v|), |v|) and
          q = min(floor(t / step(t)) * step(t), 6) with v's sign; step is
          E2M1's spacing (0.5 below 2, 1 below 4, else 2)

  scripts/torch-env.sh scripts/export-fp4-reference.py
"""
import importlib.util
import os

import ml_dtypes
import numpy as np

# The block layout helpers (blocks, per_element) and FP8 saturation (fp8)
# of the FP8 block reference.
_spec = importlib.util.spec_from_file_location(
    "fp8_block_reference", os.path.join(os.path.dirname(os.path.realpath(__file__)),
                                        "export-fp8-block-reference.py"))
fp8_block_reference = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(fp8_block_reference)
blocks, per_element = fp8_block_reference.blocks, fp8_block_reference.per_element

ROOT = os.path.join(os.path.dirname(os.path.realpath(__file__)), "..")
OUT = os.path.join(ROOT, "test", "Integration", "CPU", "Inputs", "fp4",
                   "reference.npz")
F32 = np.float32
FLT_MAX = np.finfo(F32).max
E2M1 = ml_dtypes.float4_e2m1fn
E4M3 = ml_dtypes.float8_e4m3fn
# (name, input, scaling, block)
CASES = [
    ("nvfp4_1x16", "moderate", "nvfp4", (1, 16)),
    ("nvfp4_16x1", "moderate", "nvfp4", (16, 1)),
    ("nvfp4_1x24", "moderate", "nvfp4", (1, 24)),
    ("nvfp4_1x16_wide", "rows_finite", "nvfp4", (1, 16)),
    ("nvfp4_1x16_order", "order", "nvfp4", (1, 16)),
    ("nvfp4_16x16", "squares", "nvfp4", (16, 16)),
    ("nvfp4_1x16_nan", "rows", "nvfp4", (1, 16)),
    ("nvfp4_1x16_inf", "rows_inf", "nvfp4", (1, 16)),
    ("mxfp4_1x32", "rows", "mxfp4", (1, 32)),
    ("mxfp4_32x1", "rows", "mxfp4", (32, 1)),
    ("mxfp4_1x48", "rows", "mxfp4", (1, 48)),
    # Stochastic rounding: (seed, stream) in <case>_seed.
    ("nvfp4_1x16_sr", "moderate", "nvfp4", (1, 16)),
    ("nvfp4_16x1_sr", "moderate", "nvfp4", (16, 1)),
    ("nvfp4_1x16_nan_sr", "rows", "nvfp4", (1, 16)),
    ("mxfp4_1x32_sr", "rows", "mxfp4", (1, 32)),
]
SEEDS = {"nvfp4_1x16_sr": (0x123456789ABCDEF, 3), "nvfp4_16x1_sr": (7, 0),
         "nvfp4_1x16_nan_sr": (2**40 + 5, 1), "mxfp4_1x32_sr": (1, 2**31 - 1)}
M32 = 0xFFFFFFFF


def philox4x32(counter, key):
    """Philox4x32-10 (Salmon et al., SC'11) on numpy uint64 arrays holding
    32-bit words: counter (4 arrays), key (2 scalars)."""
    c = [np.asarray(w, np.uint64) & M32 for w in counter]
    k0, k1 = np.uint64(key[0] & M32), np.uint64(key[1] & M32)
    for round in range(10):
        if round:
            k0, k1 = (k0 + np.uint64(0x9E3779B9)) & np.uint64(M32), \
                (k1 + np.uint64(0xBB67AE85)) & np.uint64(M32)
        p0 = c[0] * np.uint64(0xD2511F53)
        p1 = c[2] * np.uint64(0xCD9E8D57)
        c = [((p1 >> np.uint64(32)) ^ c[1] ^ k0) & np.uint64(M32), p1 & np.uint64(M32),
             ((p0 >> np.uint64(32)) ^ c[3] ^ k1) & np.uint64(M32), p0 & np.uint64(M32)]
    return c


# Random123's known answers for Philox4x32-10.
for counter, key, expected in [
        ((0, 0, 0, 0), (0, 0), (0x6627E8D5, 0xE169C58D, 0xBC57AC4C, 0x9B00DBD8)),
        ((M32,) * 4, (M32, M32), (0x408F276D, 0x41C83B0E, 0xA20BC7C6, 0x6D5451FD)),
        ((0x243F6A88, 0x85A308D3, 0x13198A2E, 0x03707344), (0xA4093822, 0x299F31D0),
         (0xD16CFE09, 0x94FDCCEB, 0x5001E420, 0x24126EA1))]:
    got = tuple(int(w) for w in philox4x32(counter, key))
    assert got == expected, f"Philox4x32-10{counter, key}: {got}"


def random_bytes(count, seed, stream):
    """mpt.quantize_blocks' 8 random bits of elements 0..count-1: byte
    i % 16 of Philox4x32-10(counter (i / 16 low, high, stream, 0), key
    (seed low, high)), each word's bytes least significant first."""
    index = np.arange(count, dtype=np.uint64)
    group = index >> np.uint64(4)
    words = philox4x32((group & np.uint64(M32), group >> np.uint64(32),
                        np.full(count, stream, np.uint64), np.zeros(count, np.uint64)),
                       (seed & M32, seed >> 32))
    lane = (index & np.uint64(15)).astype(np.int64)
    word = np.choose(lane // 4, words)
    return ((word >> (8 * (lane % 4)).astype(np.uint64)) & np.uint64(0xFF)).astype(np.int64)


def stochastic_e2m1_codes(values, bits):
    """The E2M1 codes of `values` rounded stochastically with `bits`:
    t = fma(r / 256, step(|v|), |v|), q = min(floor(t / step(t)) *
    step(t), 6) with v's sign (the fma exact in float64, rounded once)."""
    values = np.asarray(values, F32)
    step = lambda a: np.where(a < 2, 0.5, np.where(a < 4, 1.0, 2.0))
    with np.errstate(invalid="ignore", over="ignore"):
        a = np.abs(values).astype(np.float64)
        t = (a + (bits / 256.0) * step(a)).astype(F32).astype(np.float64)
        q = np.minimum(np.floor(t / step(t)) * step(t), 6.0)
        q = np.where(np.isnan(values), np.nan, np.copysign(q, values)).astype(F32)
    return e2m1_codes(q)


def e2m1_codes(values):
    """mpt's E2M1 rule: nearest even, saturating; NaN -> +6."""
    values = np.asarray(values, F32)
    with np.errstate(invalid="ignore"):
        clipped = np.clip(values, F32(-6), F32(6))
    codes = clipped.astype(E2M1).view(np.uint8) & 0xF
    return np.where(np.isnan(values), 0x7, codes).astype(np.uint8)


def sweep(rng):
    magnitudes = np.array([0.0, 0.5, 1, 1.5, 2, 3, 4, 6], F32)
    ties = (magnitudes[1:] + magnitudes[:-1]) / 2
    points = np.concatenate([magnitudes, ties, [6.5, 7, 8, 100, 1e30, FLT_MAX]])
    points = np.concatenate([points, -points]).astype(F32)
    bits = [points.view(np.uint32)]
    for delta in (1, -1):  # the FP32 neighbours of every point
        bits.append((points.view(np.uint32).astype(np.int64) + delta)
                    .astype(np.uint32))
    special = [0x00000000, 0x80000000, 0x00000001, 0x807FFFFF, 0x7F800000,
               0xFF800000, 0x7FC00000, 0xFFC00000, 0x7F800001, 0xFFBFFFFF]
    bits.append(np.array(special, np.uint32))
    bits.append((rng.uniform(-8, 8, 10000)).astype(F32).view(np.uint32))
    bits.append(rng.integers(0, 2**32, 10000, dtype=np.uint64).astype(np.uint32))
    return np.unique(np.concatenate(bits))


def make_rows(rng):
    x = rng.standard_normal((64, 128)).astype(F32)
    x *= (2.0 ** rng.uniform(-20, 20, (64, 1))).astype(F32)
    x[32] = 0.0
    x[33, 5], x[33, 100] = np.nan, np.inf
    x[34, 40] = -np.inf
    x[35] = (rng.standard_normal(128) * 1e-40).astype(F32)  # subnormals
    # Ties between E2M1 neighbours after scaling by a power of two.
    x[36] = np.resize(np.array([0.25, 0.75, 1.25, 1.75, 2.5, 3.5, 5.0, 6.0],
                               F32) * F32(2.0 ** -3), 128)
    x[37, :] = x[37, :1]  # a constant row: amax hit by every element
    x[38] = (rng.standard_normal(128) * 1e37).astype(F32)
    return x


def make_moderate(rng):
    """What NVFP4's two levels are for: rows within E4M3's range of each
    other (2^-6..2^6), with zero, tie, constant and tiny blocks."""
    x = rng.standard_normal((64, 128)).astype(F32)
    x *= (2.0 ** rng.uniform(-6, 6, (64, 1))).astype(F32)
    x[10] = 0.0
    x[11] = np.resize(np.array([0.25, 0.75, 1.25, 1.75, 2.5, 3.5, 5.0, 6.0],
                               F32), 128)
    x[12, :] = x[12, :1]
    x[13] *= F32(2.0 ** -24)  # scales below E4M3's subnormals: zero
    return x


def make_order_sensitive(rng):
    """Blocks whose scale depends on the order of NVFP4's FP32 products:
    with A = 5, amaxes next to e4m3 midpoint * 6 / S_enc, where
    fl(amax * fl(S_enc / 6)) and fl(fl(amax * S_enc) / 6) round to
    different E4M3 scales."""
    amax = F32(5.0)
    encode = F32(F32(2688) / amax)
    codes = np.arange(127, dtype=np.uint8).view(E4M3).astype(np.float64)
    sensitive = []
    for midpoint in (codes[1:] + codes[:-1]) / 2:
        near = F32(midpoint * 6 / float(encode)).view(np.uint32).astype(np.int64)
        for candidate in (near + np.arange(-3, 4)).astype(np.uint32).view(F32):
            if candidate >= amax:
                continue
            ours = e4m3_satfinite(candidate * F32(encode * F32(1.0 / 6.0)))
            other = e4m3_satfinite(F32(candidate * encode) / F32(6))
            if ours.view(np.uint8) != other.view(np.uint8):
                sensitive.append(candidate)
    x = (rng.uniform(-1, 1, (64, 128)) * 0.9).astype(F32)
    blocks_amax = np.resize(np.array(sensitive, F32), 64 * 8).reshape(64, 8)
    x *= np.repeat(blocks_amax, 16, axis=1)
    x[:, ::16] = np.repeat(blocks_amax, 1, axis=1) * np.where(
        rng.integers(0, 2, (64, 8)) == 1, F32(1), F32(-1))
    x[0, 1] = amax
    return x


def make_squares(rng):
    x = (rng.integers(-96, 97, (128, 256)) / 16.0).astype(F32)
    x[:, 128:] = 0.0
    x[3:19, 17] *= 1e-3
    return x


def e4m3_satfinite(values):
    with np.errstate(invalid="ignore"):
        return fp8_block_reference.fp8(np.asarray(values, F32), E4M3)


def nvfp4(x, block, seed=None):
    with np.errstate(all="ignore"):
        amax_b = np.abs(blocks(x, block)).max(axis=(1, 3)).astype(F32)
        amax = F32(np.abs(x).max())  # NaN if any element is NaN
        encode = np.minimum(F32(2688) / amax, FLT_MAX).astype(F32)
        if amax == 0 or encode == 0 or np.isnan(encode):
            encode = F32(1)
        decode = F32(F32(1) / encode)
        s = np.minimum(amax_b * F32(encode * F32(1.0 / 6.0)), FLT_MAX)
        s = np.where(np.isfinite(amax_b), s, np.nan).astype(F32)
        s = e4m3_satfinite(s)
        e = np.minimum(F32(1) / (s.astype(F32) * decode), FLT_MAX).astype(F32)
        scaled = (x * per_element(e, block, x.shape)).astype(F32)
        q = rounded(scaled, seed)
    return q, s.view(np.uint8), np.array([amax], F32).view(np.uint32), \
        np.array([decode], F32).view(np.uint32)


# NVFP4's random Hadamard transform signs (Transformer Engine's).
HADAMARD_SIGNS = [1, 1, 1, -1, 1, -1, -1, -1, -1, -1, -1, 1, -1, 1, -1, -1]
# (name, input, dim, result type)
HADAMARD_CASES = [("hadamard_dim1_f32", "moderate", 1, "f32"),
                  ("hadamard_dim1_bf16", "moderate", 1, "bf16"),
                  ("hadamard_dim0_bf16", "moderate", 0, "bf16"),
                  ("hadamard_rows_f32", "rows", 1, "f32")]


def hadamard(x, dim):
    """Each 16-block v along `dim` as v diag(signs) H16 / 4 in float32: the
    signs, then butterflies (a + b, a - b) 8, 4, 2 and 1 elements apart,
    then 0.25."""
    x = np.moveaxis(np.asarray(x, F32), dim, -1)
    shape = x.shape
    v = (x.reshape(*shape[:-1], shape[-1] // 16, 16) *
         np.array(HADAMARD_SIGNS, F32)).astype(F32)
    with np.errstate(invalid="ignore", over="ignore"):
        for distance in (8, 4, 2, 1):
            pairs = v.reshape(*v.shape[:-1], 16 // (2 * distance), 2, distance)
            a, b = pairs[..., 0, :], pairs[..., 1, :]
            v = np.stack([a + b, a - b], axis=-2).astype(F32).reshape(v.shape)
        v = (v * F32(0.25)).astype(F32)
    return np.moveaxis(v.reshape(shape), -1, dim)


def bf16_bits(values):
    """float32 -> bf16 bits, round to nearest even (NaN kept)."""
    return np.asarray(values, F32).astype(ml_dtypes.bfloat16).view(np.uint16)


def rounded(scaled, seed):
    """E2M1 codes: nearest even, or stochastic under (seed, stream)."""
    if seed is None:
        return e2m1_codes(scaled)
    bits = random_bytes(scaled.size, *seed).reshape(scaled.shape)
    return stochastic_e2m1_codes(scaled, bits)


def mxfp4(x, block, seed=None):
    with np.errstate(all="ignore"):
        amax = np.abs(blocks(x, block)).max(axis=(1, 3)).astype(F32)
        _, exponent = np.frexp(amax)  # amax = m * 2^exponent, m in [0.5, 1)
        k = np.clip(np.where(amax > 0, exponent - 1 - 2, -126), -126, 127)
        finite = np.isfinite(amax)
        codes = np.where(finite, k + 127, 255).astype(np.uint8)
        scales = np.where(finite, np.ldexp(F32(1), k), np.nan).astype(F32)
        q = rounded((x / per_element(scales, block, x.shape)).astype(F32), seed)
    return q, codes


def main():
    rng = np.random.default_rng(20261207)
    inputs = sweep(rng)
    out = {"inputs": inputs, "codes": e2m1_codes(inputs.view(F32))}
    rows = make_rows(rng)
    sources = {"rows": rows, "squares": make_squares(rng),
               "moderate": make_moderate(rng),
               "order": make_order_sensitive(rng),
               "rows_finite": np.where(np.isfinite(rows), rows, F32(0.5)),
               "rows_inf": np.where(np.isnan(rows), F32(0.5), rows)}
    for name, value in sources.items():
        out[name] = value.view(np.uint32)
    for case, source, scaling, block in CASES:
        x = sources[source]
        seed = SEEDS.get(case)
        if seed is not None:
            out[f"{case}_seed"] = np.array(seed, np.uint64)
        if scaling == "nvfp4":
            q, s, amax, decode = nvfp4(x, block, seed)
            out[f"{case}_amax"], out[f"{case}_decode"] = amax, decode
        else:
            q, s = mxfp4(x, block, seed)
        out[f"{case}_codes"], out[f"{case}_scales"] = q, s
    # The transform is H16 diag(signs) / 4, orthogonal: products over the
    # transformed dimension keep their value.
    h = np.array([[(-1) ** bin(i & j).count("1") for j in range(16)]
                  for i in range(16)], np.float64)
    r = np.diag(HADAMARD_SIGNS) @ h / 4
    assert np.allclose(r @ r.T, np.eye(16))
    assert np.allclose(hadamard(np.eye(16, dtype=F32), 1), r)
    for case, source, dim, result in HADAMARD_CASES:
        value = hadamard(sources[source], dim)
        out[case] = value.view(np.uint32) if result == "f32" else bf16_bits(value)
    np.savez_compressed(OUT, **out)
    print(f"wrote {OUT} ({os.path.getsize(OUT)} bytes)")


if __name__ == "__main__":
    main()
