"""Finite-difference cases for what real front ends emit (torch-mlir, IREE,
StableHLO->linalg): gathers in payloads, inits that carry data, indexing maps
that are not projected permutations, convolutions and poolings, tensor data
movement and the math ops without an elementwise kind. Used by
autodiff_numerics.py."""

import numpy as np

F = "f64"
MAP2 = "affine_map<(i, j) -> (i, j)>"


def conv2d_nchw(x, w, stride, dilation):
    n, c, h, wd = x.shape
    f, _, kh, kw = w.shape
    oh = (h - dilation * (kh - 1) - 1) // stride + 1
    ow = (wd - dilation * (kw - 1) - 1) // stride + 1
    out = np.zeros((n, f, oh, ow))
    for i in range(oh):
        for j in range(ow):
            patch = x[:, :, i * stride:i * stride + dilation * (kh - 1) + 1:dilation,
                      j * stride:j * stride + dilation * (kw - 1) + 1:dilation]
            out[:, :, i, j] = np.einsum("nchw,fchw->nf", patch, w)
    return out


def conv_grouped(x, w, stride, dilation):
    """The grouped convolution every linalg convolution is a layout of:
    x (N, G, C, *spatial), w (G, F, C, *window) -> (N, G, F, *out)."""
    windows = w.shape[3:]
    outs = [(size - dilation * (k - 1) - 1) // stride + 1
            for size, k in zip(x.shape[3:], windows)]
    out = np.zeros(x.shape[:2] + (w.shape[1],) + tuple(outs))
    for o in np.ndindex(*outs):
        patch = x[(slice(None),) * 3 + tuple(
            slice(i * stride, i * stride + dilation * (k - 1) + 1, dilation)
            for i, k in zip(o, windows))]
        k = "xyz"[:len(windows)]
        out[(slice(None),) * 3 + o] = np.einsum(f"ngc{k},gfc{k}->ngf", patch, w)
    return out


def to_layout(array, source, target):
    """`array` in layout `source` (one letter per axis) as layout `target`,
    letters `source` lacks added as axes of 1."""
    present = "".join(c for c in target if c in source)
    moved = np.einsum(f"{source}->{present}", array)
    return moved.reshape([array.shape[source.index(c)] if c in source else 1
                          for c in target])


def conv_layout(x_layout, w_layout, out_layout, stride, dilation):
    """The numpy reference of a linalg convolution whose operands have these
    layouts (n batch, g group or depthwise channel, c input channel, f
    output channel or channel multiplier, d h w space)."""
    space = "".join(c for c in "dhw" if c in x_layout)

    def reference(x, w):
        out = conv_grouped(to_layout(x, x_layout, "ngc" + space),
                           to_layout(w, w_layout, "gfc" + space), stride, dilation)
        kept = "".join(c for c in "ngf" + space if c in out_layout)
        squeezed = out.reshape([out.shape["ngf".find(c) if c in "ngf" else 3 + space.index(c)]
                                for c in kept])
        return np.einsum(f"{kept}->{out_layout}", squeezed)
    return reference


def pool_nchw(x, k, stride, reduce):
    n, c, h, w = x.shape
    oh, ow = (h - k) // stride + 1, (w - k) // stride + 1
    out = np.zeros((n, c, oh, ow))
    for i in range(oh):
        for j in range(ow):
            out[:, :, i, j] = reduce(x[:, :, i * stride:i * stride + k,
                                       j * stride:j * stride + k], axis=(2, 3))
    return out


def attrs(stride, dilation):
    return (f"{{dilations = dense<{dilation}> : tensor<2xi64>, "
            f"strides = dense<{stride}> : tensor<2xi64>}}")


def generic(maps, iterators, ins, types, payload, outs="%e", out_type="{r}"):
    its = ", ".join(f'"{i}"' for i in iterators)
    args = ", ".join(f"%p{i}: {t}" for i, t in enumerate(types))
    return (f"linalg.generic {{indexing_maps = [{', '.join(maps)}], iterator_types = [{its}]}} "
            f"ins({ins}) outs({outs} : {out_type}) {{\n  ^bb0({args}):\n    "
            + "\n    ".join(payload) + f"\n  }} -> {out_type}")


def frontend_cases(Case, rand):
    out = []

    def case(name, op, inputs, body, result, ref, wrt, prelude=()):
        out.append(Case(name, op, inputs, body, result, ref, wrt).with_prelude(
            ["%e = tensor.empty() : {r}", "%zero = arith.constant 0.0 : f64",
             "%z = linalg.fill ins(%zero : f64) outs(%e : {r}) -> {r}", *prelude]))

    # An embedding lookup: ids repeat, so rows accumulate (a scatter-add).
    table, ids = rand(5, 3), np.array([1, 3, 1, 0], dtype=np.int32)
    case("linalg.generic_gather", "linalg.generic", [(F, table), ("i32", ids)],
         generic(["affine_map<(i, j) -> (i)>", MAP2], ["parallel", "parallel"],
                 "%a1 : {t1}", ["i32", F],
                 ["%i = arith.index_cast %p0 : i32 to index", "%j = linalg.index 1 : index",
                  "%v = tensor.extract %a0[%i, %j] : {t0}", "linalg.yield %v : f64"]),
         (F, (4, 3)), lambda t, i: t[i.astype(int)], [0])
    # A table wider than a one-hot loop is worth: the backward scatters in a
    # loop nest instead (kMaxOneHotWidth in LinalgVjp.cpp).
    big, big_ids = rand(80, 3), np.array([70, 3, 70, 79, 0], dtype=np.int32)
    case("linalg.generic_gather_large_table", "linalg.generic", [(F, big), ("i32", big_ids)],
         generic(["affine_map<(i, j) -> (i)>", MAP2], ["parallel", "parallel"],
                 "%a1 : {t1}", ["i32", F],
                 ["%i = arith.index_cast %p0 : i32 to index", "%j = linalg.index 1 : index",
                  "%v = tensor.extract %a0[%i, %j] : {t0}", "%t = math.tanh %v : f64",
                  "linalg.yield %t : f64"]),
         (F, (5, 3)), lambda t, i: np.tanh(t[i.astype(int)]), [0])
    # torch-mlir's label gather: a loop index and a data index.
    logp, labels = rand(4, 5), np.array([2, 0, 4, 2], dtype=np.int32)
    case("linalg.generic_label_gather", "linalg.generic", [(F, logp), ("i32", labels)],
         generic(["affine_map<(i) -> (i)>", "affine_map<(i) -> (i)>"], ["parallel"],
                 "%a1 : {t1}", ["i32", F],
                 ["%i = linalg.index 0 : index", "%l = arith.index_cast %p0 : i32 to index",
                  "%v = tensor.extract %a0[%i, %l] : {t0}", "linalg.yield %v : f64"]),
         (F, (4,)), lambda p, l: p[np.arange(4), l.astype(int)], [0])
    # A bias broadcast as the matmul's accumulator: the init carries data.
    a, b, bias = rand(3, 4), rand(4, 5), rand(5)
    case("linalg.matmul_bias_init", "linalg.matmul", [(F, a), (F, b), (F, bias)],
         "linalg.matmul ins(%a0, %a1 : {t0}, {t1}) outs(%bb : {r}) -> {r}", (F, (3, 5)),
         lambda p, q, c: p @ q + c[None, :], [0, 1, 2],
         ["%bb = linalg.broadcast ins(%a2 : {t2}) outs(%e : {r}) dimensions = [0]"])
    # A matrix-vector product as linalg.contract: the matrix's cotangent is an
    # outer product (no contracted loop), so it takes the general rule.
    mat, vec = rand(3, 4), rand(4)
    case("linalg.contract_matvec", "linalg.contract", [(F, mat), (F, vec)],
         "linalg.contract indexing_maps = [affine_map<(m, k) -> (m, k)>, "
         "affine_map<(m, k) -> (k)>, affine_map<(m, k) -> (m)>] "
         "ins(%a0, %a1 : {t0}, {t1}) outs(%z : {r}) -> {r}", (F, (3,)),
         lambda p, q: p @ q, [0, 1])
    # An elementwise payload that reads its init.
    x, y = rand(3, 4), rand(3, 4)
    case("linalg.generic_reads_init", "linalg.generic", [(F, x), (F, y)],
         generic([MAP2, MAP2], ["parallel", "parallel"], "%a0 : {t0}", [F, F],
                 ["%m = arith.mulf %p0, %p1 : f64", "%s = arith.addf %m, %p1 : f64",
                  "linalg.yield %s : f64"], outs="%a1"),
         (F, (3, 4)), lambda p, q: p * q + q, [0, 1])
    # sum(A + C) through outs: the reduction's init is C.
    case("linalg.generic_sum_into_data", "linalg.generic", [(F, x), (F, rand(3))],
         generic([MAP2, "affine_map<(i, j) -> (i)>"], ["parallel", "reduction"],
                 "%a0 : {t0}", [F, F], ["%s = arith.addf %p1, %p0 : f64", "linalg.yield %s : f64"],
                 outs="%a1", out_type="{t1}"),
         (F, (3,)), lambda p, c: p.sum(axis=1) + c, [0, 1])
    # A max reduction with the accumulator on the left, as named poolings are.
    case("linalg.generic_max_accumulator_left", "linalg.generic", [(F, x)],
         generic([MAP2, "affine_map<(i, j) -> (i)>"], ["parallel", "reduction"],
                 "%a0 : {t0}", [F, F], ["%m = arith.maximumf %p1, %p0 : f64",
                                        "linalg.yield %m : f64"], outs="%ninf"),
         (F, (3,)), lambda p: p.max(axis=1), [0],
         ["%ni = arith.constant -1.0e+300 : f64",
          "%ninf = linalg.fill ins(%ni : f64) outs(%e : {r}) -> {r}"])
    # A map that is not a projected permutation (a 1-D correlation).
    sig, ker = rand(6), rand(3)
    case("linalg.generic_shifted_read", "linalg.generic", [(F, sig), (F, ker)],
         generic(["affine_map<(i, j) -> (i + j)>", "affine_map<(i, j) -> (j)>",
                  "affine_map<(i, j) -> (i)>"], ["parallel", "reduction"], "%a0, %a1 : {t0}, {t1}",
                 [F, F, F], ["%m = arith.mulf %p0, %p1 : f64", "%s = arith.addf %p2, %m : f64",
                             "linalg.yield %s : f64"], outs="%z"),
         (F, (4,)), lambda s, k: np.array([s[i:i + 3] @ k for i in range(4)]), [0, 1])
    # A size-1 dimension broadcast with a constant index, as torch-mlir emits.
    col = rand(3, 1)
    case("linalg.generic_unit_broadcast", "linalg.generic", [(F, x), (F, col)],
         generic([MAP2, "affine_map<(i, j) -> (i, 0)>", MAP2], ["parallel", "parallel"],
                 "%a0, %a1 : {t0}, {t1}", [F, F, F],
                 ["%d = arith.subf %p0, %p1 : f64", "%x = math.exp %d : f64",
                  "linalg.yield %x : f64"]),
         (F, (3, 4)), lambda p, c: np.exp(p - c), [0, 1])
    # A float scalar from above, read by the payload.
    case("linalg.generic_captured_scalar", "linalg.generic", [(F, x), (F, np.array(0.7))],
         generic([MAP2, MAP2], ["parallel", "parallel"], "%a0 : {t0}", [F, F],
                 ["%m = arith.mulf %p0, %sc : f64", "%t = math.tanh %m : f64",
                  "linalg.yield %t : f64"]),
         (F, (3, 4)), lambda p, s: np.tanh(p * s), [0, 1],
         ["%sc = tensor.extract %a1[] : {t1}"])
    case("linalg.fill", "linalg.fill", [(F, np.array(0.3))],
         "linalg.fill ins(%sc : f64) outs(%e : {r}) -> {r}", (F, (2, 3)),
         lambda s: np.full((2, 3), s), [0], ["%sc = tensor.extract %a0[] : {t0}"])

    # Convolutions with strides and dilations, poolings with overlapping
    # windows (an element is the maximum of several).
    # 8x8 at stride 2: the last row and column meet no window.
    img, flt = rand(2, 2, 8, 8), rand(3, 2, 3, 3)
    for stride, dilation in [(2, 1), (1, 2)]:
        ref = lambda p, q, s=stride, d=dilation: conv2d_nchw(p, q, s, d)
        shape = ref(img, flt).shape
        case(f"linalg.conv_2d_nchw_fchw_s{stride}_d{dilation}", "linalg.conv_2d_nchw_fchw",
             [(F, img), (F, flt)], f"linalg.conv_2d_nchw_fchw {attrs(stride, dilation)} "
             "ins(%a0, %a1 : {t0}, {t1}) outs(%z : {r}) -> {r}", (F, shape), ref, [0, 1])
    nhwc, hwcf = np.transpose(img, (0, 2, 3, 1)), np.transpose(flt, (2, 3, 1, 0))
    case("linalg.conv_2d_nhwc_hwcf", "linalg.conv_2d_nhwc_hwcf", [(F, nhwc), (F, hwcf)],
         f"linalg.conv_2d_nhwc_hwcf {attrs(2, 1)} ins(%a0, %a1 : {{t0}}, {{t1}}) "
         "outs(%z : {r}) -> {r}", (F, (2, 3, 3, 3)),
         lambda p, q: np.transpose(conv2d_nchw(np.transpose(p, (0, 3, 1, 2)),
                                               np.transpose(q, (3, 2, 0, 1)), 2, 1),
                                   (0, 2, 3, 1)), [0, 1])
    # Every other convolution linalg names: 1-D and 3-D, channels last,
    # grouped, depthwise with and without a channel multiplier; sizes per
    # letter of the layouts (spatial sizes leave rows no window reaches).
    sizes = {"n": 2, "g": 2, "c": 2, "f": 3, "d": 4, "h": 5, "w": 6}
    window = {"d": 2, "h": 2, "w": 3}
    for name, x_layout, w_layout, out_layout, stride, dilation in [
            ("conv_1d", "w", "w", "w", 1, 1),
            ("conv_1d_nwc_wcf", "nwc", "wcf", "nwf", 2, 1),
            ("conv_1d_ncw_fcw", "ncw", "fcw", "nfw", 1, 2),
            ("conv_2d", "hw", "hw", "hw", 1, 1),
            ("conv_2d_nhwc_fhwc", "nhwc", "fhwc", "nhwf", 2, 1),
            ("conv_2d_ngchw_fgchw", "ngchw", "fgchw", "ngfhw", 1, 2),
            ("conv_2d_ngchw_gfchw", "ngchw", "gfchw", "ngfhw", 2, 1),
            ("conv_2d_nhwgc_gfhwc", "nhwgc", "gfhwc", "nhwgf", 2, 1),
            ("conv_3d", "dhw", "dhw", "dhw", 1, 1),
            ("conv_3d_ndhwc_dhwcf", "ndhwc", "dhwcf", "ndhwf", 2, 1),
            ("conv_3d_ncdhw_fcdhw", "ncdhw", "fcdhw", "nfdhw", 1, 2),
            ("depthwise_conv_1d_nwc_wc", "nwg", "wg", "nwg", 2, 1),
            ("depthwise_conv_1d_ncw_cw", "ngw", "gw", "ngw", 1, 2),
            ("depthwise_conv_1d_nwc_wcm", "nwg", "wgf", "nwgf", 2, 1),
            ("depthwise_conv_2d_nhwc_hwc", "nhwg", "hwg", "nhwg", 2, 1),
            ("depthwise_conv_2d_nchw_chw", "nghw", "ghw", "nghw", 1, 2),
            ("depthwise_conv_2d_nhwc_hwcm", "nhwg", "hwgf", "nhwgf", 2, 1),
            ("depthwise_conv_3d_ndhwc_dhwc", "ndhwg", "dhwg", "ndhwg", 2, 1),
            ("depthwise_conv_3d_ncdhw_cdhw", "ngdhw", "gdhw", "ngdhw", 1, 1),
            ("depthwise_conv_3d_ndhwc_dhwcm", "ndhwg", "dhwgf", "ndhwgf", 2, 1)]:
        image = rand(*[sizes[c] for c in x_layout])
        kernel = rand(*[window.get(c, sizes[c]) for c in w_layout])
        ref = conv_layout(x_layout, w_layout, out_layout, stride, dilation)
        rank = sum(c in "dhw" for c in x_layout)
        attributes = "" if name in ("conv_1d", "conv_2d", "conv_3d") else (
            f"{{dilations = dense<{dilation}> : tensor<{rank}xi64>, "
            f"strides = dense<{stride}> : tensor<{rank}xi64>}} ")
        case(f"linalg.{name}", f"linalg.{name}", [(F, image), (F, kernel)],
             f"linalg.{name} {attributes}ins(%a0, %a1 : {{t0}}, {{t1}}) outs(%z : {{r}}) -> {{r}}",
             (F, ref(image, kernel).shape), ref, [0, 1])
    pool_in = rand(1, 2, 5, 5)
    for kind, reduce, init in [("max", np.max, "%ninf"), ("sum", np.sum, "%z")]:
        prelude = ["%win = tensor.empty() : tensor<3x3xf64>", "%ni = arith.constant -1.0e+300 : f64",
                   "%ninf = linalg.fill ins(%ni : f64) outs(%e : {r}) -> {r}"]
        case(f"linalg.pooling_nchw_{kind}", f"linalg.pooling_nchw_{kind}", [(F, pool_in)],
             f"linalg.pooling_nchw_{kind} {attrs(2, 1)} ins(%a0, %win : {{t0}}, tensor<3x3xf64>) "
             f"outs({init} : {{r}}) -> {{r}}", (F, (1, 2, 2, 2)),
             lambda p, r=reduce: pool_nchw(p, 3, 2, r), [0], prelude)
        case(f"linalg.pooling_nhwc_{kind}", f"linalg.pooling_nhwc_{kind}",
             [(F, np.transpose(pool_in, (0, 2, 3, 1)))],
             f"linalg.pooling_nhwc_{kind} {attrs(2, 1)} ins(%a0, %win : {{t0}}, tensor<3x3xf64>) "
             f"outs({init} : {{r}}) -> {{r}}", (F, (1, 2, 2, 2)),
             lambda p, r=reduce: np.transpose(pool_nchw(np.transpose(p, (0, 3, 1, 2)), 3, 2, r),
                                              (0, 2, 3, 1)), [0], prelude)

    # Data movement.
    case("tensor.extract_slice", "tensor.extract_slice", [(F, rand(5, 6))],
         "tensor.extract_slice %a0[1, 0] [2, 3] [2, 2] : {t0} to {r}", (F, (2, 3)),
         lambda p: p[1:5:2, 0:6:2], [0])
    case("tensor.insert_slice", "tensor.insert_slice", [(F, rand(2, 2)), (F, x)],
         "tensor.insert_slice %a0 into %a1[1, 1] [2, 2] [1, 2] : {t0} into {r}", (F, (3, 4)),
         lambda p, q: _insert(q, p), [0, 1])
    case("tensor.pad", "tensor.pad", [(F, x)],
         "tensor.pad %a0 low[1, 0] high[0, 2] {\n  ^bb0(%i: index, %j: index):\n"
         "    tensor.yield %zero : f64\n  } : {t0} to {r}", (F, (4, 6)),
         lambda p: np.pad(p, ((1, 0), (0, 2))), [0])
    case("tensor.concat", "tensor.concat", [(F, x), (F, rand(3, 2))],
         "tensor.concat dim(1) %a0, %a1 : ({t0}, {t1}) -> {r}", (F, (3, 6)),
         lambda p, q: np.concatenate([p, q], axis=1), [0, 1])
    case("tensor.expand_shape", "tensor.expand_shape", [(F, x)],
         "tensor.expand_shape %a0 [[0, 1], [2]] output_shape [1, 3, 4] : {t0} into {r}",
         (F, (1, 3, 4)), lambda p: p.reshape(1, 3, 4), [0])
    case("tensor.collapse_shape", "tensor.collapse_shape", [(F, x)],
         "tensor.collapse_shape %a0 [[0, 1]] : {t0} into {r}", (F, (12,)),
         lambda p: p.reshape(12), [0])
    case("tensor.cast", "tensor.cast", [(F, x)], "tensor.cast %d : tensor<?x4xf64> to {r}",
         (F, (3, 4)), lambda p: p, [0], ["%d = tensor.cast %a0 : {t0} to tensor<?x4xf64>"])
    element = ["%c0 = arith.constant 0 : index", "%c1 = arith.constant 1 : index",
               "%c2 = arith.constant 2 : index", "%sc = tensor.extract %a0[%c1, %c2] : {t0}"]
    for op, wrt in [("tensor.extract", [0]), ("tensor.insert", [0, 1])]:
        case(op, op, [(F, x), (F, y)], "tensor.insert %sc into %a1[%c2, %c0] : {r}", (F, (3, 4)),
             lambda p, q: _set(q, (2, 0), p[1, 2]), wrt, element)

    # Math ops without an elementwise kind, on tensors; an integer converted
    # to a float scales the input (the integer itself has no derivative).
    pos = rand(3, 4, low=0.3, high=2.0)
    away = np.where(np.abs(x) < 0.1, 0.5, x)
    for op, ref, inp in [("absf", np.abs, away), ("erf", _erf, x), ("log1p", np.log1p, pos),
                         ("expm1", np.expm1, x), ("sin", np.sin, x), ("cos", np.cos, x)]:
        case(f"math.{op}", f"math.{op}", [(F, inp)], f"math.{op} %a0 : {{r}}", (F, (3, 4)),
             ref, [0])
    case("math.powf", "math.powf", [(F, pos), (F, rand(3, 4, low=0.5, high=2.5))],
         "math.powf %a0, %a1 : {r}", (F, (3, 4)), np.power, [0, 1])
    n = np.array([[2, 3, 1, 0]] * 3, dtype=np.int32)
    case("math.fpowi", "math.fpowi", [(F, x)], "math.fpowi %a0, %n : {r}, tensor<3x4xi32>",
         (F, (3, 4)), lambda p: p ** n, [0],
         ["%n = arith.constant dense<[[2, 3, 1, 0], [2, 3, 1, 0], [2, 3, 1, 0]]> : tensor<3x4xi32>"])
    k = np.array([[1, 2, 3, 4]] * 3, dtype=np.int32)
    for op in ("sitofp", "uitofp"):
        case(f"arith.{op}", f"arith.{op}", [(F, x), ("i32", k)], "arith.mulf %a0, %k : {r}",
             (F, (3, 4)), lambda p, i: p * i, [0], [f"%k = arith.{op} %a1 : {{t1}} to {{r}}"])
    return out


def _insert(dest, source):
    out = dest.copy()
    out[1:3, 1:4:2] = source
    return out


def _set(array, index, value):
    out = array.copy()
    out[index] = value
    return out


def _erf(x):
    from math import erf
    return np.vectorize(erf)(x)
