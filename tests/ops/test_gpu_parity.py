"""Every forward ``Case`` of the op test modules that have no GPU twin of their own (the
``case_tests`` modules have one) run with cupy arrays: a kernel written against numpy alone
fails here, not in a user's hybridized GPU model.  Skipped without a CUDA device."""
import pathlib

import pytest
from hybridlint.runtime.context import num_gpus

from .grad_harness import forward_cases
from .harness import check_kernel_on_gpu

_TWINNED = {"test_elemwise", "test_tensor", "test_reduce", "test_init", "test_gpu_parity"}
_STEMS = sorted(p.stem for p in pathlib.Path(__file__).parent.glob("test_*.py")
                if p.stem not in _TWINNED)


@pytest.mark.gpu
@pytest.mark.skipif(num_gpus() == 0, reason="needs cupy and a CUDA device")
@pytest.mark.parametrize("case", forward_cases(__package__, _STEMS), ids=lambda c: c.id)
def test_forward_case_on_gpu(case):
    check_kernel_on_gpu(case)
