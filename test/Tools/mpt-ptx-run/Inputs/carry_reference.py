"""The expected words of carry.ptx, from Python's unbounded integers."""
import struct
import sys

M32, M64 = (1 << 32) - 1, (1 << 64) - 1
data = open(sys.argv[1], "rb").read()
for t in range(4):
    a = M32 - t
    mad = a * a + a
    lo, carry = mad & M32, (a * a & M32) + a > M32
    hi = ((a * a) >> 32) + int(carry)
    total = a + t + 1
    add, add_carry = total & M32, total >> 32
    borrow = t < 1
    sub, subc = (t - 1) & M32, 5 - 1 - int(borrow)
    wide = a << 32
    add64 = (wide + wide) & M64
    addc64 = a + ((wide + wide) >> 64)
    subc64 = 7 - int(a > wide)
    want = (lo, hi & M32, add, add_carry, sub, subc)
    pair = 0x01234567 << 32 | 0x89ABCDEF
    n = 9 * t + 20
    wrap, clamp = n % 32, min(n, 32)
    shifts = (((pair << wrap) >> 32) & M32, (pair >> wrap) & M32,
              ((pair << clamp) >> 32) & M32, (pair >> clamp) & M32)
    signed_product = -(t + 2) * 3
    signed_hi = (signed_product >> 32) & M32
    signed_carry = signed_hi + 0 > M32
    signed = (signed_hi, 1 + int(signed_carry))
    got = struct.unpack_from("<6I", data, 80 * t)
    got64 = struct.unpack_from("<3Q", data, 80 * t + 24)
    got_shifts = struct.unpack_from("<4I", data, 80 * t + 48)
    got_signed = struct.unpack_from("<2I", data, 80 * t + 64)
    if (got != want or got64 != (add64, addc64, subc64)
            or got_shifts != shifts or got_signed != signed):
        sys.exit(f"MISMATCH thread {t}: {got} {got64} {got_shifts} "
                 f"{got_signed}, want {want} {(add64, addc64, subc64)} "
                 f"{shifts} {signed}")
print("ok: 4 threads")
