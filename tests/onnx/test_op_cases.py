"""Every op case of tests/ops whose op has an ONNX lowering, exported as a one-op model and run
in onnxruntime: its outputs must equal the runtime's (which the op tests hold to numpy and
MXNet).  Cases that cannot be exported must say so with an ExportError, and only the ones
listed here may."""
from __future__ import annotations

import numpy as np
import pytest
from hybridlint.runtime import registry, sym
from hybridlint.runtime.onnx.builder import ExportError
from hybridlint.runtime.onnx.table import LOWERINGS

from ..ops.harness import _function, all_cases, resolve
from .oracle import run_both

# case id -> why its export is refused (the refusal is checked, not skipped)
REFUSED = {
    "relu-int32": "opset 13 Relu takes floats only",
    "sqrt-int32": "Sqrt takes floats only",
    "add_n-mixed-dtypes-keep-first": "Sum takes floats only (int32 output)",
    "pool-max-full": "onnxruntime drops a 'full' window that starts in the padding",
    "pool-1d-same": "pooling_convention='same'",
    "pool-nhwc": "channels-last layout",
    "softmax-length": "use_length=True",
    "deconv-target-shape": "target_shape",
    "upsampling-bilinear-scale2": "bilinear UpSampling is a deconvolution with a weight input",
    "upsampling-bilinear-scale3": "bilinear UpSampling is a deconvolution with a weight input",
    "bn-output-mean-invstd": "batch statistics exist only while training",
    "ln-output-mean-std": "output_mean_var=True",
    "norm-int": "MXNet's integer 2-norm truncates inside its reducer",
    "norm-int-rows": "MXNet's integer 2-norm truncates inside its reducer",
    "norm-int8": "MXNet's integer 2-norm truncates inside its reducer",
}
# valid ONNX that onnxruntime's CPU provider has no kernel for
ORT_MISSING = {"erf-f64-branches": "Erf(13) for float64"}


def _cases():
    out = []
    for c in all_cases():
        op = resolve(c.op)
        if op.name in LOWERINGS and not c.is_train and op.in_sym:
            out.append(pytest.param(c, id=c.id))
    return out


CASES = _cases()


def _export_and_run(case):
    names = [f"in{i}" for i in range(len(case.inputs))]
    out = _function(sym, case.op)(*[sym.var(n) for n in names], **case.attrs)
    return run_both(out, {}, dict(zip(names, case.inputs)))


@pytest.mark.parametrize("case", CASES)
def test_case_exports_and_matches_the_runtime(case):
    if case.id in ORT_MISSING:
        pytest.skip(f"onnxruntime lacks {ORT_MISSING[case.id]}")
    if case.id in REFUSED:
        with pytest.raises(ExportError, match="cannot be exported|does not type-check"):
            _export_and_run(case)
        return
    got, want = _export_and_run(case)
    assert len(got) == len(want)
    for g, w in zip(got, want):
        assert g.dtype == w.dtype, f"{case.id}: dtype {g.dtype} != runtime {w.dtype}"
        np.testing.assert_allclose(g, w, rtol=max(case.rtol, 1e-4), atol=max(case.atol, 1e-5),
                                   err_msg=case.id)


def test_every_lowering_names_an_op_and_is_run_by_a_case():
    for name in LOWERINGS:
        registry.get(name)   # raises for a name the op table does not have
    run = {resolve(p.values[0].op).name for p in CASES
           if p.values[0].id not in REFUSED and p.values[0].id not in ORT_MISSING}
    assert sorted(set(LOWERINGS) - run) == []


def test_refusal_list_names_real_cases():
    ids = {p.values[0].id for p in CASES}
    assert sorted((set(REFUSED) | set(ORT_MISSING)) - ids) == []
