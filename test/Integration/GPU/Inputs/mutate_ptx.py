#!/usr/bin/env python3
"""Plausible kernel bugs, applied to PTX that mpt generated, for the tests
that show the emulated GPU checks catch them (emulated-mutations.mlir):

  swap-fragment   mma.sync's A operand with its first two registers swapped
                  (rows g and g + 8 of the fragment exchanged)
  drop-wait       every cp.async.wait_group removed
  swizzle-64b     wgmma descriptors with the 64-byte instead of the 128-byte
                  swizzle
  swap-lbo-sbo    wgmma descriptors with the leading and stride byte offsets
                  exchanged
  (swizzle-64b and swap-lbo-sbo apply to tcgen05 descriptors too: the fields
  share their bits, and tcgen05's 128-byte swizzle, 2 in bits 61-63, reads
  as wgmma's 1 in bits 62-63)
  scale-id-0      tcgen05.mma block_scale instruction descriptors with the
                  scale factor IDs (bits 4-5 and 29-30) cleared: every MMA
                  of a slice reads its first scale byte (MXFP4: its first
                  half word)
  ue8m0-scales    E2M1 tcgen05.mma descriptors with UE4M3 scales (bit 23
                  clear: NVFP4's) set to UE8M0: the E4M3 scale bytes read
                  as powers of two

mutate_ptx.py MUTATION IN.ptx OUT.ptx; exits 1 if the kernel has nothing the
mutation changes (so a test cannot pass by mutating nothing)."""
import re
import sys


def descriptor_constants(text, change):
    # A descriptor's constant fields: a 64-bit immediate with the swizzle
    # bits (62-63) set, or'ed or added to the start address.
    def replace(match):
        value = int(match.group(2)) % (1 << 64)
        if value >> 62 == 0:
            return match.group(0)
        new = change(value) % (1 << 64)
        if new >= 1 << 63:
            new -= 1 << 64
        return match.group(1) + str(new)
    return re.sub(r"((?:or|add)\.[bs]64\s+%rd\d+,\s*%rd\d+,\s*)(-?\d+)", replace, text)


def swizzle_64b(value):
    return (value & ~(3 << 62)) | (2 << 62)


def swap_lbo_sbo(value):
    lbo = (value >> 16) & 0x3FFF
    sbo = (value >> 32) & 0x3FFF
    value &= ~((0x3FFF << 16) | (0x3FFF << 32))
    return value | (sbo << 16) | (lbo << 32)


def scale_id_0(text):
    # A block-scaled instruction descriptor: a 32-bit immediate with M = 128
    # (bits 24-28: 8) and E8M0 scales (bit 23).
    def replace(match):
        value = int(match.group(2))
        if (value >> 24) & 0x1F != 8 or not (value >> 23) & 1:
            return match.group(0)
        return match.group(1) + str(value & ~((3 << 4) | (3 << 29)))
    return re.sub(r"(mov\.b32\s+%r\d+,\s*)(\d+)", replace, text)


def ue8m0_scales(text):
    # An E2M1 block-scaled descriptor (types 1 in bits 7-9 and 10-11, M =
    # 128) with UE4M3 scales.
    def replace(match):
        value = int(match.group(2))
        if ((value >> 24) & 0x1F != 8 or (value >> 23) & 1
                or (value >> 7) & 7 != 1 or (value >> 10) & 3 != 1):
            return match.group(0)
        return match.group(1) + str(value | 1 << 23)
    return re.sub(r"(mov\.b32\s+%r\d+,\s*)(\d+)", replace, text)


def swap_fragment(text):
    def replace(match):
        registers = [r.strip() for r in match.group(2).split(",")]
        registers[0], registers[1] = registers[1], registers[0]
        return match.group(1) + ", ".join(registers) + match.group(3)
    # mma.sync ... {D}, {A}, {B}, {C}: A is the second brace group.
    return re.sub(r"(mma\.sync\.aligned\.[^{]*\{[^}]*\},\s*\{)([^}]*)(\})",
                  replace, text)


def main():
    mutation, source, target = sys.argv[1:4]
    text = open(source).read()
    if mutation == "swap-fragment":
        mutated = swap_fragment(text)
    elif mutation == "drop-wait":
        mutated = re.sub(r"^\s*cp\.async\.wait_group[^;]*;\n", "", text,
                         flags=re.M)
    elif mutation == "swizzle-64b":
        mutated = descriptor_constants(text, swizzle_64b)
    elif mutation == "swap-lbo-sbo":
        mutated = descriptor_constants(text, swap_lbo_sbo)
    elif mutation == "scale-id-0":
        mutated = scale_id_0(text)
    elif mutation == "ue8m0-scales":
        mutated = ue8m0_scales(text)
    else:
        sys.exit("mutate_ptx.py: unknown mutation " + mutation)
    if mutated == text:
        sys.exit("mutate_ptx.py: %s changes nothing in %s" % (mutation, source))
    open(target, "w").write(mutated)


if __name__ == "__main__":
    main()
